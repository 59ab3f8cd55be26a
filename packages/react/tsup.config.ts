import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';

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

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  // Shared code goes into chunks so a bundler can drop what a consumer does not import.
  splitting: true,
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime', '@treesponse/core'],
  async onSuccess() {
    // One stylesheet for consumers: `import '@treesponse/react/styles.css'`.
    const files = collectCss('src');
    const css = files.map((file) => `/* ${file.replace(/^src\//, '')} */\n${readFileSync(file, 'utf8')}`).join('\n');
    writeFileSync('dist/styles.css', css);
  },
});
