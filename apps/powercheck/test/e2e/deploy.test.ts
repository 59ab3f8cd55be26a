/**
 * The deploy path of netlify.toml: the app is built the way its build command builds it (`pnpm run build:netlify`,
 * with the API's address given as TREESPONSE_API_ORIGIN), served with the files that build writes (the `_redirects`
 * proxy of /api/* included) and walked through in Chromium; the answers must arrive at a real collection API. A build
 * that names no API fails, unless offline mode is asked for.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@treesponse/browser-testing';
import type { Browser } from 'playwright-core';
import { startApiServer, type ApiServer } from '@treesponse/api';
import { startServer } from '../../scripts/serve.mjs';
import {
  GREEN_PROFILE,
  answerCriteria,
  clickNext,
  completePrivacy,
  expectNoProblems,
  expectedAddress,
  expectedResults,
  openPage,
  openSurvey,
} from './harness.js';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT_KEY = 'powercheck';

/** The command netlify.toml runs in the app's folder once the workspace packages are built. */
async function netlifyAppBuildCommand(): Promise<string> {
  const toml = await readFile(join(appDir, 'netlify.toml'), 'utf8');
  const command = /^\s*command\s*=\s*"(.*)"\s*$/m.exec(toml)?.[1];
  if (!command) throw new Error('netlify.toml has no build command');
  const appStep = command.split('&&').map((part) => part.trim()).at(-1);
  if (!appStep) throw new Error(`cannot read the app step of ${command}`);
  return appStep;
}

/** Runs the app step of netlify.toml's build command with this environment, into `outDir`. */
function buildLikeNetlify(env: Record<string, string>, outDir: string): Promise<{ code: number | null; output: string }> {
  return netlifyAppBuildCommand().then(
    (command) =>
      new Promise((resolve) => {
        const clean = Object.fromEntries(
          // NODE_ENV too: the test runner sets it to `test`, which would make a development build of React.
          Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && !name.startsWith('TREESPONSE_') && name !== 'NODE_ENV'),
        );
        const child = spawn(`${command} --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
          cwd: appDir,
          shell: true,
          env: { ...clean, ...env },
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ code, output }));
      }),
  );
}

let api: ApiServer;
let browser: Browser;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'powercheck-deploy-'));
  api = await startApiServer({ projects: [{ key: PROJECT_KEY, name: 'Powercheck' }] });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a build the way netlify.toml builds', () => {
  it('runs the app build as its last step', async () => {
    const toml = await readFile(join(appDir, 'netlify.toml'), 'utf8');
    expect(/^\s*command\s*=\s*"cd \.\.\/\.\. && .*turbo run build.* && cd apps\/powercheck && pnpm run build:netlify"/m.test(toml)).toBe(true);
    const scripts = JSON.parse(await readFile(join(appDir, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['build:netlify']).toBe('vite build --mode netlify');
  });

  it('fails loudly when no API is given, naming what to set', async () => {
    const outDir = join(workDir, 'none');
    const { code, output } = await buildLikeNetlify({}, outDir);
    expect(code).not.toBe(0);
    expect(output).toContain('TREESPONSE_API_ORIGIN');
    expect(output).toContain('VITE_TREESPONSE_OFFLINE=true');
    expect(existsSync(join(outDir, 'index.html'))).toBe(false);
  });

  it('refuses an API address that is not an origin', async () => {
    const { code, output } = await buildLikeNetlify({ TREESPONSE_API_ORIGIN: 'api.example.org/api' }, join(workDir, 'bad'));
    expect(code).not.toBe(0);
    expect(output).toContain('TREESPONSE_API_ORIGIN');
  });

  it('builds an offline site only when asked, without a proxy', async () => {
    const outDir = join(workDir, 'offline');
    const { code, output } = await buildLikeNetlify({ VITE_TREESPONSE_OFFLINE: 'true' }, outDir);
    expect(code, output).toBe(0);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, '_redirects'))).toBe(false);
  });

  it('with TREESPONSE_API_ORIGIN proxies /api/* there, and a visitor’s answers arrive at the API', async () => {
    const outDir = join(workDir, 'site');
    const { code, output } = await buildLikeNetlify({ TREESPONSE_API_ORIGIN: `${api.url}/` }, outDir);
    expect(code, output).toBe(0);
    expect(await readFile(join(outDir, '_redirects'), 'utf8')).toContain(`/api/*  ${api.url}/api/:splat  200!`);

    // Served as the host serves it: the build's files and its _redirects, nothing configured at serve time.
    const site = await startServer({ distDir: outDir, env: {}, config: { minResultDisplayMs: 200 } });
    const { context, page, problems } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) apiCalls.push(new URL(request.url()).origin);
    });
    try {
      await openSurvey(page, `${site.url}/nl`);
      await answerCriteria(page, GREEN_PROFILE);
      await clickNext(page);
      await completePrivacy(page, { optinProject: true, email: 'bezoeker@example.org' });
      await page.waitForURL(expectedAddress(GREEN_PROFILE, 'nl', site.url));
      const records = await api.listTreesponses(PROJECT_KEY);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({
        completed: true,
        language: 'nl',
        email: 'bezoeker@example.org',
        optin_project: true,
        results: expectedResults(GREEN_PROFILE, 'nl'),
      });
      // The browser talked to its own origin only; the site passed the calls on.
      expect(apiCalls.length).toBeGreaterThan(0);
      expect(new Set(apiCalls)).toEqual(new Set([site.url]));
      expectNoProblems(problems);
    } finally {
      await context.close();
      await site.close();
    }
  });
});
