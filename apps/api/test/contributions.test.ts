/**
 * What a response adds to the dashboard's counts is worked out in JavaScript (src/admin/contributions.ts) from the
 * JSON as PostgreSQL prints it. Here the same rules written in SQL, as the database would apply them to the stored
 * jsonb, decide for responses made to find every difference: numbers in every printed form, objects and lists as
 * values, integer-like and unicode keys in jsonb's order, white space, the caps on keys, elements, pages and counts.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionsOf, MAX_COUNTS_PER_RESPONSE } from '../src/admin/contributions.js';
import { compareCodePoints, compareNumbers, parseJsonbText, textOf } from '../src/admin/jsonb-text.js';
import { topResultOf, topResultSql } from '../src/admin/top-result.js';

const TEXTY = (value: string) =>
  `(length(${value} #>> '{}') > 40 OR (jsonb_typeof(${value}) = 'string' AND (${value} #>> '{}') ~ '\\s'))`;

/** The rules in SQL, over `responses` (id, completed, opt-ins, hour, province, partner, answers, results, visits). */
const RULES_SQL = `
WITH changed AS (
  SELECT id, completed, optin_project, optin_organisation, hour, province, partner,
         CASE WHEN jsonb_typeof(answers) = 'object' THEN answers ELSE '{}'::jsonb END AS answers,
         CASE WHEN jsonb_typeof(results) = 'object' THEN results ELSE '{}'::jsonb END AS results,
         CASE WHEN jsonb_typeof(visits) = 'array' THEN visits ELSE '[]'::jsonb END AS visits
  FROM responses
), answer AS (
  SELECT c.id, a.key, a.value,
         CASE WHEN jsonb_typeof(a.value) <> 'array' AND NOT ${TEXTY('a.value')} THEN a.value #>> '{}' END AS single
  FROM changed c
  CROSS JOIN LATERAL (
    SELECT key, value FROM jsonb_each(c.answers) WHERE value <> 'null'::jsonb AND length(key) <= 200 LIMIT 300
  ) a
), element AS (
  SELECT a.id, a.key, e.value, a.single, ${TEXTY('e.value')} AS texty FROM answer a,
    jsonb_array_elements(CASE WHEN jsonb_typeof(a.value) = 'array' THEN a.value ELSE jsonb_build_array(a.value) END)
      WITH ORDINALITY e(value, n)
  WHERE e.n <= 50 AND e.value <> 'null'::jsonb
), page AS (
  SELECT id, name, reached_at FROM (
    SELECT id, name, reached_at, row_number() OVER (PARTITION BY id ORDER BY first_seen) AS rank FROM (
      SELECT c.id, v.value->>'name' AS name, min(v.n) AS first_seen,
             coalesce(min(CASE WHEN jsonb_typeof(v.value->'index') = 'number' THEN (v.value->>'index')::numeric END)::text, '') AS reached_at
      FROM changed c, jsonb_array_elements(c.visits) WITH ORDINALITY v(value, n)
      WHERE jsonb_typeof(v.value) = 'object' AND length(v.value->>'name') BETWEEN 1 AND 200
      GROUP BY c.id, v.value->>'name'
    ) named
  ) ranked WHERE rank <= 200
), every_contribution AS (
  SELECT id, 'started' AS metric, '' AS key, '' AS value, 0 AS rank, NULL::text AS single FROM changed
  UNION ALL SELECT id, 'completed', '', '', 0, NULL FROM changed WHERE completed
  UNION ALL SELECT id, 'optin_project', '', '', 0, NULL FROM changed WHERE optin_project
  UNION ALL SELECT id, 'optin_organisation', '', '', 0, NULL FROM changed WHERE optin_organisation
  UNION ALL SELECT id, 'hour', hour, '', 0, NULL FROM changed
  UNION ALL SELECT id, 'province', province, '', 0, NULL FROM changed
  UNION ALL SELECT id, 'province', province, 'completed', 0, NULL FROM changed WHERE completed
  UNION ALL SELECT id, 'partner', partner, '', 0, NULL FROM changed
  UNION ALL SELECT id, 'partner', partner, 'completed', 0, NULL FROM changed WHERE completed
  UNION ALL
  SELECT id, 'left', visits->-1->>'name', '', 0, NULL FROM changed
  WHERE NOT completed AND jsonb_typeof(visits->-1) = 'object' AND length(visits->-1->>'name') BETWEEN 1 AND 200
  UNION ALL
  SELECT id, 'top', top, '', 0, NULL FROM (SELECT id, ${topResultSql('results')} AS top FROM changed OFFSET 0) c WHERE top IS NOT NULL
  UNION ALL SELECT id, 'answered', key, '', 1, single FROM answer
  UNION ALL SELECT id, 'page', name, reached_at, 2, NULL FROM page
  UNION ALL SELECT DISTINCT id, 'text', key, '', 3, NULL::text FROM element WHERE texty
  UNION ALL SELECT id, 'answer', key, value #>> '{}', 3, single FROM element WHERE NOT texty
), size AS (
  SELECT id, count(*) <= ${MAX_COUNTS_PER_RESPONSE} AS whole FROM every_contribution GROUP BY id
)
SELECT x.id, size.whole, x.rank,
       CASE WHEN size.whole AND x.metric = 'answered' AND x.single IS NOT NULL THEN 'answer1' ELSE x.metric END AS metric,
       x.key, CASE WHEN size.whole AND x.metric = 'answered' AND x.single IS NOT NULL THEN x.single ELSE x.value END AS value
FROM every_contribution x JOIN size USING (id)
WHERE NOT (size.whole AND x.metric = 'answer' AND x.single IS NOT NULL)`;

