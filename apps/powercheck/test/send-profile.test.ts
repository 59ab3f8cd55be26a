/**
 * send_profile against a real SMTP server on 127.0.0.1 (smtp-server, random port): the mail arrives with the right
 * envelope, headers, language and result link; bad requests get 400 with a reason; SMTP failures give 502.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import sendProfile, { handleSendProfile, type SendProfileEnvironment } from '../netlify/functions/send_profile.mts';
import { computeResult, CRITERIA } from '@powercheck/scoring';
import { createMemoryLimiter, mailboxOf, resultAddressProblem } from '../netlify/functions/lib/send-profile.ts';
import { REGIONS, regionOfLanguage, scoringTableFor } from '../src/suppliers/index.ts';
import { resultsAddressFor } from '../src/results/model.ts';
import { renderResultEmail } from '../netlify/functions/lib/render-result-email.ts';
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
  // the limits get tests of their own, with fresh counters
  env = { ...smtp.env, RESULT_URL_ORIGINS: SITE, SEND_LIMIT_PER_RECIPIENT_PER_DAY: '1000' };
  received = smtp.received;
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  received.length = 0;
});

/** A fresh set of counters, so the limits of one test do not spill into the next. */
const fresh = () => ({ limiter: createMemoryLimiter(), log: () => undefined });

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

const resultUrl = (language: string) =>
  `${SITE}/${language}/eneco/?top_0=eneco%3B79&top_1=engie%3B64&score_0=price%3B100%3B50&tip-invest=0`;

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

  it('escapes the result address in the HTML', () => {
    const url = new URL(`${SITE}/nl/o'neil/?a=1&b=<i>"x"</i>`).href;
    expect(url).toBe(`${SITE}/nl/o'neil/?a=1&b=%3Ci%3E%22x%22%3C/i%3E`);
    const mail = renderResultEmail(url, 'nl');
    const escaped = `${SITE}/nl/o&#39;neil/?a=1&amp;b=%3Ci%3E%22x%22%3C/i%3E`;
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]).slice(0, 2)).toEqual([escaped, escaped]);
    expect(mail.html).toContain(`>${escaped}</a>`);
    expect(mail.html).not.toContain('<i>');
    expect(mail.text).toContain(url);
  });

  it('is the default export of the Netlify function, configured from process.env', async () => {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value ?? '');
    try {
      const response = await sendProfile(post({ url: resultUrl('fr'), email: 'visiteur@example.org', language: 'fr' }), { ip: '192.0.2.7' });
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
    ['an invented supplier in the top five', { ...valid, url: `${SITE}/nl/ecopower/?top_0=ecopower%3B90&top_1=Cheap+Power+Ltd%3B80` }, 'url', /not ranked in its region/],
    ['a supplier of another region', { ...valid, url: `${SITE}/nl/cociter/?top_0=cociter%3B90` }, 'url', /not ranked in its region/],
    ['a percentage out of range', { ...valid, url: `${SITE}/nl/ecopower/?top_0=ecopower%3B250` }, 'url', /percentage from 0 to 100/],
    ['a top five out of order', { ...valid, url: `${SITE}/nl/eneco/?top_0=eneco%3B40&top_1=engie%3B90` }, 'url', /ranking order/],
    ['a supplier twice', { ...valid, url: `${SITE}/nl/eneco/?top_0=eneco%3B40&top_1=eneco%3B40` }, 'url', /repeats/],
    ['an extra parameter', { ...valid, url: `${SITE}/nl/eneco/?top_0=eneco%3B40&note=Call+us+now` }, 'url', /unknown parameter "note"/],
    ['an address in another language', { ...valid, url: `${SITE}/fr/eneco/?top_0=eneco%3B40` }, 'url', /in fr, the mail in nl/],
    ['a page that is not a result', { ...valid, url: `${SITE}/login` }, 'url', /not a results address/],
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
      const response = await handleSendProfile(post(body), env, fresh());
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const answer = (await response.json()) as { error: string; field?: string; reason: string };
      expect(answer.error).toBe('invalid_request');
      expect(answer.field).toBe(field);
      expect(answer.reason).toMatch(reason);
      expect(received).toHaveLength(0);
    });
  }

  it('413 for a body above 16 kB, read no further than the limit', async () => {
    const response = await handleSendProfile(post({ ...valid, padding: 'x'.repeat(17 * 1024) }), env);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { reason: string }).reason).toMatch(/at most 16384 bytes/);
    // a body streamed without a length: reading stops at the limit, the rest is never pulled
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const streamed = await handleSendProfile(
      new Request(FUNCTION_URL, { method: 'POST', body: endless, duplex: 'half' } as RequestInit),
      env,
      fresh(),
    );
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(10);
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
  const failing = async (request: Request, environment: SendProfileEnvironment) => {
    const logged: string[] = [];
    const response = await handleSendProfile(request, environment, { limiter: createMemoryLimiter(), log: (line) => logged.push(line) });
    return { response, answer: (await response.json()) as { error: string; reason: string }, logged: logged.join('\n') };
  };
  const GENERIC = { error: 'smtp_failed', reason: 'The mail could not be sent; try again later' };

  it('500 when SMTP is not configured', async () => {
    const response = await handleSendProfile(post(body), { ...env, SMTP_HOST: '' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'mail_not_configured', reason: 'SMTP_HOST and MAIL_FROM must be set' });
  });

  it('502 when the SMTP server refuses the recipient: the details go to the log, not to the client', async () => {
    const { response, answer, logged } = await failing(post({ ...body, email: 'nobody@refused.example' }), env);
    expect(response.status).toBe(502);
    expect(answer).toEqual(GENERIC);
    expect(logged).toMatch(/EENVELOPE 550.*Mailbox unavailable/);
    expect(received).toHaveLength(0);
  });

  it('502 when the credentials are wrong, without repeating the password anywhere', async () => {
    const { response, answer, logged } = await failing(post(body), { ...env, SMTP_PASS: 'wrong-password' });
    expect(response.status).toBe(502);
    expect(answer).toEqual(GENERIC);
    expect(logged).toMatch(/EAUTH 535/);
    expect(logged).not.toContain('wrong-password');
  });

  it('502 when nothing listens on the SMTP port', async () => {
    const port = await closedPort();
    const { response, answer, logged } = await failing(post(body), { ...env, SMTP_PORT: String(port) });
    expect(response.status).toBe(502);
    expect(answer).toEqual(GENERIC);
    expect(logged).toMatch(/ECONNECTION|ECONNREFUSED/);
  });
});

