#!/usr/bin/env node
/**
 * Measures what consumers pay: bundles the built package (dist) with esbuild, minified, with react,
 * react-dom and @treesponse/core left external, once for the whole entry and once per component import,
 * and prints the gzip sizes. A single component far smaller than the whole proves tree-shaking works.
 *
 *   node scripts/size.mjs           print the table
 *   node scripts/size.mjs --write   also write it into the "Size" section of README.md
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(packageDir, 'dist', 'index.js');
const stylesheet = join(packageDir, 'dist', 'styles.css');
const readme = join(packageDir, 'README.md');
const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@treesponse/core'];
const SIZE_START = '<!-- size:start -->';
const SIZE_END = '<!-- size:end -->';

if (!existsSync(entry)) {
  console.error(`${entry} is missing: run the build first (pnpm run build).`);
  process.exit(1);
}

/** Resolves the package's own name to its built entry, as a consumer's bundler would. */
const resolveSelf = {
  name: 'resolve-self',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@treesponse\/react$/ }, () => ({ path: entry }));
  },
};

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
    logLevel: 'silent',
    plugins: [resolveSelf],
  });
  const code = result.outputFiles[0].contents;
  const exports = Object.values(result.metafile.outputs)[0]?.exports ?? [];
  return { min: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, exports };
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
const css = existsSync(stylesheet) ? readFileSync(stylesheet) : null;

const lines = [
  '| Import | Minified | Gzip | Share of the whole (gzip) |',
  '| --- | ---: | ---: | ---: |',
  ...rows.map(
    ([label, min, gzip]) => `| ${label} | ${kB(min)} | ${kB(gzip)} | ${Math.round((gzip / whole.gzip) * 100)}% |`,
  ),
];
if (css) lines.push('', `\`styles.css\` (optional): ${kB(css.byteLength)}, ${kB(gzipSync(css, { level: 9 }).byteLength)} gzip.`);
const table = lines.join('\n');
console.log(table);

const tabs = rows.find(([label]) => label === '`Tabs` alone');
if (tabs && tabs[2] * 4 > whole.gzip) {
  console.error('Tree-shaking looks broken: importing Tabs costs more than a quarter of the whole package.');
  process.exitCode = 1;
}

if (process.argv.includes('--write')) {
  const section = [
    SIZE_START,
    `Measured with \`node scripts/size.mjs\` (esbuild, minified, ESM; react, react-dom and @treesponse/core external; other dependencies such as marked included).`,
    '',
    table,
    '',
    'The ESM build keeps one file per module and the package declares only its CSS as having side effects,',
    'so a bundler keeps just what an import reaches: one widget or one question type costs a few kB, while',
    '`Survey` (its default registry maps every question type) and `Markdown`/`ContentBlock` (the Markdown',
    'parser) cost more. Whatever an import uses from @treesponse/core comes on top.',
    SIZE_END,
  ].join('\n');
  let text = existsSync(readme) ? readFileSync(readme, 'utf8') : '# @treesponse/react\n';
  if (text.includes(SIZE_START) && text.includes(SIZE_END)) {
    text = text.slice(0, text.indexOf(SIZE_START)) + section + text.slice(text.indexOf(SIZE_END) + SIZE_END.length);
  } else if (/^## Size$/m.test(text)) {
    text = text.replace(/^## Size$/m, `## Size\n\n${section}`);
  } else {
    text = `${text.trimEnd()}\n\n## Size\n\n${section}\n`;
  }
  writeFileSync(readme, text);
  console.log(`\nWrote the figures into ${readme}.`);
}
