/**
 * The published packages as an adopter gets them: packed (pnpm pack, so `workspace:` versions become real ones),
 * installed with npm into a new app outside the workspace (third-party dependencies from the registry, npm's cache
 * first), and the first example of each README run there. Fails when a README example breaks against the packed
 * package, or when a file the package needs (an entry, its types, a stylesheet, the schema) is not in the tarball.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = {
  '@treesponse/core': 'packages/core',
  '@treesponse/react': 'packages/react',
  '@treesponse/studio': 'packages/studio',
  '@powercheck/scoring': 'packages/scoring',
  '@treesponse/api': 'apps/api',
} as const;
type PackageName = keyof typeof PACKAGES;

/** The version of a package the workspace's React package tests with, so that npm finds it in its cache. */
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(repoRoot, 'packages/react/node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const typescript = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let work: string;
let app: string;
const timings: Record<string, number> = {};

async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await task();
  } finally {
    timings[label] = Math.round(performance.now() - start);
  }
}

/** Runs `node file` in the app, as an adopter would, and returns what it printed. */
async function node(file: string): Promise<string> {
  const { stdout } = await run(process.execPath, [file], { cwd: app, encoding: 'utf8', timeout: 60_000 });
  return stdout;
}

const readme = (name: PackageName) => readFileSync(join(repoRoot, PACKAGES[name], 'README.md'), 'utf8');

interface CodeBlock {
  language: string;
  code: string;
  /** The file name the paragraph before the block gives it (`street-survey.ts`:), if any. */
  file: string | undefined;
}

/** The fenced code blocks of the README's section whose `## ` heading starts with `heading`. */
function sectionBlocks(markdown: string, heading: string): CodeBlock[] {
  const start = markdown.search(new RegExp(`^## ${heading}`, 'm'));
  if (start < 0) throw new Error(`The README has no section "## ${heading}…"`);
  const rest = markdown.slice(start + 3);
  const section = rest.slice(0, rest.search(/^## /m) >>> 0);
  return [...section.matchAll(/(?:^|\n)([^\n]*)\n*```(\w+)\n([\s\S]*?)```/g)].map((match) => ({
    language: match[2]!,
    code: match[3]!,
    file: /^`([\w.-]+\.(?:m?js|tsx?))`/.exec(match[1]!.trim())?.[1],
  }));
}

/** Every file that a package's `exports`, `main`, `types` and `bin` name exists in the installed tarball. */
function missingEntryFiles(name: string): string[] {
  const dir = join(app, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const targets: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  collect(manifest.bin);
  for (const field of ['main', 'module', 'types']) collect(manifest[field]);
  return [...new Set(targets)].filter((target) => !existsSync(join(dir, target))).map((target) => `${name}: ${target}`);
}

/** Bundles a page script of the app for the browser, as an adopter's bundler would, resolving from the app only. */
async function bundleForBrowser(file: string) {
  const result = await build({
    entryPoints: [join(app, file)],
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir: join(app, 'out', file.replace(/\W/g, '-')),
    logLevel: 'silent',
    metafile: true,
  });
  return Object.keys(result.metafile.inputs);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'treesponse-packed-'));
  const tarballs = join(work, 'tarballs');
  app = join(work, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const packed = await timed('pack', () =>
    Promise.all(
      Object.values(PACKAGES).map(async (dir) => {
        const { stdout } = await run('pnpm', ['pack', '--pack-destination', tarballs, '--json'], { cwd: join(repoRoot, dir), encoding: 'utf8' });
        return join(tarballs, (JSON.parse(stdout) as { filename: string }).filename.split('/').pop()!);
      }),
    ),
  );
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'adopter-app', private: true, type: 'module' }, null, 2));
  await timed('npm install', () =>
    run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', '--fetch-timeout=30000', '--fetch-retries=4', ...packed, ...['react', 'react-dom', '@types/react', '@types/react-dom'].map((name) => `${name}@${versionOf(name)}`)],
      // on a machine whose npm cache is empty, npm fetches every dependency of the packed packages (the embedded
      // database's included) from the registry; a fetch that stalls is given up after 30 s and tried again (npm's own
      // default waits 5 minutes)
      { cwd: app, encoding: 'utf8', timeout: 360_000 },
    ),
  );
}, 480_000);

