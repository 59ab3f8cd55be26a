import { buildSync } from 'esbuild';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Options } from 'tsup';

const EXTERNAL = ['react', 'react-dom', 'react/jsx-runtime', '@treesponse/core', '@treesponse/core/rich-questions'];

/**
 * Every source module reachable from the public entry. The ESM build keeps one output file per
 * module, so a bundler that imports one component never evaluates the others (nor their
 * dependencies, such as the Markdown parser, whose module has top-level side effects).
 */
function reachableModules(entry: string): string[] {
  const { metafile } = buildSync({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
  });
  return Object.keys(metafile.inputs)
    .filter((path) => path.startsWith('src/'))
    .sort();
}

/** Every CSS file under src, in a stable order: the package's optional look. */
function collectCss(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return collectCss(path);
      return entry.name.endsWith('.css') ? [path] : [];
    });
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/**
 * Unbundled ESM keeps import specifiers as written. Node and browsers need full file names, so an
 * extensionless relative import ('./uiText') is completed to the emitted file ('./uiText.js').
 */
function completeRelativeImports(dir: string): void {
  for (const file of filesUnder(dir, '.js')) {
    const code = readFileSync(file, 'utf8');
    const fixed = code.replace(/(from\s*|import\s*\(?\s*)(["'])(\.{1,2}\/[^"']*)\2/g, (match, prefix: string, quote: string, specifier: string) => {
      if (/\.(m?js|json|css)$/.test(specifier)) return match;
      const target = join(dirname(file), specifier);
      if (existsSync(`${target}.js`)) return `${prefix}${quote}${specifier}.js${quote}`;
      if (existsSync(join(target, 'index.js'))) return `${prefix}${quote}${specifier}/index.js${quote}`;
      throw new Error(`${file}: cannot resolve the import '${specifier}'`);
    });
    if (fixed !== code) writeFileSync(file, fixed);
  }
}

// Both builds below write into dist at the same time, so clean once here rather than in each.
rmSync('dist', { recursive: true, force: true });

const shared: Options = {
  sourcemap: true,
  clean: false,
  target: 'es2020',
  external: EXTERNAL,
  dts: { entry: { index: 'src/index.ts', markdown: 'src/markdown/index.ts' } },
};

export default defineConfig([
  {
    ...shared,
    // The main entry and `@treesponse/react/markdown` (the parser, also loaded on demand by the main entry).
    entry: [...new Set([...reachableModules('src/index.ts'), ...reachableModules('src/markdown/index.ts')])].sort(),
    format: ['esm'],
    // One file per module: tree-shaking by file, with no shared chunk that mixes components.
    bundle: false,
    async onSuccess() {
      completeRelativeImports('dist');
      // The stylesheets for consumers: `@treesponse/react/styles.css` (the survey, every question type and the
      // widgets), `@treesponse/react/survey.css` (the survey and its common question types, for an app without the
      // widgets) and `@treesponse/react/survey-types.css` (the rarely used question types, next to survey.css).
      const stylesheet = (files: string[]) =>
        files.map((file) => `/* ${relative('src', file)} */\n${readFileSync(file, 'utf8')}`).join('\n');
      writeFileSync('dist/styles.css', stylesheet(collectCss('src')));
      writeFileSync('dist/survey.css', stylesheet(['src/styles/survey.css']));
      writeFileSync('dist/survey-types.css', stylesheet(['src/styles/types.css']));
    },
  },
  {
    ...shared,
    // CommonJS consumers do not tree-shake: one bundled file is simplest for them.
    entry: { index: 'src/index.ts', markdown: 'src/markdown/index.ts' },
    format: ['cjs'],
    splitting: false,
    treeshake: true,
  },
]);
