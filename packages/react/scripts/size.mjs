#!/usr/bin/env node
/**
 * Measures what consumers pay: bundles the built package (dist) with esbuild, minified, with react,
 * react-dom and @treesponse/core left external, once for the whole entry and once per component import,
 * and prints the gzip sizes of what loads at first (dynamic imports are measured apart, as loaded on demand).
 * A single component far smaller than the whole proves tree-shaking works.
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
const surveyStylesheet = join(packageDir, 'dist', 'survey.css');
const typesStylesheet = join(packageDir, 'dist', 'survey-types.css');
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
 * Leaves every `import()` out of the bundle, as loaded later: what remains is the static import graph, what a page
 * loads at first for this import. (esbuild's code splitting would put code shared with a dynamic chunk, such as the
 * components of rarely used question types, into a chunk the entry imports statically, and so count it as loaded.)
 */
const dynamicImportsLater = {
  name: 'dynamic-imports-later',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      onDemand.add(join(args.resolveDir, args.path));
      return { path: args.path, external: true };
    });
  },
};
/** Every module loaded by an `import()` from the package's code, measured apart. */
const onDemand = new Set();

/** Bundles `source` as a consumer's bundler would, minified, tree-shaken, dynamic imports left for later. */
async function bundle(source, { external = EXTERNAL } = {}) {
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    external,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [resolveSelf, dynamicImportsLater],
  });
  const code = result.outputFiles[0].contents;
  const [entryMeta] = Object.values(result.metafile.outputs);
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, exports: entryMeta.exports ?? [] };
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
// The survey view with the engine it runs on, as an app that shows a survey pays for it (React excluded).
const withEngine = await bundle(`export { Survey } from '@treesponse/react'; export { createSurvey } from '@treesponse/core';`, {
  external: EXTERNAL.filter((name) => name !== '@treesponse/core'),
});
// What the package loads on demand: the Markdown parser and the components of rarely used question types.
const lazyParts = [];
for (const path of [...onDemand].filter((file) => file.startsWith(join(packageDir, 'dist')))) {
  const part = await bundle(`export * from ${JSON.stringify(path)};`);
  lazyParts.push([path.slice(join(packageDir, 'dist').length + 1), part]);
}
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
  `\`Survey\` with the engine (\`createSurvey\` of @treesponse/core bundled too): ${kB(withEngine.min)} minified, ${kB(withEngine.gzip)} gzip.`,
  '',
  `Loaded on demand: ${lazyParts.map(([file, part]) => `\`${file}\` ${kB(part.min)} minified, ${kB(part.gzip)} gzip`).join('; ')}. The parser's own entry \`@treesponse/react/markdown\`: ${kB(parser.min)}, ${kB(parser.gzip)} gzip.`,
);
if (css) lines.push('', `\`styles.css\` (optional): ${kB(css.byteLength)}, ${kB(gzipSync(css, { level: 9 }).byteLength)} gzip.`);
if (existsSync(surveyStylesheet)) {
  const surveyCss = readFileSync(surveyStylesheet);
  lines.push('', `\`survey.css\` (the survey's look with its common question types): ${kB(surveyCss.byteLength)}, ${kB(gzipSync(surveyCss, { level: 9 }).byteLength)} gzip.`);
}
if (existsSync(typesStylesheet)) {
  const typesCss = readFileSync(typesStylesheet);
  lines.push('', `\`survey-types.css\` (the rarely used question types' look): ${kB(typesCss.byteLength)}, ${kB(gzipSync(typesCss, { level: 9 }).byteLength)} gzip.`);
}
const table = lines.join('\n');
console.log(table);

const tabs = rows.find(([label]) => label === '`Tabs` alone');
if (tabs && tabs[2] * 4 > whole.gzip) {
  console.error('Tree-shaking looks broken: importing Tabs costs more than a quarter of the whole package.');
  process.exitCode = 1;
}

