#!/usr/bin/env node
/**
 * Fails (exit 1) when the Dutch, French and German texts differ in their keys or contain an empty string.
 * Checks the questionnaire texts (src/i18n/{entry,views,results}/{nl,fr,de}.json; no text in two parts), the
 * methodology texts (src/i18n/methodology/{nl,fr,de}.json) and, when
 * present, the result-email texts
 * (netlify/functions/lib/result-email-texts.ts: any exported object with nl, fr and de entries).
 *
 * Needs Node 22.18+ (TypeScript modules are loaded with Node's built-in type stripping).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['nl', 'fr', 'de'];

/** Flattens nested objects to dotted keys; arrays are indexed like objects. */
export function flatten(value, prefix = '', out = new Map()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Compares the flattened texts of each language with the first one; returns readable problems. */
export function compareLanguages(name, byLanguage) {
  const problems = [];
  const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(byLanguage[language] ?? {})]));
  const reference = flat[LANGUAGES[0]];
  for (const language of LANGUAGES) {
    if (!byLanguage[language]) {
      problems.push(`${name}: no texts for '${language}'`);
      continue;
    }
    const texts = flat[language];
    for (const key of reference.keys()) {
      if (!texts.has(key)) problems.push(`${name}: '${language}' is missing '${key}'`);
    }
    for (const [key, text] of texts) {
      if (!reference.has(key)) problems.push(`${name}: '${language}' has extra key '${key}'`);
      if (typeof text !== 'string') problems.push(`${name}: '${language}.${key}' is not a string`);
      else if (text.trim() === '') problems.push(`${name}: '${language}.${key}' is empty`);
    }
  }
  return problems;
}

/** The parts of the questionnaire texts, each loaded as its own chunk per language (src/i18n/index.ts). */
const TEXT_PARTS = ['entry', 'views', 'results'];

async function checkQuestionnaireTexts() {
  const problems = [];
  const partsOfKey = new Map();
  for (const part of TEXT_PARTS) {
    const byLanguage = {};
    for (const language of LANGUAGES) {
      byLanguage[language] = JSON.parse(await readFile(join(appDir, 'src/i18n', part, `${language}.json`), 'utf8'));
    }
    problems.push(...compareLanguages(`src/i18n/${part}`, byLanguage));
    for (const key of flatten(byLanguage[LANGUAGES[0]] ?? {}).keys()) partsOfKey.set(key, [...(partsOfKey.get(key) ?? []), part]);
  }
  // The parts are merged into one namespace (groups key by key): a text in two parts would hide one of them.
  for (const [key, parts] of partsOfKey) if (parts.length > 1) problems.push(`src/i18n: '${key}' is in ${parts.join(' and ')}`);
  // The methodology page's texts are their own resource (not merged with the others), with the same keys in each language.
  const methodology = {};
  for (const language of LANGUAGES) methodology[language] = JSON.parse(await readFile(join(appDir, 'src/i18n/methodology', `${language}.json`), 'utf8'));
  problems.push(...compareLanguages('src/i18n/methodology', methodology));
  return problems;
}

async function checkResultEmailTexts() {
  const file = join(appDir, 'netlify/functions/lib/result-email-texts.ts');
  if (!existsSync(file)) return { problems: [], checked: false };
  const module = await import(pathToFileURL(file).href);
  const problems = [];
  let found = 0;
  for (const [exportName, value] of Object.entries(module)) {
    if (value && typeof value === 'object' && LANGUAGES.every((language) => language in value)) {
      found += 1;
      problems.push(...compareLanguages(`${relative(appDir, file)} (${exportName})`, value));
    }
  }
  if (found === 0) problems.push(`${relative(appDir, file)}: no export with nl, fr and de texts`);
  return { problems, checked: true };
}

async function main() {
  const problems = await checkQuestionnaireTexts();
  const email = await checkResultEmailTexts();
  problems.push(...email.problems);
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`i18n check passed: nl, fr and de match${email.checked ? ' (questionnaire and result-email texts)' : ''}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
