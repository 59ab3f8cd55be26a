#!/usr/bin/env node
// `npm run studio`: serves the built studio page (dist/app) on 127.0.0.1 and prints its address. Stop with Ctrl+C.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@treesponse/browser-testing';

const dir = fileURLToPath(new URL('../dist/app', import.meta.url));
if (!existsSync(`${dir}/index.html`)) {
  console.error('The studio is not built: run `npm run studio` from the repository root (it builds first).');
  process.exit(1);
}
const server = await serveStatic(dir);
console.log(`treesponse studio: ${server.url}/`);
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