/** Responses as JSON text, so numbers keep the form they were sent in. */
const many = (count: number, entry: (index: number) => string) => Array.from({ length: count }, (_, index) => entry(index)).join(', ');
const RESPONSES: { completed: boolean; answers: string; results: string; visits: string }[] = [
  { completed: true, answers: '{"price": "3", "member": true, "stars": 4, "none": null}', results: '{"a": 1, "b": 3.0, "c": 3, "d": "9", "e": true}', visits: '[]' },
  {
    completed: false,
    answers: '{"tags": ["a", "b", null, "free text", "a"], "note": "free text here", "empty": [], "one": ["a"], "nested": [[1, 2], {"k": "v"}]}',
    results: '{"z": -1, "y": -1.00}',
    visits: '[{"name": "p1", "index": 0}, {"name": "p1", "index": 1.0}, {"name": "p2"}, {"name": 5, "index": 2}, {"name": {"x": 1}, "index": 3}, "text", {"name": ""}, {"name": null}, {"index": 4}, {"name": "p3", "index": 1.50}, {"name": "p3", "index": 1.5}]',
  },
  {
    completed: false,
    answers: '{"n1": 1.50, "n2": 1e3, "n3": -0.0, "n4": 12345678901234567890, "n5": [1.0, 2.50, 1E-7], "n6": 0.1e1, "big": 123456789012345678901234567890123456789012}',
    results: '{"x": 12345678901234567890, "w": 12345678901234567891, "v": 1e-20}',
    visits: '[{"name": "only", "index": "1"}, {"name": "other", "index": 2}]',
  },
  {
    completed: false,
    answers: `{"obj": {"b": 1, "a": [1, 2], "aa": {"c": "d"}}, "objLong": {"aaaaaaaaaa": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}, "quote": "say \\"hi\\"", "slash": "a\\\\b", "ctrl": "a\\u0001b"}`,
    results: '{}',
    visits: '{"name": "not a list"}',
  },
  // integer-like keys (JavaScript's objects would put them first) and more than 300 keys: jsonb's order decides which count
  { completed: true, answers: `{${many(350, (index) => `"${350 - index}": "${index % 7}"`)}, "b": "x", "a": "y", "ab": "z"}`, results: '[]', visits: 'null' },
  {
    completed: false,
    answers: `{"ké": "é", "emoji😀": "${'😀'.repeat(40)}", "emoji41": "${'😀'.repeat(41)}", "${'k'.repeat(200)}": "kept", "${'k'.repeat(201)}": "skipped", "tab": "a\\tb", "nbsp": "a\u00a0b", "vt": "a\\u000bb", "forty": "${'x'.repeat(40)}", "fortyone": "${'x'.repeat(41)}"}`,
    results: '{"é": 2, "e": 2, "😀": 2, "\uffff": 2}',
    visits: `[{"name": "${'p'.repeat(200)}"}, {"name": "${'p'.repeat(201)}"}, {"name": "😀", "index": 1}]`,
  },
  // past every cap: more than 200 pages and 1000 counts, lists longer than 50
  {
    completed: false,
    answers: `{${many(120, (index) => `"list${index}": [${many(60, (n) => `"v${n}"`)}]`)}}`,
    results: '{"r": 1}',
    visits: `[${many(260, (index) => `{"name": "page${index % 230}", "index": ${index}}`)}]`,
  },
  { completed: true, answers: '["not", "an", "object"]', results: 'null', visits: '[]' },
];

let lite: PGlite;
type Row = { id: number; whole: boolean; rank: number; metric: string; key: string; value: string };
let rows: Row[];
const texts = new Map<number, { answers: string | null; visits: string | null; results: string | null }>();

