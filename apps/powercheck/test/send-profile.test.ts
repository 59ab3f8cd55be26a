/**
 * send_profile against a real SMTP server on 127.0.0.1 (smtp-server, random port): the mail arrives with the right
 * envelope, headers, language and result link; bad requests get 400 with a reason; SMTP failures give 502.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sendProfile, { handleSendProfile, type SendProfileEnvironment } from '../netlify/functions/send_profile.mts';
import { RESULT_EMAIL_LANGUAGES, RESULT_EMAIL_TEXTS } from '../netlify/functions/lib/result-email-texts.ts';
import { escapeHtml } from '../netlify/functions/lib/render-result-email.ts';
import { readMail } from './send-profile-mail.ts';
import { closedPort, startTestSmtp, type ReceivedMessage, type TestSmtp } from './send-profile-smtp.ts';

const SITE = 'https://stroomcheck.example';
const FUNCTION_URL = `${SITE}/.netlify/functions/send_profile`;
let smtp: TestSmtp;
let env: SendProfileEnvironment;
let received: ReceivedMessage[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  env = smtp.env;
  received = smtp.received;
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  received.length = 0;
});

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

const resultUrl = (language: string) =>
  `${SITE}/${language}/ecopower/?top_0=ecopower%3B79&top_1=eneco%3B64&score_0=price%3B100%3B50&tip-invest=1`;

describe('send_profile delivers the result mail', () => {
  for (const language of RESULT_EMAIL_LANGUAGES) {
    it(`in ${language}`, async () => {
      const texts = RESULT_EMAIL_TEXTS[language];
      const url = resultUrl(language);
      const response = await handleSendProfile(post({ url, email: '  visitor@example.org ', language }), env);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ sent: true });

      expect(received).toHaveLength(1);
      const [message] = received;
      expect(message?.user).toBe('mailer');
      expect(message?.envelope.mailFrom && message.envelope.mailFrom.address).toBe('resultaat@stroomcheck.example');
      expect(message?.envelope.rcptTo.map(({ address }) => address)).toEqual(['visitor@example.org']);

      const mail = readMail(message?.raw ?? '');
      expect(mail.header('subject')).toBe(texts.subject);
      expect(mail.header('from')).toBe(`${texts.sender} <resultaat@stroomcheck.example>`);
      expect(mail.header('to')).toBe('visitor@example.org');
      expect(mail.header('content-language')).toBe(language);

      expect(mail.text).toContain(`${texts.to_result}: ${url}`);
      expect(mail.text).toContain(texts.title);
      expect(mail.text).toContain(texts.initiative);
      expect(mail.text).toContain(`${texts.more_info_text}: ${texts.more_info_link}`);

      expect(mail.html).toContain(`<html lang="${language}">`);
      // The button and the visible address both link to the result, escaped for the attribute.
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs).toEqual([escapeHtml(url), escapeHtml(url), escapeHtml(texts.more_info_link)]);
      expect(mail.html).toContain(`>${escapeHtml(texts.to_result)}</a>`);
      for (const key of ['preview', 'title', 'intro', 'subtitle', 'initiative', 'more_info_text', 'footer'] as const) {
        expect(mail.html, key).toContain(escapeHtml(texts[key]));
      }
      expect(mail.html).toContain(`href="${escapeHtml(texts.more_info_link)}"`);
    });
  }

  it('escapes the result address in the HTML and sends it normalised', async () => {
    const url = `${SITE}/nl/o'neil/?a=1&b=<i>"x"</i>`;
    const response = await handleSendProfile(post({ url, email: 'visitor@example.org', language: 'nl' }), env);
    expect(response.status).toBe(202);
    const mail = readMail(received[0]?.raw ?? '');
    const normalised = new URL(url).href;
    expect(normalised).toBe(`${SITE}/nl/o'neil/?a=1&b=%3Ci%3E%22x%22%3C/i%3E`);
    const escaped = `${SITE}/nl/o&#39;neil/?a=1&amp;b=%3Ci%3E%22x%22%3C/i%3E`;
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).slice(0, 2)).toEqual([escaped, escaped]);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toContain('<i>');
    expect(mail.text).toContain(normalised);
  });

  it('is the default export of the Netlify function, configured from process.env', async () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value ?? '');
    try {
      const response = await sendProfile(post({ url: resultUrl('fr'), email: 'visiteur@example.org', language: 'fr' }));
      expect(response.status).toBe(202);
      expect(readMail(received[0]?.raw ?? '').header('subject')).toBe(RESULT_EMAIL_TEXTS.fr.subject);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('accepts a result address on a configured origin', async () => {
    const response = await handleSendProfile(
      post({ url: 'https://results.example/de/eneco/?top_0=eneco%3B61', email: 'besucher@example.org', language: 'de' }),
      { ...env, RESULT_URL_ORIGINS: 'https://other.example, https://results.example/' },
    );
    expect(response.status).toBe(202);
    expect(received).toHaveLength(1);
  });
});

describe('send_profile refuses bad requests', () => {
  const valid = { url: resultUrl('nl'), email: 'visitor@example.org', language: 'nl' };
  const cases: [string, unknown, string | undefined, RegExp][] = [
    ['text that is not JSON', 'url=x', undefined, /valid JSON/],
    ['a JSON array', [valid], undefined, /JSON object/],
    ['JSON null', 'null', undefined, /JSON object/],
    ['no url', { ...valid, url: undefined }, 'url', /url is required/],
    ['a relative url', { ...valid, url: '/nl/ecopower/' }, 'url', /absolute address/],
    ['a javascript: url', { ...valid, url: 'javascript:alert(1)' }, 'url', /http:\/\/ or https:\/\//],
    ['an ftp url', { ...valid, url: 'ftp://stroomcheck.example/nl/' }, 'url', /http:\/\/ or https:\/\//],
    ['a url with credentials', { ...valid, url: 'https://user:pw@stroomcheck.example/nl/' }, 'url', /user name or password/],
    ['a url on another site', { ...valid, url: 'https://phishing.example/nl/ecopower/' }, 'url', /must point to https:\/\/stroomcheck\.example/],
    ['a url that is too long', { ...valid, url: `${SITE}/${'a'.repeat(5000)}` }, 'url', /at most 4096/],
    ['no email', { ...valid, email: '' }, 'email', /email is required/],
    ['an email without @', { ...valid, email: 'visitor.example.org' }, 'email', /valid e-mail/],
    ['an email with two @', { ...valid, email: 'a@b@example.org' }, 'email', /valid e-mail/],
    ['an email with a space', { ...valid, email: 'vis itor@example.org' }, 'email', /valid e-mail/],
    ['two addresses in one', { ...valid, email: 'a@example.org,b@example.org' }, 'email', /valid e-mail/],
    ['an email that is not a string', { ...valid, email: 42 }, 'email', /email is required/],
    ['no language', { ...valid, language: undefined }, 'language', /one of nl, fr, de/],
    ['English', { ...valid, language: 'en' }, 'language', /one of nl, fr, de/],
  ];

  for (const [name, body, field, reason] of cases) {
    it(`400 for ${name}`, async () => {
      const response = await handleSendProfile(post(body), env);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const answer = (await response.json()) as { error: string; field?: string; reason: string };
      expect(answer.error).toBe('invalid_request');
      expect(answer.field).toBe(field);
      expect(answer.reason).toMatch(reason);
      expect(received).toHaveLength(0);
    });
  }

  it('400 for a body above 16 kB', async () => {
    const response = await handleSendProfile(post({ ...valid, padding: 'x'.repeat(17 * 1024) }), env);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { reason: string }).reason).toMatch(/at most 16384 bytes/);
  });

  for (const method of ['GET', 'PUT', 'DELETE']) {
    it(`405 for ${method}, with Allow: POST`, async () => {
      const response = await handleSendProfile(new Request(FUNCTION_URL, { method }), env);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(((await response.json()) as { error: string }).error).toBe('method_not_allowed');
    });
  }
});

describe('send_profile reports mail problems', () => {
  const body = { url: resultUrl('nl'), email: 'visitor@example.org', language: 'nl' };

  it('500 when SMTP is not configured', async () => {
    const response = await handleSendProfile(post(body), { ...env, SMTP_HOST: '' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'mail_not_configured', reason: 'SMTP_HOST and MAIL_FROM must be set' });
  });

  it('502 when the SMTP server refuses the recipient', async () => {
    const response = await handleSendProfile(post({ ...body, email: 'nobody@refused.example' }), env);
    expect(response.status).toBe(502);
    const answer = (await response.json()) as { error: string; reason: string };
    expect(answer.error).toBe('smtp_failed');
    expect(answer.reason).toMatch(/EENVELOPE 550.*Mailbox unavailable/);
    expect(received).toHaveLength(0);
  });

  it('502 when the credentials are wrong, without repeating the password', async () => {
    const response = await handleSendProfile(post(body), { ...env, SMTP_PASS: 'wrong-password' });
    expect(response.status).toBe(502);
    const answer = (await response.json()) as { reason: string };
    expect(answer.reason).toMatch(/EAUTH 535/);
    expect(answer.reason).not.toContain('wrong-password');
  });

  it('502 when nothing listens on the SMTP port', async () => {
    const port = await closedPort();
    const response = await handleSendProfile(post(body), { ...env, SMTP_PORT: String(port) });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { reason: string }).reason).toMatch(/ECONNECTION|ECONNREFUSED/);
  });
});
