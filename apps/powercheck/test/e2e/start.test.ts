/**
 * The root start command (scripts/start.mjs): API server, mail catcher and the served app on one machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const START = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));

let child: ChildProcess;
let dataDir: string;
let appUrl: string;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'powercheck-start-'));
  child = spawn(process.execPath, [START], {
    env: { ...process.env, PORT: '0', API_PORT: '0', SMTP_PORT_LOCAL: '0', POWERCHECK_DATA_DIR: dataDir, SMTP_HOST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!/Press Ctrl\+C to stop/.test(output)) {
    if (child.exitCode !== null) throw new Error(`start.mjs exited early:\n${output}`);
    if (Date.now() - started > 50_000) throw new Error(`start.mjs did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  appUrl = /questionnaire (http:\/\/[^/\s]+)/.exec(output)?.[1] ?? '';
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('prints the addresses and serves the questionnaire with its security headers', async () => {
    expect(output).toMatch(/API\s+http:\/\/127\.0\.0\.1:\d+\/api\/v1/);
    const response = await fetch(`${appUrl}/fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('name="powercheck-config"');
    expect(html).toContain('&quot;apiHost&quot;:&quot;/&quot;');
  });

  it('forwards the engine calls to the API with the seeded powercheck project', async () => {
    const created = await fetch(`${appUrl}/api/v1/treesponders`, { method: 'POST', headers: { 'x-project-key': 'powercheck' } });
    expect(created.ok).toBe(true);
    expect(await created.json()).toMatchObject({ publicId: expect.any(String), token: expect.any(String) });
    const refused = await fetch(`${appUrl}/api/v1/treesponders`, { method: 'POST', headers: { 'x-project-key': 'nope' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });

  it('catches the result e-mail into the data folder', async () => {
    const url = `${appUrl}/nl/ecopower/?top_0=ecopower%3B90`;
    const response = await fetch(`${appUrl}/.netlify/functions/send_profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url, email: 'iemand@example.org', language: 'nl' }),
    });
    expect(response.status).toBe(202);
    const files = await readdir(join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    const raw = await readFile(join(dataDir, 'mail', files[0] as string), 'utf8');
    expect(raw).toContain('iemand@example.org');
  });
});
