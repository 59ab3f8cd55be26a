#!/usr/bin/env node
/**
 * What the powercheck project registers with the collection API so that its dashboard speaks in the questionnaire's
 * own words: the survey definition (apps/powercheck/src/survey/questionnaire.json), its texts in nl, fr and de, and
 * the names of the suppliers of its catalogue (the result keys). The app's modules are read as they are, through
 * Vite's module loader: the API imports nothing of the app, it receives this plain JSON.
 *
 *   node scripts/dashboard-labels.mjs > powercheck-dashboard.json
 *   treesponse-api serve --seed-project powercheck --project-name Powercheck --dashboard-labels powercheck-dashboard.json
 *
 * `npm start` (scripts/start.mjs) registers it by itself. No build is needed first: @powercheck/scoring is read from
 * its sources.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = join(root, 'apps/powercheck');

/** `{ definition, texts: { nl, fr, de }, results: { supplierKey: name } }` (a DashboardRegistration of @treesponse/api). */
export async function powercheckDashboardRegistration() {
  const require = createRequire(join(appDir, 'package.json'));
  const { createServer } = await import(pathToFileURL(require.resolve('vite')).href);
  const vite = await createServer({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    // the scoring package's sources, not its build: this works from a fresh checkout, before any `pnpm build`
    resolve: {
      alias: [
        { find: /^@powercheck\/scoring$/, replacement: join(root, 'packages/scoring/src/index.ts') },
        { find: /^@powercheck\/scoring\/region$/, replacement: join(root, 'packages/scoring/src/region.ts') },
      ],
    },
  });
  try {
    const definition = JSON.parse(await readFile(join(appDir, 'src/survey/questionnaire.json'), 'utf8'));
    const texts = {};
    for (const language of ['nl', 'fr', 'de']) texts[language] = (await vite.ssrLoadModule(`/src/i18n/${language}.ts`)).default;
    const { SUPPLIERS } = await vite.ssrLoadModule('/src/suppliers/catalogue.ts');
    const results = Object.fromEntries(Object.values(SUPPLIERS).map((supplier) => [supplier.name, supplier.displayName]));
    return { definition, texts, results };
  } finally {
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(await powercheckDashboardRegistration())}\n`);
}
