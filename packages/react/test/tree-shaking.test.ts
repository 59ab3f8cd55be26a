// @vitest-environment node
/**
 * Importing one widget or one question component from the built package must not pull in the rest of it.
 * Bundles dist the way a consumer's bundler would (esbuild, ESM, minified). Run the build first.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(source: string, { splitting = false } = {}) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the package first (pnpm run build).`);
  const result = await build({
    stdin: { contents: source, resolveDir: packageDir, loader: 'js' },
    bundle: true,
    // With splitting, what is imported on demand goes into chunks of its own, as a consumer's bundler does.
    ...(splitting ? { splitting: true, outdir: 'out' } : {}),
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@treesponse/core'],
    plugins: [
      {
        name: 'resolve-self',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^@treesponse\/react$/ }, () => ({ path: entry }));
        },
      },
    ],
  });
  const outputs = result.metafile.outputs;
  const [outputPath, output] = Object.entries(outputs).find(([, candidate]) => candidate.entryPoint !== undefined)!;
  // What the entry loads at once: its own file and the shared chunks it imports statically (not those loaded on demand).
  const loadedAtOnce = [output, ...output.imports.filter((imported) => imported.kind === 'import-statement' && outputs[imported.path]).map((imported) => outputs[imported.path]!)];
  const inputs = loadedAtOnce
    .flatMap((loaded) => Object.entries(loaded.inputs))
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path.replace(/^.*\/dist\//, 'dist/'));
  const file = splitting ? result.outputFiles.find((candidate) => candidate.path.endsWith(outputPath))! : result.outputFiles[0]!;
  return { inputs, gzip: gzipSync(file.contents).byteLength };
}

const WIDGETS = ['Carousel', 'CircleGraph', 'ComparisonProfile', 'Tabs', 'TipsList'];

describe('tree-shaking of the built package', () => {
  it.each(WIDGETS)('importing %s keeps only widget modules', async (name) => {
    const { inputs } = await bundle(`export { ${name} } from '@treesponse/react';`);
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((path) => !path.startsWith('dist/widgets/'))).toEqual([]);
  });

  // Question components share a few helpers (shell, binding, option content); they must never bring another type along.
  const QUESTION_COMPONENTS = [
    'CheckboxField',
    'CheckboxesField',
    'ContentBlock',
    'EmailField',
    'FileField',
    'GroupField',
    'HiddenField',
    'LikeField',
    'RadioField',
    'RrnField',
    'SliderField',
    'StringField',
    'TextField',
  ];
  it.each(QUESTION_COMPONENTS)('importing %s pulls in no other question component and no widget', async (name) => {
    const { inputs } = await bundle(`export { ${name} } from '@treesponse/react';`);
    expect(inputs).toContain(`dist/questions/${name}.js`);
    const others = QUESTION_COMPONENTS.filter((other) => other !== name).map((other) => `dist/questions/${other}.js`);
    expect(inputs.filter((path) => others.includes(path) || path.startsWith('dist/widgets/'))).toEqual([]);
    // only the content block renders Markdown, so only it may bring the parser along
    if (name !== 'ContentBlock') expect(inputs.filter((path) => path.startsWith('dist/markdown/') || path.includes('marked'))).toEqual([]);
  });

  it('the survey loads the Markdown parser and its renderer together on demand, neither with the survey itself', async () => {
    const { inputs } = await bundle(`export { Survey } from '@treesponse/react';`, { splitting: true });
    expect(inputs).toContain('dist/markdown/Markdown.js');
    // (The link check `safeUrl`, a public export of the index, may sit in a chunk shared with the renderer.)
    expect(inputs.filter((path) => /markdown\/(render|parse)\.js$|marked/.test(path))).toEqual([]);
  });

  it('one component costs a small fraction of the whole package', async () => {
    const whole = await bundle(`export * from '@treesponse/react';`);
    const tabs = await bundle(`export { Tabs } from '@treesponse/react';`);
    expect(whole.inputs.length).toBeGreaterThan(tabs.inputs.length);
    expect(tabs.gzip * 10).toBeLessThan(whole.gzip);
  });
});
