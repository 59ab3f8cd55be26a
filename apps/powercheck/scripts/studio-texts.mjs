#!/usr/bin/env node
/**
 * The questionnaire's texts for the studio, and back (see README.md, "Changing a text").
 *
 *   node scripts/studio-texts.mjs open [file]    writes the questionnaire with its texts in nl, fr and de
 *                                                (default questionnaire-with-texts.json): open it in the studio
 *   node scripts/studio-texts.mjs save <file>    writes the texts of the survey the studio exported into
 *                                                src/i18n/{entry,views,results}/{nl,fr,de}.json and lists them
 *
 * questionnaire.json keeps its `{ "$t": key }` references: only the texts' JSON files change, one line per changed
 * text. `save` refuses (exit 1, nothing written) a survey whose structure changed or with a text empty in a language.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import coreSchema from '@treesponse/core/definition.schema.json' with { type: 'json' };
import { createSchemaSet, openWithTexts, serializeDefinition, writeTexts } from '@treesponse/studio';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGES = ['nl', 'fr', 'de'];
const PARTS = ['entry', 'views', 'results'];
const schemas = createSchemaSet(coreSchema);

const readJson = (name) => JSON.parse(readFileSync(join(appDir, name), 'utf8'));

/** The app's text files as the studio's loading code takes them (names relative to the app). */
export function readTextResources() {
  return PARTS.flatMap((part) => LANGUAGES.map((language) => {
    const name = `src/i18n/${part}/${language}.json`;
    return { name, language, texts: readJson(name) };
  }));
}

/** questionnaire.json with each `$t` reference replaced by its texts in every language. */
export function questionnaireWithTexts(resources = readTextResources()) {
  const opened = openWithTexts(schemas, readJson('src/survey/questionnaire.json'), resources);
  if (opened.missing.length > 0) {
    throw new Error(`Texts missing: ${opened.missing.map(({ key, language }) => `${key} (${language})`).join(', ')}`);
  }
  return opened.definition;
}

/** The text files with the texts of the survey the studio exported (its JSON as text); nothing is written. */
export function textsFromStudio(exportedJson, resources = readTextResources()) {
  let edited;
  try {
    edited = JSON.parse(exportedJson.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { ok: false, message: `This is not the studio's JSON: ${error.message}` };
  }
  return writeTexts(schemas, readJson('src/survey/questionnaire.json'), edited, resources);
}

/** A text file as it is kept in the repository: two-space indentation and a final line break. */
export const serializeTexts = (texts) => serializeDefinition(texts);

function main([command, file]) {
  if (command === 'open') {
    const target = resolve(file ?? 'questionnaire-with-texts.json');
    writeFileSync(target, serializeDefinition(questionnaireWithTexts()));
    console.log(`Open ${target} in the studio (Open file).`);
    return 0;
  }
  if (command === 'save' && file) {
    const written = textsFromStudio(readFileSync(resolve(file), 'utf8'));
    if (!written.ok) {
      console.error(`Nothing written: ${written.message}`);
      return 1;
    }
    const names = new Set(written.changed.map((change) => change.name));
    for (const resource of written.resources) if (names.has(resource.name)) writeFileSync(join(appDir, resource.name), serializeTexts(resource.texts));
    for (const change of written.changed) console.log(`${change.name}: ${change.key}`);
    const count = written.changed.length;
    console.log(count === 0 ? 'No text changed.' : `${count} ${count === 1 ? 'text' : 'texts'} changed.`);
    return 0;
  }
  console.error('Usage: node scripts/studio-texts.mjs open [file] | save <file>');
  return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
