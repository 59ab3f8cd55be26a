/**
 * A text changed in the studio is a changed line in a JSON file of src/i18n; this checks that the built app (dist/,
 * the production build the end-to-end tests serve) carries every text file as it is now: each file is the default
 * export of one chunk of the build, equal to the file text for text. A build older than a text change, or a text
 * file the app stopped loading, fails here. Nothing is built: the chunks of the existing build are read.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('../..', import.meta.url));
const assets = join(appDir, 'dist/assets');
const textsDir = join(appDir, 'src/i18n');

/** Every text file the studio opens in src/i18n: part/language.json. */
const textFiles = (await readdir(textsDir, { recursive: true })).filter((name) => /^[\w-]+\/[a-z]{2}\.json$/.test(name.replaceAll('\\', '/'))).sort();

/** The default export of each chunk that imports nothing and is named by a language, as the build names text chunks. */
const languageChunks: { file: string; texts: unknown }[] = [];

beforeAll(async () => {
  if (!existsSync(assets)) throw new Error('apps/powercheck/dist is missing: run the build first (pnpm --filter powercheck build)');
  const names = (await readdir(assets)).filter((name) => /^(nl|fr|de)-[\w-]+\.js$/.test(name));
  for (const name of names) {
    const code = await readFile(join(assets, name), 'utf8');
    if (/(^|[;}])import[\s{*"'`(]|\bfrom\s*["'`]/.test(code)) continue;
    languageChunks.push({ file: name, texts: (await import(pathToFileURL(join(assets, name)).href)).default });
  }
});

describe('the built app', () => {
  it('knows every part of the texts, the methodology included', () => {
    expect(textFiles.map((name) => name.split('/')[0])).toEqual(expect.arrayContaining(['entry', 'views', 'results', 'methodology']));
    expect(textFiles.length).toBe(12);
  });

  it.each(textFiles)('carries %s as it is now', async (name) => {
    const texts = JSON.parse(await readFile(join(textsDir, name), 'utf8'));
    const language = name.split('/')[1]!.slice(0, 2);
    const matching = languageChunks.filter((chunk) => chunk.file.startsWith(`${language}-`) && JSON.stringify(chunk.texts) === JSON.stringify(texts));
    expect(matching.map((chunk) => chunk.file), `no chunk of dist/assets holds ${name} as it is: rebuild the app`).toHaveLength(1);
  });
});
