// Prints the minified + gzipped size of the core's main entry, with js-sha3 and the MD5 split into lazy
// chunks (as shipped) and as if they were imported statically. Run: node scripts/size.mjs [--json]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const entry = 'src/index.ts';
/** The code loaded on demand, by name: an npm package or a module of the core. */
const LAZY = ['js-sha3', 'src/md5.ts'];

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

/** What a bundler does to the entry for a browser: bundled and minified, nothing written. */
const BROWSER_BUNDLE = {
  absWorkingDir: packageDir,
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2020',
  write: false,
  logLevel: 'silent',
};
/** Whether a bundled input file is the module `name` or comes from the npm package `name`. */
const comesFrom = (input, name) => input === name || input.includes(`/${name}/`) || input.includes(`/${name}@`);

const result = await build({ ...BROWSER_BUNDLE, splitting: true, outdir: 'dist-size', metafile: true });

const outputs = Object.entries(result.metafile.outputs);
const contents = new Map(result.outputFiles.map((file) => [file.path.slice(file.path.indexOf('dist-size/')), file.text]));
const sizeOf = (outputPath) => {
  const text = contents.get(outputPath.slice(outputPath.indexOf('dist-size/')));
  return { min: Buffer.byteLength(text), gzip: gzip(text) };
};

const [mainPath, mainMeta] = outputs.find(([, meta]) => meta.entryPoint === entry);
const leaked = Object.keys(mainMeta.inputs).filter((input) => LAZY.some((name) => comesFrom(input, name)));
if (leaked.length > 0) {
  console.error(`The main entry pulls in lazily loaded code: ${leaked.join(', ')}`);
  process.exit(1);
}

/** The entry's file with the chunks it imports statically (code shared with a lazy chunk lands in one of those). */
function staticClosure(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  for (const imported of result.metafile.outputs[path].imports) {
    if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
  }
  return seen;
}
const mainFiles = [...staticClosure(mainPath)];
const mainText = mainFiles.map((path) => contents.get(path.slice(path.indexOf('dist-size/')))).join('\n');
const main = { min: Buffer.byteLength(mainText), gzip: gzip(mainText) };
const lazy = LAZY.map((name) => {
  const chunk = outputs.find(([, meta]) => Object.keys(meta.inputs).some((input) => comesFrom(input, name)));
  if (!chunk) throw new Error(`No chunk found for ${name}`);
  return { name, ...sizeOf(chunk[0]) };
});

// The same entry with every dynamic import inlined, as if the hashes were imported statically.
const staticBuild = await build(BROWSER_BUNDLE);
const eager = { min: Buffer.byteLength(staticBuild.outputFiles[0].text), gzip: gzip(staticBuild.outputFiles[0].text) };

// The expression language of definitions on its own (parser and evaluator), part of the main entry.
const expressionBuild = await build({ ...BROWSER_BUNDLE, entryPoints: ['src/expression.ts'] });
const expressionText = expressionBuild.outputFiles[0].text;
const expression = { min: Buffer.byteLength(expressionText), gzip: gzip(expressionText) };

// The other entries on their own, as a page that imports one of them next to the main entry would add at most.
const ENTRIES = { wire: 'src/wire.ts', http: 'src/http-api.ts', 'json-http': 'src/json-http-api.ts', offline: 'src/offline-api.ts' };
const entries = {};
for (const [name, file] of Object.entries(ENTRIES)) {
  const text = (await build({ ...BROWSER_BUNDLE, entryPoints: [file] })).outputFiles[0].text;
  entries[name] = { min: Buffer.byteLength(text), gzip: gzip(text) };
}

const report = {
  mainEntry: main,
  expressionLanguage: expression,
  lazyChunks: Object.fromEntries(lazy.map(({ name, min, gzip: g }) => [name, { min, gzip: g }])),
  mainEntryWithHashLibraries: eager,
  entries,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log('@treesponse/core, minified (esbuild, es2020) and gzipped (level 9)');
  console.log(`  main entry (js-sha3, MD5 loaded on demand)         ${kb(main.gzip)} gzip  (${kb(main.min)} min)`);
  for (const chunk of lazy) console.log(`  lazy chunk ${chunk.name.padEnd(40)}${kb(chunk.gzip)} gzip  (${kb(chunk.min)} min)`);
  console.log(`  main entry with js-sha3 and MD5 included             ${kb(eager.gzip)} gzip  (${kb(eager.min)} min)`);
  console.log(`  of which the expression language (src/expression.ts)  ${kb(expression.gzip)} gzip  (${kb(expression.min)} min)`);
  for (const [name, size] of Object.entries(entries)) console.log(`  entry @treesponse/core/${name.padEnd(28)}${kb(size.gzip)} gzip  (${kb(size.min)} min)`);
}
