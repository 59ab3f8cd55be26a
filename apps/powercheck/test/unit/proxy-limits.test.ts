/**
 * serve.mjs as the proxy in front of the collection API (TRUSTED_PROXIES=1): every limit counts the client serve.mjs
 * saw, whatever the client writes in X-Forwarded-For. Each limit is driven with a new spoofed address per request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { startServer, type RunningServer } from '../../scripts/serve.mjs';

const KEY = 'proxy-limits';
let dir: string;
let api: ApiServer;
let proxy: RunningServer;
let spoofs = 0;
/** A different made-up address on every request, as an attacker would send. */
const spoofed = () => ({ 'x-forwarded-for': `203.0.113.${(spoofs++ % 250) + 1}` });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'powercheck-proxy-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>app</body></html>');
  api = await startApiServer({
    projects: [{ key: KEY, name: 'Proxy limits' }],
    trustedProxies: 1,
    rateLimits: { treespondersPerAddress: 1000, codeAttemptsPerAddress: 3, uploadBytesPerAddress: 1000 },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  proxy = await startServer({ distDir: dir, apiTarget: api.url, env: {}, requestsPerClientPerMinute: 60 });
});

afterAll(async () => {
  await proxy?.close();
  await api?.close();
  await rm(dir, { recursive: true, force: true });
});

async function through(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${proxy.url}${path}`, {
    method,
    headers: {
      ...spoofed(),
      'x-project-key': KEY,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null, headers: response.headers };
}

const newToken = async () => (await through('POST', '/api/v1/treesponders')).body!.token as string;

describe('serve.mjs in front of the API, with spoofed X-Forwarded-For', () => {
  it('vote-code attempts are counted per real client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const token = await newToken();
      statuses.push((await through('POST', '/api/v1/treesponses', { token, body: { validation_code: randomBytes(64).toString('hex') } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('upload bytes are counted per real client', async () => {
    const token = await newToken();
    const upload = (size: number) =>
      through('POST', '/api/v1/direct_uploads', {
        token,
        body: { blob: { filename: 'a.txt', content_type: 'text/plain', byte_size: size, checksum: createHash('md5').update('x').digest('base64') } },
      });
    expect((await upload(600)).status).toBe(200);
    const refused = await upload(600);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the mail function counts the real client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${proxy.url}/.netlify/functions/send_profile`, {
        method: 'POST',
        headers: { ...spoofed(), 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    // ten requests an hour per client (SEND_LIMIT_PER_CLIENT_PER_HOUR), refused bodies included
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
  });

  it("serve.mjs's own limit: requests per client per minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await fetch(`${proxy.url}/api/v1/aggregator/none`, { headers: spoofed() })).status);
    const refused = statuses.indexOf(429);
    // the earlier tests' requests count too: the limit (60 a minute) is reached within these 70
    expect(refused).toBeGreaterThan(-1);
    expect(statuses.slice(refused).every((status) => status === 429)).toBe(true);
  });
});
