/**
 * The result-mail endpoint, as a plain function from a Request (and the environment) to a Response, so that the
 * Netlify function and a local Node server can both mount it.
 *
 * POST {url, email, language} →
 *   202 {sent: true}                       the mail was handed to the SMTP server
 *   400 {error: 'invalid_request', field?, reason}
 *   405 {error: 'method_not_allowed', reason}   (with Allow: POST)
 *   500 {error: 'mail_not_configured', reason}  SMTP_HOST or MAIL_FROM missing or wrong
 *   502 {error: 'smtp_failed', reason}           the SMTP server could not be reached or refused the mail
 */
import nodemailer from 'nodemailer';
import { renderResultEmail } from './render-result-email.ts';
import { RESULT_EMAIL_LANGUAGES, type ResultEmailLanguage } from './result-email-texts.ts';

/** Environment variables the endpoint reads. */
export interface SendProfileEnvironment {
  /** SMTP server host name (required). */
  SMTP_HOST?: string;
  /** SMTP port; default 465 when SMTP_SECURE is on, else 587. */
  SMTP_PORT?: string;
  /** 'true' or '1': TLS from the first byte (port 465). Otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE?: string;
  /** SMTP user name; no authentication when empty. */
  SMTP_USER?: string;
  /** SMTP password. */
  SMTP_PASS?: string;
  /** Sender address, e.g. resultaat@example.org (required). The display name comes from the e-mail texts. */
  MAIL_FROM?: string;
  /**
   * Comma-separated origins the result address may point to, e.g. 'https://results.example'. Default: the origin
   * the request was sent to. '*' allows any http(s) address.
   */
  RESULT_URL_ORIGINS?: string;
  /** Connection, greeting and socket timeout in ms (default 10000). */
  SMTP_TIMEOUT_MS?: string;
  [name: string]: string | undefined;
}

/** The validated body. */
export interface SendProfileRequest {
  /** The results-page address, normalised. */
  readonly url: string;
  readonly email: string;
  readonly language: ResultEmailLanguage;
}

/** Largest body accepted, in bytes: a result address is well under 2 kB. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Longest result address accepted. */
export const MAX_URL_LENGTH = 4096;
/** Longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The product's e-mail rule (text@text, no spaces, a single at-sign), without the characters that would let one
 * field name several recipients or break an address header.
 */
const EMAIL_PATTERN = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

type Validation = { ok: true; value: SendProfileRequest } | { ok: false; field?: string; reason: string };

function allowedOrigins(request: Request, env: SendProfileEnvironment): string[] | '*' {
  const configured = (env.RESULT_URL_ORIGINS ?? '').trim();
  if (configured === '*') return '*';
  if (configured !== '') {
    return configured
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => {
        try {
          return new URL(origin).origin;
        } catch {
          return origin;
        }
      });
  }
  return [new URL(request.url).origin];
}

/** Checks the parsed body. Exported for tests and for servers that parse the body themselves. */
export function validateSendProfileBody(body: unknown, origins: string[] | '*' = '*'): Validation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object with url, email and language' };
  }
  const { url, email, language } = body as Record<string, unknown>;

  if (typeof url !== 'string' || url.trim() === '') return { ok: false, field: 'url', reason: 'url is required' };
  if (url.length > MAX_URL_LENGTH) return { ok: false, field: 'url', reason: `url must be at most ${MAX_URL_LENGTH} characters` };
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { ok: false, field: 'url', reason: 'url must be an absolute address such as https://example.org/nl/ecopower/' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { ok: false, field: 'url', reason: 'url must start with http:// or https://' };
  }
  if (parsed.username || parsed.password) return { ok: false, field: 'url', reason: 'url must not contain a user name or password' };
  if (origins !== '*' && !origins.includes(parsed.origin)) {
    return { ok: false, field: 'url', reason: `url must point to ${origins.join(' or ')}` };
  }

  if (typeof email !== 'string' || email.trim() === '') return { ok: false, field: 'email', reason: 'email is required' };
  const address = email.trim();
  if (address.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(address)) {
    return { ok: false, field: 'email', reason: 'email must be a valid e-mail address' };
  }

  if (typeof language !== 'string' || !(RESULT_EMAIL_LANGUAGES as readonly string[]).includes(language)) {
    return { ok: false, field: 'language', reason: `language must be one of ${RESULT_EMAIL_LANGUAGES.join(', ')}` };
  }
  return { ok: true, value: { url: parsed.href, email: address, language: language as ResultEmailLanguage } };
}

type SmtpConfig = { ok: true; options: Parameters<typeof nodemailer.createTransport>[0]; from: string } | { ok: false; reason: string };

/** Reads the SMTP settings from the environment. */
export function smtpConfigFrom(env: SendProfileEnvironment): SmtpConfig {
  const host = env.SMTP_HOST?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!host || !from) return { ok: false, reason: 'SMTP_HOST and MAIL_FROM must be set' };
  if (!EMAIL_PATTERN.test(from)) return { ok: false, reason: 'MAIL_FROM must be a plain e-mail address' };
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE?.trim() ?? '');
  const port = env.SMTP_PORT?.trim() ? Number(env.SMTP_PORT) : secure ? 465 : 587;
  if (!Number.isInteger(port) || port < 1 || port > 65535) return { ok: false, reason: 'SMTP_PORT must be a port number' };
  const timeout = env.SMTP_TIMEOUT_MS?.trim() ? Number(env.SMTP_TIMEOUT_MS) : 10_000;
  if (!Number.isFinite(timeout) || timeout <= 0) return { ok: false, reason: 'SMTP_TIMEOUT_MS must be a positive number' };
  const user = env.SMTP_USER?.trim();
  return {
    ok: true,
    from,
    options: {
      host,
      port,
      secure,
      ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    },
  };
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; reason: string }> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { ok: false, reason: `The body must be at most ${MAX_BODY_BYTES} bytes` };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'The body must be valid JSON' };
  }
}

/** Describes an SMTP failure without repeating credentials. */
function smtpFailureReason(error: unknown): string {
  const { code, responseCode, response, message } = (error ?? {}) as {
    code?: string;
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = response ?? message ?? String(error);
  return `The mail server did not accept the message${code ? ` (${code}${responseCode ? ` ${responseCode}` : ''})` : ''}: ${detail}`;
}

/**
 * Handles one request: validates it, renders the result e-mail in the visitor's language and sends it over SMTP.
 * `env` defaults to process.env.
 */
export async function handleSendProfile(
  request: Request,
  env: SendProfileEnvironment = process.env as SendProfileEnvironment,
): Promise<Response> {
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed', reason: 'Use POST with a JSON body {url, email, language}' }, { allow: 'POST' });
  }
  const read = await readJson(request);
  if (!read.ok) return json(400, { error: 'invalid_request', reason: read.reason });
  const valid = validateSendProfileBody(read.body, allowedOrigins(request, env));
  if (!valid.ok) return json(400, { error: 'invalid_request', ...(valid.field ? { field: valid.field } : {}), reason: valid.reason });

  const smtp = smtpConfigFrom(env);
  if (!smtp.ok) return json(500, { error: 'mail_not_configured', reason: smtp.reason });

  const { url, email, language } = valid.value;
  const mail = renderResultEmail(url, language);
  const transport = nodemailer.createTransport(smtp.options);
  try {
    await transport.sendMail({
      from: { name: mail.senderName, address: smtp.from },
      to: { name: '', address: email },
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': language },
    });
  } catch (error) {
    return json(502, { error: 'smtp_failed', reason: smtpFailureReason(error) });
  } finally {
    transport.close();
  }
  return json(202, { sent: true });
}