beforeAll(async () => {
  lite = await PGlite.create();
  await lite.exec(`CREATE TABLE responses (id int, completed boolean, optin_project boolean, optin_organisation boolean, hour text,
    province text, partner text, answers jsonb, results jsonb, visits jsonb)`);
  for (const [index, response] of RESPONSES.entries())
    await lite.query(
      `INSERT INTO responses VALUES ($1, $2, $3, false, '09', 'BE-VAN', '', $4::jsonb, $5::jsonb, $6::jsonb)`,
      [index, response.completed, index % 2 === 0, response.answers, response.results, response.visits],
    );
  rows = (await lite.query<Row>(RULES_SQL)).rows;
  // the texts the counting reads (rollup.ts): each column as PostgreSQL prints it, when of the right kind
  for (const row of (
    await lite.query<{ id: number; answers: string | null; visits: string | null; results: string | null }>(
      `SELECT id, CASE WHEN jsonb_typeof(answers) = 'object' THEN answers::text END AS answers,
              CASE WHEN jsonb_typeof(visits) = 'array' THEN visits::text END AS visits,
              CASE WHEN jsonb_typeof(results) = 'object' THEN results::text END AS results FROM responses`,
    )
  ).rows)
    texts.set(row.id, row);
});

afterAll(async () => {
  await lite?.close();
});

const key = (metric: string, countKey: string, value: string) => JSON.stringify([metric, countKey, value]);

describe('what a response adds', () => {
  it('is what the same rules in SQL give for every response', () => {
    for (const [id, response] of RESPONSES.entries()) {
      const text = texts.get(id)!;
      const added = contributionsOf({
        completed: response.completed,
        optinProject: id % 2 === 0,
        optinOrganisation: false,
        hour: '09',
        province: 'BE-VAN',
        partner: '',
        top: topResultOf(text.results === null ? null : parseJsonbText(text.results)),
        answers: text.answers,
        visits: text.visits,
      });
      const expected = rows.filter((row) => row.id === id);
      const mine = added.map(([metric, countKey, value]) => key(metric, countKey, value)).sort();
      if (expected[0]!.whole) {
        expect(mine, `response ${id}`).toEqual(expected.map((row) => key(row.metric, row.key, row.value)).sort());
        continue;
      }
      // past the cap SQL ranks the counts (fixed, answered, pages, values) but leaves the order within a rank open:
      // every count of a rank that fits is in, the rest comes from the rank that is cut
      expect(added).toHaveLength(MAX_COUNTS_PER_RESPONSE);
      const cutRank = expected.map((row) => row.rank).sort((a, b) => a - b)[MAX_COUNTS_PER_RESPONSE - 1]!;
      const whole = expected.filter((row) => row.rank < cutRank).map((row) => key(row.metric, row.key, row.value));
      const cut = new Set(expected.filter((row) => row.rank === cutRank).map((row) => key(row.metric, row.key, row.value)));
      expect(whole.every((entry) => mine.includes(entry))).toBe(true);
      expect(mine.filter((entry) => !whole.includes(entry)).every((entry) => cut.has(entry))).toBe(true);
    }
    // the responses cover what they are meant to: a capped one, values of every kind, pages, lists, text, top
    const metrics = new Set(rows.map((row) => row.metric));
    expect([...metrics].sort()).toEqual(
      ['answer', 'answer1', 'answered', 'completed', 'hour', 'left', 'optin_project', 'page', 'partner', 'province', 'started', 'text', 'top'].sort(),
    );
    expect(rows.some((row) => !row.whole)).toBe(true);
  });

  it('reads each value as PostgreSQL prints it', async () => {
    const { rows: values } = await lite.query<{ source: string; text: string | null }>(
      `SELECT e.value::text AS source, e.value #>> '{}' AS text FROM responses r, jsonb_each(CASE WHEN jsonb_typeof(r.answers) = 'object' THEN r.answers END) e`,
    );
    expect(values.length).toBeGreaterThan(400);
    for (const { source, text } of values) expect(textOf(parseJsonbText(source)), source).toBe(text);
  });
});

describe('the comparisons of the database', () => {
  it('order numbers as numeric does, whatever their printed form', async () => {
    const numbers = ['0', '-0.5', '0.5', '0.50', '10', '9.99', '-10', '-9.99', '12345678901234567890', '12345678901234567891', '1.000001', '1'];
    const { rows: sorted } = await lite.query<{ n: string }>(
      `SELECT n FROM unnest($1::text[]) n ORDER BY n::numeric, n`,
      [numbers],
    );
    expect([...numbers].sort((a, b) => compareNumbers(a, b) || (a < b ? -1 : 1))).toEqual(sorted.map((row) => row.n));
  });

  it('order texts as the C collation does', async () => {
    const words = ['a', 'B', 'é', 'e', '😀', '\uffff', 'ab', '', 'Z'];
    const { rows: sorted } = await lite.query<{ w: string }>(`SELECT w FROM unnest($1::text[]) w ORDER BY w COLLATE "C"`, [words]);
    expect([...words].sort(compareCodePoints)).toEqual(sorted.map((row) => row.w));
  });
});