afterAll(() => {
  console.log(`Packed-tarball app in ${tmpdir()}: ${Object.entries(timings).map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the published packages, installed from their tarballs into an app outside the workspace', () => {
  it('ship every file their package.json names (entries, types, stylesheets, the schema, the command), and a LICENSE', () => {
    for (const name of Object.keys(PACKAGES)) {
      expect(missingEntryFiles(name)).toEqual([]);
      expect(readFileSync(join(app, 'node_modules', name, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
      expect(JSON.stringify(JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')))).not.toContain('workspace:');
    }
  });

  it('load by require as well as by import', async () => {
    writeFileSync(
      join(app, 'require.cjs'),
      [
        "const { createSurvey } = require('@treesponse/core');",
        "const { Survey } = require('@treesponse/react');",
        "const { computeResult } = require('@powercheck/scoring');",
        "const { Studio } = require('@treesponse/studio');",
        'console.log([createSurvey, Survey, computeResult, Studio].map((value) => typeof value).join(" "));',
      ].join('\n'),
    );
    expect(await node('require.cjs')).toBe('function function function function\n');
  });

  it('@treesponse/core: the README first survey runs in Node, and the published schema is where the README says', async () => {
    const [block, ...others] = sectionBlocks(readme('@treesponse/core'), 'A first survey');
    expect(others).toEqual([]);
    writeFileSync(join(app, 'first-survey.mjs'), block!.code);
    const output = await timed('core example', () => node('first-survey.mjs'));
    expect(output).toContain("{ email: 'Please fill in a valid email' }");
    expect(output).toContain('page thanks, progress 100%, valid: true');
    expect(output).toMatch(/Thank you\n[A-Za-z0-9]{12}\n$/);

    expect(existsSync(join(app, 'node_modules/@treesponse/core/schema/definition.schema.json'))).toBe(true);
    writeFileSync(
      join(app, 'schema.mjs'),
      "import schema from '@treesponse/core/definition.schema.json' with { type: 'json' };\nconsole.log(typeof schema.definitions);\n",
    );
    expect(await node('schema.mjs')).toBe('object\n');
  });

  it('@treesponse/react: the README first survey renders with react-dom/server, and its page script bundles', async () => {
    const blocks = sectionBlocks(readme('@treesponse/react'), 'A first survey');
    expect(blocks.map((block) => block.file)).toEqual(['street-survey.ts', 'main.tsx']);
    for (const block of blocks) writeFileSync(join(app, block.file!), block.code);
    // The controller module, as Node runs it: the types stripped, nothing else changed.
    const { code } = await transform(blocks[0]!.code, { loader: 'ts', format: 'esm' });
    writeFileSync(join(app, 'street-survey.mjs'), code);
    writeFileSync(
      join(app, 'render.mjs'),
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        "import { Survey } from '@treesponse/react';",
        "import { createStreetSurvey } from './street-survey.mjs';",
        'const controller = createStreetSurvey();',
        'await controller.ready();',
        'console.log(renderToString(createElement(Survey, { controller })));',
        'controller.destroy();',
      ].join('\n'),
    );
    const html = await timed('react example', () => node('render.mjs'));
    expect(html).toContain('Over jou');
    expect(html).toContain('E-mail');
    expect(html).toContain('Hoe belangrijk is de prijs?');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('Volgende'); // the engine's Dutch texts, loaded from their own chunk of the tarball

    const inputs = await timed('react bundle', () => bundleForBrowser('main.tsx'));
    expect(inputs.some((input) => input.endsWith('node_modules/@treesponse/react/dist/styles.css'))).toBe(true);
  });

  it('@treesponse/studio: the README first use bundles for the browser', async () => {
    const [block] = sectionBlocks(readme('@treesponse/studio'), 'First use');
    writeFileSync(join(app, 'my-studio.tsx'), block!.code);
    const inputs = await timed('studio bundle', () => bundleForBrowser('my-studio.tsx'));
    expect(inputs.some((input) => input.endsWith('node_modules/@treesponse/studio/dist/styles.css'))).toBe(true);
    expect(inputs.some((input) => input.includes('node_modules/@treesponse/studio/dist/index.js'))).toBe(true);
  });

  it('the TypeScript of the READMEs\' first examples type-checks under strict against the packed types', async () => {
    // The React first survey and the studio's first use, as an adopter's editor sees them.
    for (const block of sectionBlocks(readme('@treesponse/react'), 'A first survey')) writeFileSync(join(app, block.file!), block.code);
    writeFileSync(join(app, 'my-studio.tsx'), sectionBlocks(readme('@treesponse/studio'), 'First use')[0]!.code);
    writeFileSync(join(app, 'styles.d.ts'), "declare module '*.css';\n"); // what a bundler's client types declare
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noUncheckedIndexedAccess: true,
          target: 'es2022',
          lib: ['es2022', 'dom', 'dom.iterable'],
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          noEmit: true,
          skipLibCheck: true, // as a Vite app's template sets it; the package's own types are checked by attw and its build
          types: [],
        },
        files: ['styles.d.ts', 'street-survey.ts', 'main.tsx', 'my-studio.tsx'],
      }),
    );
    const checked = await timed('tsc', () =>
      run(process.execPath, [typescript, '-p', app], { cwd: app, encoding: 'utf8', timeout: 120_000 }).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      ),
    );
    expect(checked).toBe('');
  }, 120_000);

  it('@powercheck/scoring: the README first use runs in Node and prints what its comments say', async () => {
    const [block] = sectionBlocks(readme('@powercheck/scoring'), 'First use');
    writeFileSync(join(app, 'first-use.mjs'), block!.code);
    const output = await node('first-use.mjs');
    expect(output).toMatch(/name: 'ecopower',[\s\S]*percentage: 50[\s\S]*name: 'steady',[\s\S]*percentage: 32/);
    expect(output).toContain('16 false');
    expect(output).toContain('https://results.example/nl/ecopower/?top_0=ecopower;50&top_1=steady;32&score_0=price;100;75&');
    expect(output).toContain('ok: true');
  });

  // The server is not published (a private app of the repository): its README says to run it from a clone, where its
  // package, as packed here, is what a script of the workspace imports.
  it('@treesponse/api: the command the README runs works outside the workspace, and the README example from code saves a survey', async () => {
    const { stdout } = await run(process.execPath, [join(app, 'node_modules/@treesponse/api/bin/treesponse-api.js'), '--help'], { cwd: app, encoding: 'utf8' });
    expect(stdout).toContain('treesponse-api serve');
    expect(readme('@treesponse/api')).toContain('node bin/treesponse-api.js serve');
    expect(readme('@treesponse/api')).toMatch(/not a package on npm/);

    const [block] = sectionBlocks(readme('@treesponse/api'), 'Run it').filter((candidate) => candidate.language === 'js');
    writeFileSync(join(app, 'from-code.mjs'), block!.code);
    const output = await timed('api example', () => node('from-code.mjs'));
    expect(output).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\ntrue \{ stars: 4 \}\n$/);
  }, 90_000); // the embedded database starts in a few seconds, more on a busy machine
});
