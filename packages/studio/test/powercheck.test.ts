// The powercheck questionnaire's own definition opens in the studio: structure, settings, logic and checks work on
// it. Its texts are references (`{ "$t": key }`, `{ "$template": … }`) to the app's TypeScript text modules, which
// the app resolves before the engine sees the definition: the studio lists them as references and edits none.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../src/model/open.js';
import { buildTree, flattenTree } from '../src/model/tree.js';
import { collectTexts, missingCounts, surveyLanguages } from '../src/model/texts.js';
import { collectExpressions, dependencies } from '../src/model/logic.js';
import { placeProblems } from '../src/model/problems.js';
import { elementFields } from '../src/model/schema.js';
import { exportCsv, importCsv } from '../src/model/translation-files.js';
import { schemas } from './fixtures.js';

const source = readFileSync(new URL('../../../apps/powercheck/src/survey/questionnaire.json', import.meta.url), 'utf8');
const raw = JSON.parse(source) as { pages: unknown[] };

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
});
