// Bundles the send_profile function with all its dependencies, as a deployment does, and prints its size.
// Run: node netlify/size.mjs   (from apps/powercheck or anywhere)
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const result = await build({
  root: appDir,
  configFile: false,
  logLevel: 'silent',
  ssr: { noExternal: true, target: 'node' },
  build: { ssr: 'netlify/functions/send_profile.mts', write: false, minify: true, target: 'node22' },
});
const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => entry.output);
const code = outputs.filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('\n');
const raw = Buffer.byteLength(code);
const gzip = gzipSync(code, { level: 9 }).length;
console.log(`send_profile bundle (minified, nodemailer included): ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`);
