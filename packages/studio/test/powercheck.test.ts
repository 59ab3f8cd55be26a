// The powercheck questionnaire's own definition opens in the studio: structure, settings, logic and checks work on
// it. Its texts are references (`{ "$t": key }`, `{ "$template": … }`) to the app's i18next JSON resources, which
// the app resolves before the engine sees the definition: opened as it is, the studio lists them as references and
// edits none; opened with the resources (openWithTexts), every `$t` text is editable and written back to its file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../src/model/open.js';
import { buildTree, flattenTree } from '../src/model/tree.js';
import { collectTexts, missingCounts, setText, surveyLanguages } from '../src/model/texts.js';
import { collectExpressions, dependencies } from '../src/model/logic.js';
import { placeProblems } from '../src/model/problems.js';
import { elementFields } from '../src/model/schema.js';
import { exportCsv, exportXliff, importCsv, importXliff } from '../src/model/translation-files.js';
import { openWithTexts, writeTexts, type TextResource } from '../src/model/text-resources.js';
import type { JsonObject } from '../src/model/path.js';
import { schemas } from './fixtures.js';

const source = readFileSync(new URL('../../../apps/powercheck/src/survey/questionnaire.json', import.meta.url), 'utf8');
const raw = JSON.parse(source) as { pages: unknown[] };

/** The app's resource files, as the app and the team's text script read them. */
const resourceFiles = ['entry', 'views', 'results'].flatMap((part) =>
  ['nl', 'fr', 'de'].map((language) => {
    const name = `src/i18n/${part}/${language}.json`;
    const text = readFileSync(new URL(`../../../apps/powercheck/${name}`, import.meta.url), 'utf8');
    return { name, language, text };
  }),
);
const resources = (): TextResource[] => resourceFiles.map(({ name, language, text }) => ({ name, language, texts: JSON.parse(text) as JsonObject }));

