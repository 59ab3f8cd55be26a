#!/usr/bin/env node
/**
 * `npm start`: the questionnaire and the collection API on one machine, after `turbo run build`.
 *
 * 1. Starts the treesponse API server (@treesponse/api) on an embedded database in `.data/api`, with the
 *    `powercheck` project seeded (created once, kept across restarts).
 * 2. Unless SMTP_HOST is set, starts a local SMTP catcher that writes every e-mail to `.data/mail/*.eml`
 *    (the result e-mail of the questionnaire), and points the mail function at it.
 * 3. Serves the production build of the questionnaire (apps/powercheck/dist) with its security headers and the
 *    mail function. The app is pointed at the API without a rebuild: the server forwards /api/v1 to the API and
 *    injects the configuration into index.html (see apps/powercheck/README.md).
 *
 * Environment: PORT (app, default 4173), API_PORT (default 3100), HOST (default 127.0.0.1), SMTP_PORT_LOCAL
 * (catcher, default 2525), POWERCHECK_DATA_DIR (default .data), SMTP_HOST/SMTP_PORT/MAIL_FROM/… for a real mail
 * server. Port 0 picks a free port. Stop with Ctrl+C.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'apps/powercheck');
const PROJECT = { key: 'powercheck', name: 'Powercheck' };

const importFrom = (path) => import(pathToFileURL(join(root, path)).href);

function portFrom(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${value}`);
  return port;
}

async function main() {
  if (!existsSync(join(appDir, 'dist/index.html')) || !existsSync(join(root, 'apps/api/dist/index.js'))) {
    throw new Error('The build is missing: run `npm start` (it builds first) or `pnpm exec turbo run build`.');
  }
  const host = process.env.HOST || '127.0.0.1';
  const dataDir = resolve(root, process.env.POWERCHECK_DATA_DIR || '.data');
  const apiDir = join(dataDir, 'api');
  await mkdir(apiDir, { recursive: true });

  const { startApiServer, mailSettingsFromEnv } = await importFrom('apps/api/dist/index.js');
  // the dashboard shows the questionnaire's own words: its definition, texts and supplier names
  const { powercheckDashboardRegistration } = await importFrom('scripts/dashboard-labels.mjs');
  const project = { ...PROJECT, dashboard: await powercheckDashboardRegistration() };
  const { startServer } = await importFrom('apps/powercheck/scripts/serve.mjs');
  const { startMailCatcher } = await importFrom('apps/powercheck/scripts/mail-catcher.mjs');

  const closers = [];
  const stop = async (code) => {
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    let mailEnv = {};
    let mailLine;
    if (process.env.SMTP_HOST) {
      mailLine = `e-mail        sent through ${process.env.SMTP_HOST}`;
    } else {
      const mailDir = join(dataDir, 'mail');
      const catcher = await startMailCatcher({ port: portFrom('SMTP_PORT_LOCAL', 2525), host, dir: mailDir });
      closers.push(() => catcher.close());
      mailEnv = catcher.env;
      mailLine = `e-mail        caught on smtp://${host}:${catcher.port}, written to ${mailDir}`;
    }

    // the digest e-mails of the dashboard go through the same mail setup as the result e-mails
    const mail = mailSettingsFromEnv({ ...process.env, ...mailEnv });
    const api = await startApiServer({
      port: portFrom('API_PORT', 3100),
      host,
      dataDir: apiDir,
      projects: [project],
      ...(mail ? { digest: { mail } } : {}),
    });
    closers.push(() => api.close());

    const app = await startServer({
      port: portFrom('PORT', 4173),
      host,
      apiTarget: api.url,
      config: { projectKey: PROJECT.key },
      env: { ...process.env, ...mailEnv },
    });
    closers.push(() => app.close());

    console.log(
      [
        '',
        'Powercheck is running:',
        `  questionnaire ${app.url}/  (${app.url}/nl  ${app.url}/fr  ${app.url}/de)`,
        `  results page  ${app.url}/nl/ecopower/?top_0=ecopower;90  (filled in by the questionnaire)`,
        `  API           ${api.apiUrl}  (project key '${PROJECT.key}', database in ${apiDir})`,
        `  ${mailLine}`,
        `  dashboard     ${api.url}/admin/  (an account first: node apps/api/bin/treesponse-api.js admin create --user NAME --project ${PROJECT.key} --data-dir ${apiDir})`,
        `  digest        node apps/api/bin/treesponse-api.js digest add --project ${PROJECT.key} --email ADDRESS --data-dir ${apiDir}  (daily figures by e-mail)`,
        `  export        node apps/api/bin/treesponse-api.js export --project ${PROJECT.key} --data-dir ${apiDir}  (also while running; --format jsonl)`,
        '',
        'Press Ctrl+C to stop.',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

await main();