describe('send_profile never trusts the Host of a request', () => {
  const attack = (host: string) =>
    new Request(`http://${host}/.netlify/functions/send_profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://${host}/nl/eneco/?top_0=eneco%3B90`, email: 'victim@example.org', language: 'nl' }),
    });

  it('without RESULT_URL_ORIGINS nothing is sent (500 mail_not_configured), whatever the Host', async () => {
    const { RESULT_URL_ORIGINS: _origins, ...unconfigured } = env;
    for (const origins of [undefined, '', '*', 'not a url']) {
      const response = await handleSendProfile(attack('evil.example'), { ...unconfigured, RESULT_URL_ORIGINS: origins }, fresh());
      expect(response.status).toBe(500);
      expect(((await response.json()) as { reason: string }).reason).toMatch(/RESULT_URL_ORIGINS must list/);
    }
    expect(received).toHaveLength(0);
  });

  it('with RESULT_URL_ORIGINS a link to the Host the request names is refused', async () => {
    const response = await handleSendProfile(attack('evil.example'), env, fresh());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'url', reason: `url must point to ${SITE}` });
    expect(received).toHaveLength(0);
  });
});

describe('send_profile limits', () => {
  const body = (email: string) => ({ url: resultUrl('nl'), email, language: 'nl' });

  it('mails one recipient at most SEND_LIMIT_PER_RECIPIENT_PER_DAY times a day (429 with Retry-After)', async () => {
    const context = fresh();
    const limited = { ...env, SEND_LIMIT_PER_RECIPIENT_PER_DAY: '3' };
    const statuses: number[] = [];
    let last: Response | undefined;
    // the review's attack: 30 mails to one address in a row (the letter case does not make it another address)
    for (let i = 0; i < 30; i++) {
      last = await handleSendProfile(post(body(i % 2 ? 'Target@Example.org' : 'target@example.org')), limited, context);
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await last!.json()).toMatchObject({ error: 'too_many_requests' });
    expect(received).toHaveLength(3);
    // another recipient is still served
    expect((await handleSendProfile(post(body('other@example.org')), limited, context)).status).toBe(202);
  });

  it('counts per mailbox: sub-addresses, letter case and Gmail dots are one recipient', async () => {
    const context = fresh();
    const limited = { ...env, SEND_LIMIT_PER_RECIPIENT_PER_DAY: '3' };
    // the review's attack: victim+1@, victim+2@, ... each got three mails (30 to one mailbox)
    const variants = Array.from({ length: 10 }, (_, i) => [`victim+${i}@example.org`, `Vic.tim+x${i}@GMail.com`]).flat();
    const statuses: number[] = [];
    for (const address of variants) statuses.push((await handleSendProfile(post(body(address)), limited, context)).status);
    // three to victim@example.org, three to victim@gmail.com
    expect(statuses.filter((status) => status === 202)).toHaveLength(6);
    expect(received).toHaveLength(6);
    expect(mailboxOf('V.ic.Tim+news@googlemail.com')).toBe('victim@gmail.com');
    // dots count elsewhere: another provider's mailbox
    expect(mailboxOf('vic.tim+a@example.org')).toBe('vic.tim@example.org');
    expect((await handleSendProfile(post(body('vic.tim@example.org')), limited, context)).status).toBe(202);
  });

  it('caps all mails together per hour (SEND_LIMIT_PER_HOUR)', async () => {
    const context = fresh();
    const capped = { ...env, SEND_LIMIT_PER_HOUR: '5' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await handleSendProfile(post(body(`someone${i}@example.org`)), capped, context)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
  });

  it('serves one client address at most SEND_LIMIT_PER_CLIENT_PER_HOUR requests an hour', async () => {
    const { limiter } = fresh();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await handleSendProfile(
        post(body(`person${i}@example.org`)),
        { ...env, SEND_LIMIT_PER_CLIENT_PER_HOUR: '4' },
        { limiter, clientAddress: '198.51.100.9', log: () => undefined },
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 429, 429]);
    const elsewhere = await handleSendProfile(post(body('person9@example.org')), env, { limiter, clientAddress: '198.51.100.10' });
    expect(elsewhere.status).toBe(202);
  });

  it('the memory counters stay bounded', () => {
    const limiter = createMemoryLimiter(100);
    for (let i = 0; i < 10_000; i++) expect(limiter.hit(`key${i}`, 1, 60_000).ok).toBe(true);
    // the newest keys are still counted
    expect(limiter.hit('key9999', 1, 60_000).ok).toBe(false);
  });

  it('the Netlify function asks the platform for a per-address rate limit too', async () => {
    const { config } = await import('../netlify/functions/send_profile.mts');
    expect(config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: ['ip', 'domain'] });
    expect(config.rateLimit.windowLimit).toBeGreaterThan(0);
  });
});