describe('the powercheck questionnaire', () => {
  it('opens with every page, no problem, and its logic readable', () => {
    const opened = parseDefinition(source);
    if (!opened.ok) throw new Error(opened.message);
    const { definition } = opened;
    const tree = buildTree(definition);
    expect(tree).toHaveLength(raw.pages.length);
    expect(placeProblems(definition, tree).all).toEqual([]);
    const expressions = collectExpressions(schemas, definition);
    expect(expressions.length).toBeGreaterThan(0);
    expect(expressions.every((entry) => entry.check.ok)).toBe(true);
    expect(dependencies(schemas, definition).usedBy.get('bpact_id')?.length).toBeGreaterThan(0);
    const questions = flattenTree(tree).filter((node) => node.kind !== 'page');
    expect(questions.length).toBeGreaterThan(raw.pages.length);
    // Every element gets its settings from the schema, e.g. the postcode question's.
    const postcode = questions.find((node) => node.key === 'postalcode')!;
    expect(elementFields(schemas, definition, postcode.elementPath).map((field) => field.name)).toEqual(expect.arrayContaining(['key', 'label', 'target', 'pattern', 'visibleIf']));
  });

  it('lists its texts as references to the app’s text modules, none counted missing, and leaves them as they are', () => {
    const opened = parseDefinition(source);
    if (!opened.ok) throw new Error(opened.message);
    const texts = collectTexts(schemas, opened.definition);
    const references = texts.filter((entry) => entry.reference !== undefined);
    expect(references.length).toBeGreaterThan(texts.length / 2);
    expect(references[0]!.reference).toMatch(/^\$t [\w.]+$/);
    expect(Object.values(missingCounts(texts, surveyLanguages(opened.definition)))).toEqual([0, 0, 0]);
    const back = importCsv(schemas, opened.definition, exportCsv(schemas, opened.definition));
    expect(back.changed).toBe(0);
    expect(JSON.stringify(back.definition)).toBe(JSON.stringify(opened.definition));
  });

  it('opens with its texts from the JSON resources: every `$t` text in nl, fr and de, none missing', () => {
    const original = JSON.parse(source) as JsonObject;
    const opened = openWithTexts(schemas, original, resources());
    expect(opened.missing).toEqual([]);
    expect(opened.places.length).toBeGreaterThan(80);
    const texts = collectTexts(schemas, opened.definition);
    const editable = texts.filter((entry) => entry.reference === undefined);
    // What stays a reference is a composed text ($template), whose parts are keys.
    expect(texts.filter((entry) => entry.reference !== undefined).every((entry) => entry.reference!.startsWith('$template'))).toBe(true);
    const editableIds = new Set(editable.map((entry) => entry.id));
    expect(opened.places.every((place) => editableIds.has(place.id))).toBe(true);
    expect(missingCounts(texts, ['nl', 'fr', 'de'])).toEqual({ nl: 0, fr: 0, de: 0 });
    const intro = opened.places.find((place) => place.key === 'intro.title')!;
    expect(editable.find((entry) => entry.id === intro.id)!.value).toEqual({ nl: 'Welke stroomleverancier past bij jou?', fr: 'Quel fournisseur d’électricité vous correspond\u202f?', de: expect.any(String) });
    // The original definition is untouched.
    expect(JSON.stringify(original)).toBe(JSON.stringify(JSON.parse(source)));
  });

  it('round-trips a translator’s CSV and XLIFF and writes the resources back byte for byte when nothing changed', () => {
    const original = JSON.parse(source) as JsonObject;
    const opened = openWithTexts(schemas, original, resources());
    const csv = importCsv(schemas, opened.definition, exportCsv(schemas, opened.definition));
    expect(csv.changed).toBe(0);
    const xliff = importXliff(schemas, opened.definition, exportXliff(schemas, opened.definition, 'nl', 'de'));
    expect(xliff.changed).toBe(0);
    const written = writeTexts(schemas, original, JSON.parse(JSON.stringify(xliff.definition)), resources());
    if (!written.ok) throw new Error(written.message);
    expect(written.changed).toEqual([]);
    expect(written.resources.map((resource) => `${JSON.stringify(resource.texts, null, 2)}\n`)).toEqual(resourceFiles.map((file) => file.text));
  });

  it('writes a text changed by a translator’s CSV into its language’s file, at its key, and nothing else', () => {
    const original = JSON.parse(source) as JsonObject;
    const opened = openWithTexts(schemas, original, resources());
    const csv = exportCsv(schemas, opened.definition).replace(',Quel fournisseur d’électricité vous correspond\u202f?,', ',Quel fournisseur vous convient\u202f?,');
    const imported = importCsv(schemas, opened.definition, csv);
    expect(imported.changed).toBeGreaterThan(0);
    const written = writeTexts(schemas, original, imported.definition, resources());
    if (!written.ok) throw new Error(written.message);
    expect(written.changed).toEqual([{ name: 'src/i18n/entry/fr.json', key: 'intro.title', language: 'fr' }]);
    const after = written.resources.map((resource) => `${JSON.stringify(resource.texts, null, 2)}\n`);
    const differing = after.flatMap((text, index) => (text === resourceFiles[index]!.text ? [] : [resourceFiles[index]!.name]));
    expect(differing).toEqual(['src/i18n/entry/fr.json']);
    // One line of the file changes: a reviewable diff.
    const before = resourceFiles.find((file) => file.name === 'src/i18n/entry/fr.json')!.text.split('\n');
    const changedLines = after[resourceFiles.findIndex((file) => file.name === 'src/i18n/entry/fr.json')]!.split('\n').filter((line, index) => line !== before[index]);
    expect(changedLines).toEqual(['    "title": "Quel fournisseur vous convient\u202f?",']);
  });

  it('refuses an empty text and a change of structure, with the reason', () => {
    const original = JSON.parse(source) as JsonObject;
    const opened = openWithTexts(schemas, original, resources());
    const intro = opened.places.find((place) => place.key === 'intro.title')!;
    const emptied = setText(opened.definition, intro.path, 'de', '');
    expect(writeTexts(schemas, original, emptied, resources())).toEqual({ ok: false, message: `The text "intro.title" (${intro.id}) is empty in "de": every text needs every language.` });
    const restructured = { ...opened.definition, pages: (opened.definition.pages as JsonObject[]).slice(1) };
    expect(writeTexts(schemas, original, restructured, resources()).ok).toBe(false);
  });
});
