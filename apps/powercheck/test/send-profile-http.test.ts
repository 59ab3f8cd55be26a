/**
 * send_profile mounted in a real node:http server with netlify/node-http.mjs, called with fetch, delivering to a real
 * SMTP server: what the local server does for `npm start`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleSendProfile } from '../netlify/functions/send_profile.mts';
import { RESULT_EMAIL_TEXTS } from '../netlify/functions/lib/result-email-texts.ts';
import { toNodeHandler } from '../netlify/node-http.mjs';
import { readMail } from './send-profile-mail.ts';
import { startTestSmtp, type TestSmtp } from './send-profile-smtp.ts';

let smtp: TestSmtp;
let server: Server;
let origin: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  // the results pages are on this server (configured, never taken from the Host header)
  const sendProfile = toNodeHandler((request, { clientAddress }) =>
    handleSendProfile(request, { ...smtp.env, RESULT_URL_ORIGINS: origin }, { clientAddress }),
  );
  server = createServer((req, res) => {
    if (req.url?.split('?')[0] === '/.netlify/functions/send_profile') void sendProfile(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

const call = (body: unknown, method = 'POST') =>
  fetch(`${origin}/.netlify/functions/send_profile`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });

describe('send_profile over HTTP', () => {
  it('mails a result address on the same site and answers 202', async () => {
    const url = `${origin}/de/eneco/?top_0=eneco%3B71&tip-invest=0`;
    const response = await call({ url, email: 'besucher@example.org', language: 'de' });
    expect(response.status).toBe(202);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]?.raw ?? '');
    expect(mail.header('subject')).toBe(RESULT_EMAIL_TEXTS.de.subject);
    expect(mail.text).toContain(url);
  });

  it('refuses a result address on another site with 400', async () => {
    const response = await call({ url: 'https://elsewhere.example/nl/ecopower/', email: 'a@example.org', language: 'nl' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', field: 'url', reason: `url must point to ${origin}` });
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 413 to a huge body without holding it in memory', async () => {
    const before = process.memoryUsage().rss;
    // 64 MiB without a length: the adapter stops keeping bytes after 64 kB and answers 413
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${origin}/.netlify/functions/send_profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error);
    // the answer is 413, unless the server closed the connection before the client finished sending
    if (response instanceof Response) {
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
    const declared = await fetch(`${origin}/.netlify/functions/send_profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(300_000),
    });
    expect(declared.status).toBe(413);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 405 to GET', async () => {
    const response = await call(undefined, 'GET');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('turns a handler that throws into a 500 JSON answer', async () => {
    const failing = toNodeHandler(async () => {
      throw new Error('broken');
    });
    const other = createServer((req, res) => void failing(req, res));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', () => resolve()));
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'internal_error', reason: 'broken' });
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
