/**
 * The result-mail endpoint, as a plain function from a Request (and the environment) to a Response, so that the
 * Netlify function and a local Node server can both mount it.
 *
 * POST {url, email, language} →
 *   202 {sent: true}                       the mail was handed to the SMTP server
 *   400 {error: 'invalid_request', field?, reason}
 *   405 {error: 'method_not_allowed', reason}   (with Allow: POST)
 *   413 {error: 'invalid_request', reason}      a body above MAX_BODY_BYTES (not read further)
 *   429 {error: 'too_many_requests', reason}    (with Retry-After) too many mails to this address or from this client
 *   500 {error: 'mail_not_configured', reason}  SMTP_HOST, MAIL_FROM or RESULT_URL_ORIGINS missing or wrong
 *   502 {error: 'smtp_failed', reason}           the mail could not be sent (details are logged, not answered)
 */
import { createHash } from 'node:crypto';
import { isResultQueryKey, parseResultAddress, resultAddressProblem as regionalProblem } from '@powercheck/scoring';
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
   * Comma-separated origins the result address may point to, e.g. 'https://results.example' (required: the Host
   * of a request is never trusted, and '*' is refused).
   */
  RESULT_URL_ORIGINS?: string;
  /** Mails to one recipient per day (default 3). */
  SEND_LIMIT_PER_RECIPIENT_PER_DAY?: string;
  /** Requests from one client address per hour (default 10). */
  SEND_LIMIT_PER_CLIENT_PER_HOUR?: string;
  /** Mails in all per hour, whoever asks (default 300). */
  SEND_LIMIT_PER_HOUR?: string;
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

type OriginsConfig = { ok: true; origins: string[] } | { ok: false; reason: string };

/** The configured origins of result addresses; never taken from the request. */
export function resultOriginsFrom(env: SendProfileEnvironment): OriginsConfig {
  const configured = (env.RESULT_URL_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const missing = { ok: false as const, reason: 'RESULT_URL_ORIGINS must list the origins of the results pages (e.g. https://www.example.org)' };
  if (configured.length === 0) return missing;
  const origins: string[] = [];
  for (const text of configured) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return missing;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return missing;
    origins.push(url.origin);
  }
  return { ok: true, origins };
}

/**
 * Why a results address does not show a result the questionnaire can produce, or null: it reads as a results address
 * (@powercheck/scoring's one results-address module: format, percentages, weights, region, household), its language
 * is the mail's, its suppliers supply households in its region (none twice, best first), and nothing else is in the
 * query. So a mail in the federation's name never shows invented names.
 */
export function resultAddressProblem(url: URL, language: string): string | null {
  const parsed = parseResultAddress(url);
  if (!parsed.ok) return parsed.reason;
  const { address } = parsed;
  if (address.language !== language) return `the address is in ${address.language}, the mail in ${language}`;
  const problem = regionalProblem(address);
  if (problem) return problem;
  const extra = [...url.searchParams.keys()].find((key) => !isResultQueryKey(key));
  if (extra !== undefined) return `the address has an unknown parameter ${JSON.stringify(extra)}`;
  if (url.hash) return 'the address has a fragment';
  return null;
}

/** Checks the parsed body. Exported for tests and for servers that parse the body themselves. */
export function validateSendProfileBody(body: unknown, origins: readonly string[]): Validation {
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
  if (!origins.includes(parsed.origin)) {
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
  const problem = resultAddressProblem(parsed, language);
  if (problem) return { ok: false, field: 'url', reason: `url is not a results address: ${problem}` };
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

type BodyRead = { ok: true; body: unknown } | { ok: false; status: 400 | 413; reason: string };

/** Reads the JSON body, stopping at MAX_BODY_BYTES: a huge body is refused without being held in memory. */
async function readJson(request: Request): Promise<BodyRead> {
  const tooLarge = { ok: false as const, status: 413 as const, reason: `The body must be at most ${MAX_BODY_BYTES} bytes` };
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { ok: false, status: 400, reason: 'The body must be valid JSON' };
  }
}

/** Describes an SMTP failure for the operator's log, without credentials. */
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

/** Counts events per key in fixed windows. */
export interface SendLimiter {
  /** Counts one event for `key`; when over `limit` in the current window, the seconds until the window ends. */
  hit(key: string, limit: number, windowMs: number, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
}

/**
 * Counters in this process's memory (one Netlify function instance, or the local server). Bounded: expired windows
 * are dropped, and past 50,000 keys the oldest are.
 */
export function createMemoryLimiter(maxKeys = 50_000): SendLimiter {
  const windows = new Map<string, { until: number; hits: number }>();
  return {
    hit(key, limit, windowMs, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || entry.until <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [name, old] of windows) if (old.until <= now) windows.delete(name);
          while (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        entry = { until: now + windowMs, hits: 0 };
        windows.set(key, entry);
      }
      entry.hits += 1;
      return entry.hits <= limit ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.until - now) / 1000)) };
    },
  };
}

