// Prints the size of the built package: raw and gzip, for the ESM and CJS builds.
// Run after the build: node scripts/size.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const files = ['dist/index.js', 'dist/index.cjs'];
for (const file of files) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const source = readFileSync(path);
  const gzip = gzipSync(source, { level: 9 });
  console.log(`${file.padEnd(16)} ${(source.length / 1024).toFixed(2)} kB raw, ${(gzip.length / 1024).toFixed(2)} kB gzip`);
}