describe('send_profile accepts every result the questionnaire can produce', () => {
  it('500 random sets of answers in each language and either regional table give addresses that pass the check', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const language of RESULT_EMAIL_LANGUAGES) {
      for (let i = 0; i < 500; i++) {
        const answers = Object.fromEntries(CRITERIA.map((criterion) => [criterion, String(1 + Math.floor(random() * 5))]));
        // any language in any region: the postcode's region, or the language's when there is no postcode
        const fromLanguage = i % 2 === 0;
        const region = fromLanguage ? regionOfLanguage(language) : REGIONS[Math.floor(random() * REGIONS.length)]!;
        const result = computeResult(answers, scoringTableFor(region));
        if (result.insufficientData) continue;
        const address = new URL(resultsAddressFor(result, language, { region, fromLanguage }, SITE));
        expect(address.searchParams.get('w')).toMatch(/^[1-5]{7}$/);
        expect(resultAddressProblem(address, language), address.href).toBeNull();
      }
    }
  });

  it('refuses weights and regions the results page cannot produce', () => {
    const base = `${SITE}/nl/cociter/?top_0=cociter%3B90`;
    expect(resultAddressProblem(new URL(`${base}&w=5432513&region=fr`), 'nl')).toBeNull();
    expect(resultAddressProblem(new URL(`${base}&w=5432513&region=wallonia`), 'nl')).toBeNull();
    expect(resultAddressProblem(new URL(`${base}&w=5432513`), 'nl')).toMatch(/not ranked in its region/);
    expect(resultAddressProblem(new URL(`${base}&w=5432513&region=brussels`), 'nl')).toMatch(/not ranked in its region/);
    expect(resultAddressProblem(new URL(`${SITE}/nl/ecopower/?top_0=ecopower%3B90&region=brussels`), 'nl')).toMatch(/not ranked in its region/);
    expect(resultAddressProblem(new URL(`${base}&w=5432513&region=bx`), 'nl')).toMatch(/region must be flanders, wallonia or brussels/);
    expect(resultAddressProblem(new URL(`${base}&w=9432513&region=fr`), 'nl')).toMatch(/seven importance answers/);
  });
});

describe('the result mail names the region of the result', () => {
  const base = `${SITE}/fr/engie/?top_0=engie%3B70&tip-invest=0&w=5432513`;

  it('says the region the address names, in the mail language, in the HTML and the text', () => {
    const mail = renderResultEmail(`${base}&region=brussels`, 'fr');
    expect(mail.text).toContain(RESULT_EMAIL_TEXTS.fr.region_brussels);
    expect(mail.html).toContain(escapeHtml(RESULT_EMAIL_TEXTS.fr.region_brussels));
    expect(mail.text).not.toContain(RESULT_EMAIL_TEXTS.fr.region_from_language);
  });

  it('says when the region was taken from the language, also for an address without a region', () => {
    const assumed = renderResultEmail(`${base}&region=wallonia&region-from=language`, 'fr');
    expect(assumed.text).toContain(`${RESULT_EMAIL_TEXTS.fr.region_wallonia} ${RESULT_EMAIL_TEXTS.fr.region_from_language}`);
    const old = renderResultEmail(base.replace('/fr/', '/de/'), 'de');
    expect(old.text).toContain(`${RESULT_EMAIL_TEXTS.de.region_wallonia} ${RESULT_EMAIL_TEXTS.de.region_from_language}`);
    const older = renderResultEmail(`${base.replace('/fr/', '/nl/')}&region=fr`, 'nl');
    expect(older.text).toContain(RESULT_EMAIL_TEXTS.nl.region_wallonia);
  });
});