const sharedLimiter = createMemoryLimiter();

/** Domains whose mailboxes ignore dots in the local part (and the domain they are another name of). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for the per-recipient limit: lower-cased, without a sub-address (`+tag`,
 * which nearly every provider delivers to the same mailbox), and for providers that ignore dots in the local part
 * (Gmail) without dots and under one domain name. `Victim+1@Gmail.com`, `v.ictim@googlemail.com` and
 * `victim@gmail.com` are one mailbox.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  let local = email.slice(0, at).toLowerCase();
  let domain = email.slice(at + 1).toLowerCase().replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain]!;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
const HOUR_MS = 60 * 60 * 1000;

function limitFrom(value: string | undefined, fallback: number): number {
  const number = Number(value?.trim() || fallback);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** What the host knows about a request besides the Request itself. */
export interface SendProfileContext {
  /** The client's address (Netlify: context.ip; a Node server: the socket's remote address). */
  clientAddress?: string;
  /** Where the counters live; default one per process. */
  limiter?: SendLimiter;
  /** Where failures are reported for the operator (never to the client); default console.error. */
  log?: (message: string) => void;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * Handles one request: validates it, renders the result e-mail in the visitor's language and sends it over SMTP.
 * `env` defaults to process.env.
 */
export async function handleSendProfile(
  request: Request,
  env: SendProfileEnvironment = process.env as SendProfileEnvironment,
  context: SendProfileContext = {},
): Promise<Response> {
  const limiter = context.limiter ?? sharedLimiter;
  const log = context.log ?? ((message: string) => console.error(`[send_profile] ${message}`));
  if (request.method !== 'POST') {
    return json(405, { error: 'method_not_allowed', reason: 'Use POST with a JSON body {url, email, language}' }, { allow: 'POST' });
  }
  const origins = resultOriginsFrom(env);
  if (!origins.ok) return json(500, { error: 'mail_not_configured', reason: origins.reason });
  const tooMany = (retryAfterSeconds: number, reason: string) =>
    json(429, { error: 'too_many_requests', reason }, { 'retry-after': String(retryAfterSeconds) });
  if (context.clientAddress) {
    const perClient = limiter.hit(`client:${digest(context.clientAddress)}`, limitFrom(env.SEND_LIMIT_PER_CLIENT_PER_HOUR, 10), HOUR_MS);
    if (!perClient.ok) {
      log('client over its hourly limit');
      return tooMany(perClient.retryAfterSeconds, 'Too many requests from this address; try again later');
    }
  }
  const read = await readJson(request);
  if (!read.ok) return json(read.status, { error: 'invalid_request', reason: read.reason });
  const valid = validateSendProfileBody(read.body, origins.origins);
  if (!valid.ok) return json(400, { error: 'invalid_request', ...(valid.field ? { field: valid.field } : {}), reason: valid.reason });

  const smtp = smtpConfigFrom(env);
  if (!smtp.ok) return json(500, { error: 'mail_not_configured', reason: smtp.reason });

  const { url, email, language } = valid.value;
  const perRecipient = limiter.hit(
    `recipient:${digest(mailboxOf(email))}`,
    limitFrom(env.SEND_LIMIT_PER_RECIPIENT_PER_DAY, 3),
    24 * HOUR_MS,
  );
  if (!perRecipient.ok) {
    log('recipient over its daily limit');
    return tooMany(perRecipient.retryAfterSeconds, 'Too many mails to this address today; try again tomorrow');
  }
  // a cap on all mails together: many addresses and many mailboxes still cannot turn the endpoint into a mailer
  const overall = limiter.hit('all', limitFrom(env.SEND_LIMIT_PER_HOUR, 300), HOUR_MS);
  if (!overall.ok) {
    log('hourly limit of all mails reached');
    return tooMany(overall.retryAfterSeconds, 'Too many mails right now; try again later');
  }
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
    log(smtpFailureReason(error));
    return json(502, { error: 'smtp_failed', reason: 'The mail could not be sent; try again later' });
  } finally {
    transport.close();
  }
  return json(202, { sent: true });
}
