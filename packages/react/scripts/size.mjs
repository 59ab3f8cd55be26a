#!/usr/bin/env node
/**
 * Measures what consumers pay: bundles the built package (dist) with esbuild, minified, with react,
 * react-dom and @treesponse/core left external, once for the whole entry and once per component import,
 * and prints the gzip sizes. A single component far smaller than the whole proves tree-shaking works.
 *
 *   node scripts/size.mjs           print the table (`node scripts/figures.mjs react-size` at the repository root
 *                                   keeps it in FIGURES.md)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(packageDir, 'dist', 'index.js');
const stylesheet = join(packageDir, 'dist', 'styles.css');
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@treesponse/core'];

if (!existsSync(entry)) {
  console.error(`${entry} is missing: run the build first (pnpm run build).`);
  process.exit(1);
}

/** Resolves the package's own name to its built entry, as a consumer's bundler would. */
const resolveSelf = {
  name: 'resolve-self',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@treesponse\/react$/ }, () => ({ path: entry }));
    pluginBuild.onResolve({ filter: /^@treesponse\/react\/markdown$/ }, () => ({ path: join(packageDir, 'dist', 'markdown', 'index.js') }));
  },
};

/**
 * Bundles `source` as a consumer's bundler would, with code splitting: what loads at first (the entry and the chunks
 * it imports statically) is measured apart from what loads on demand (dynamic imports, such as the Markdown parser).
 */
async function bundle(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    external: EXTERNAL,
    write: false,
    metafile: true,
    splitting: true,
    outdir: join(packageDir, 'size-output'),
    logLevel: 'silent',
    plugins: [resolveSelf],
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((file) => [file.path.slice(packageDir.length + 1), file.contents]));
  const [entryPath, entryMeta] = Object.entries(outputs).find(([, meta]) => meta.entryPoint);
  // The entry and every chunk it imports statically, transitively: what a page loads for this import.
  const firstLoad = new Set();
  const visit = (path) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of outputs[path].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  visit(entryPath);
  const sizeOf = (paths) =>
    [...paths].reduce(
      (sum, path) => {
        const code = contents.get(path);
        return { min: sum.min + code.byteLength, gzip: sum.gzip + gzipSync(code, { level: 9 }).byteLength };
      },
      { min: 0, gzip: 0 },
    );
  const onDemand = Object.keys(outputs).filter((path) => !firstLoad.has(path) && path.endsWith('.js'));
  return { ...sizeOf(firstLoad), onDemand: sizeOf(onDemand), exports: entryMeta.exports ?? [] };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

const whole = await bundle(`export * from '@treesponse/react';`);
// Components are the PascalCase exports (constants are UPPER_CASE, hooks and helpers camelCase).
const components = whole.exports.filter((name) => /^[A-Z]/.test(name) && /[a-z]/.test(name)).sort();

const rows = [['everything (`export *`)', whole.min, whole.gzip]];
for (const name of components) {
  const single = await bundle(`export { ${name} } from '@treesponse/react';`);
  rows.push([`\`${name}\` alone`, single.min, single.gzip]);
}
const parser = await bundle(`export { precompileMarkdown } from '@treesponse/react/markdown';`);
const css = existsSync(stylesheet) ? readFileSync(stylesheet) : null;

const lines = [
  '| Import | Minified | Gzip | Share of the whole (gzip) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    ([label, min, gzip]) => `| ${label} | ${kB(min)} | ${kB(gzip)} | ${Math.round((gzip / whole.gzip) * 100)}% |`,
  ),
];
lines.push(
  '',
  `Loaded on demand, the first time a text needs it (or with \`preloadMarkdown()\`): the Markdown parser, ${kB(whole.onDemand.min)} minified, ${kB(whole.onDemand.gzip)} gzip. The parser's own entry \`@treesponse/react/markdown\`: ${kB(parser.min)}, ${kB(parser.gzip)} gzip.`,
);
if (css) lines.push('', `\`styles.css\` (optional): ${kB(css.byteLength)}, ${kB(gzipSync(css, { level: 9 }).byteLength)} gzip.`);
const table = lines.join('\n');
console.log(table);

const tabs = rows.find(([label]) => label === '`Tabs` alone');
if (tabs && tabs[2] * 4 > whole.gzip) {
  console.error('Tree-shaking looks broken: importing Tabs costs more than a quarter of the whole package.');
  process.exitCode = 1;
}

