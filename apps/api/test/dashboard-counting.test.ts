import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApiServer, type ApiServer } from '../src/index.js';
import { catchUp, type CountBatch } from '../src/admin/rollup.js';
import { responseStats } from '../src/admin/response-stats.js';
import { dashboardStats } from '../src/admin/stats.js';
import { migrate } from '../src/migrations.js';
import { projectWithTreesponders } from './dashboard-suite.js';

let server: ApiServer;
let projectId: number;

beforeAll(async () => {
  server = await startApiServer({ projects: [{ key: 'seen', name: 'Seen' }] });
  projectId = (await server.db.query<{ id: number }>("SELECT id FROM projects WHERE key = 'seen'")).rows[0]!.id;
  await server.db.query(
    `INSERT INTO treesponders (project_id, public_id, token_hash) SELECT $1, 'seen' || g, 'seen-token-' || g FROM generate_series(1, 300) g`,
    [projectId],
  );
  // responses over several days, languages, places and partners, with answers, lists, results and page visits
  await server.db.query(
    `INSERT INTO treesponses (project_id, treesponder_id, public_id, language, survey_version, answers, results, page_visits,
                              postcode, completed, optin_project, created_at, updated_at)
     SELECT $1, r.id, 'seen-' || r.id, (ARRAY['nl', 'fr', 'de'])[1 + r.id % 3], 'v' || (1 + r.id % 2),
            jsonb_build_object('price', (1 + r.id % 5)::text, 'tags', jsonb_build_array('a', 'b' || (r.id % 4)),
                               'bpact_id', CASE WHEN r.id % 4 = 0 THEN 'p-' || (r.id % 5) END),
            jsonb_build_object('x', r.id % 7, 'y', 3),
            jsonb_build_array(jsonb_build_object('index', 0, 'name', 'intro', 'order', 0),
                              jsonb_build_object('index', 1, 'name', 'page' || (r.id % 3), 'order', 1)),
            (1000 + (r.id * 397) % 9000)::text, r.id % 3 <> 0, r.id % 2 = 0,
            now() - r.id * interval '5 hours', now() - r.id * interval '5 hours'
     FROM treesponders r WHERE r.project_id = $1`,
    [projectId],
  );
});

afterAll(async () => {
  await server?.close();
});

/** Every count of the project (counts taken back to nothing left out). */
async function counts(): Promise<unknown[]> {
  const { rows } = await server.db.query(
    `SELECT split, province, partner, to_char(day, 'YYYY-MM-DD') AS day, language, survey_version, metric, key, value, n
     FROM dashboard_counts WHERE project_id = $1 AND n <> 0
     ORDER BY split, province, partner, day, language, survey_version, metric, key, value`,
    [projectId],
  );
  return rows;
}

test('what responses added before the compact form of dashboard_seen is still taken back exactly after the migration', async () => {
  expect((await catchUp(server.db, projectId)).complete).toBe(true);
  // the form migration 44 finds: each count as [day, language, version, metric, key, value], no columns for the cell
  // (migration 44 met the column as jsonb; migration 46 keeps it as json text)
  await server.db.exec(`
    ALTER TABLE dashboard_seen ALTER COLUMN contributions TYPE jsonb USING contributions::jsonb;
    UPDATE dashboard_seen SET contributions = (
      SELECT jsonb_agg(jsonb_build_array(to_char(day, 'YYYY-MM-DD'), language, survey_version, e->0, e->(2 * i + 1), e->(2 * i + 2))
                       ORDER BY n, i)
      FROM jsonb_array_elements(contributions) WITH ORDINALITY c(e, n)
      CROSS JOIN LATERAL generate_series(0, (jsonb_array_length(e) - 1) / 2 - 1) i);
    ALTER TABLE dashboard_seen DROP COLUMN day, DROP COLUMN language, DROP COLUMN survey_version;
    DELETE FROM schema_migrations WHERE version = 44;
  `);
  expect(await migrate(server.db)).toEqual([44]);
  await server.db.exec('ALTER TABLE dashboard_seen ALTER COLUMN contributions TYPE json USING contributions::json');
  expect((await server.db.query('SELECT 1 FROM dashboard_seen WHERE json_array_length(contributions->0) <> 3')).rows).toEqual([]);
  // every response changes its day, language, place, partner, completion and answers: its old counts are taken back
  await server.db.query(
    `UPDATE treesponses SET completed = NOT completed, postcode = '4000', language = 'en', created_at = created_at - interval '3 days',
       answers = answers || jsonb_build_object('price', '5', 'bpact_id', 'late'), updated_at = now() WHERE project_id = $1`,
    [projectId],
  );
  expect((await catchUp(server.db, projectId)).complete).toBe(true);
  const changed = await counts();
  expect(changed.length).toBeGreaterThan(100);
  // counted from nothing, the same counts
  await server.db.query('DELETE FROM dashboard_cells WHERE project_id = $1', [projectId]);
  await server.db.query('DELETE FROM dashboard_seen WHERE project_id = $1', [projectId]);
  expect(await catchUp(server.db, projectId)).toMatchObject({ counted: 300, complete: true });
  expect(await counts()).toEqual(changed);
});

test('an answer of one value is one count, not beyond the cap per response; the figures are those of the responses', async () => {
  const once = await projectWithTreesponders(server, 'once', 4);
  // over 1000 counts: the cap leaves values out, so nothing is counted once for two
  const capped = Object.fromEntries(
    Array.from({ length: 290 }, (_, index) => [`k${index}`, index < 280 ? String(index % 3) : Array.from({ length: 50 }, (_, n) => `v${n}`)]),
  );
  const answers = [
    { price: '3', member: true, stars: 4 },
    { price: '3', tags: ['a', 'b'], one: ['a'], note: 'free text here', empty: [] },
    { price: 'long'.repeat(20), tags: ['a', 'free text'], member: false },
    capped,
  ];
  for (const [index, answer] of answers.entries())
    await server.db.query(
      `INSERT INTO treesponses (project_id, treesponder_id, public_id, answers, completed, language)
       SELECT $1, r.id, 'once-' || r.id, $2::jsonb, true, $4 FROM treesponders r WHERE r.public_id = $3`,
      [once, JSON.stringify(answer), `once${index + 1}`, answer === capped ? 'fr' : 'nl'],
    );
  expect((await catchUp(server.db, once)).complete).toBe(true);
  const { rows: stored } = await server.db.query<{ public_id: string; groups: number; answers: number; once: number; counts: number }>(
    // dashboard_seen keeps each run of one metric as [metric, key, value, key, value, …]: (length - 1) / 2 counts
    `SELECT r.public_id, json_array_length(s.contributions) AS groups,
            (SELECT coalesce(sum((json_array_length(e) - 1) / 2), 0) FROM json_array_elements(s.contributions) e)::int AS counts,
            (SELECT coalesce(sum((json_array_length(e) - 1) / 2), 0) FROM json_array_elements(s.contributions) e
             WHERE e->>0 IN ('answered', 'answer', 'answer1'))::int AS answers,
            (SELECT coalesce(sum((json_array_length(e) - 1) / 2), 0) FROM json_array_elements(s.contributions) e
             WHERE e->>0 = 'answer1')::int AS once
     FROM dashboard_seen s JOIN treesponses t ON t.id = s.treesponse_id JOIN treesponders r ON r.id = t.treesponder_id
     WHERE t.project_id = $1 AND r.public_id IN ('once1', 'once4') ORDER BY r.public_id`,
    [once],
  );
  // three answers of one value each: three counts, not an "answered" and a value each; the capped response as before
  expect(stored).toMatchObject([
    { public_id: 'once1', answers: 3, once: 3 },
    { public_id: 'once4', counts: 1000, once: 0 },
  ]);
  // kept as runs of one metric: the capped response's 1000 counts in a few groups
  expect(stored[1]!.groups).toBeLessThan(20);
  const nl = { projectId: once, language: 'nl' };
  const { placeResults: _, ...fromResponses } = await responseStats(server.db, nl, null);
  const counted = await dashboardStats(server.db, nl, null);
  expect(counted.questions.find((question) => question.key === 'price')).toEqual({ key: 'price', kind: 'text', answered: 3, counts: [] });
  expect(counted.questions.find((question) => question.key === 'one')).toMatchObject({ answered: 1, counts: [{ value: 'a', count: 1 }] });
  expect(fromResponses).toEqual(counted);
  // read per province and partner (direct visits), where the places are summed from started and completed
  const direct = { ...nl, partner: '' };
  const { placeResults: __, ...directFromResponses } = await responseStats(server.db, direct, null);
  expect(directFromResponses).toEqual(await dashboardStats(server.db, direct, null));
  expect(directFromResponses.partners.partners).toEqual([{ partner: '', started: 3, completed: 3 }]);
  const { rows: places } = await server.db.query("SELECT 1 FROM dashboard_counts WHERE split AND metric IN ('province', 'partner')");
  expect(places).toEqual([]);
  const all = await dashboardStats(server.db, { projectId: once }, null);
  expect(all.questions.find((question) => question.key === 'k0')).toMatchObject({ answered: 1 });
});

test('a batch ends before a day it would only start: that day is counted by the next batch, whole', async () => {
  const days = await projectWithTreesponders(server, 'days', 120);
  // 90 responses at noon of a day in Brussels and 30 the day before; a new project's first batch takes 100
  await server.db.query(
    `INSERT INTO treesponses (project_id, treesponder_id, public_id, answers, created_at)
     SELECT $1, r.id, 'days-' || r.id, '{"price": "3"}'::jsonb,
            (date_trunc('day', now() AT TIME ZONE 'Europe/Brussels') + interval '12 hours') AT TIME ZONE 'Europe/Brussels'
              - CASE WHEN row_number() OVER (ORDER BY r.id) > 90 THEN interval '1 day' ELSE interval '0 days' END
     FROM treesponders r WHERE r.project_id = $1`,
    [days],
  );
  const batches: CountBatch[] = [];
  expect(await catchUp(server.db, days, Number.POSITIVE_INFINITY, (batch) => batches.push(batch))).toMatchObject({ counted: 120, complete: true });
  expect(batches[0]!.rows).toBe(100);
  expect(batches.map((batch) => batch.processed)).toEqual([90, 30]);
});

test('texts a visitor chooses with control characters, quotes and backslashes are counted as they are', async () => {
  const odd = await projectWithTreesponders(server, 'odd', 3);
  const partner = 'p\u001e1\u001f"\\';
  const language = 'n\u001fl"';
  const version = 'v\u001e2\\';
  await server.db.query(
    `INSERT INTO treesponses (project_id, treesponder_id, public_id, language, survey_version, answers, page_visits, completed)
     SELECT $1, r.id, 'odd-' || r.id, $2, $3, $4::jsonb, $5::jsonb, r.public_id <> 'odd3' FROM treesponders r WHERE r.project_id = $1`,
    [
      odd,
      language,
      version,
      JSON.stringify({ bpact_id: partner, 'k\u001ey': 'a\u001fb', tags: ['\u001e', 'x"y'] }),
      JSON.stringify([{ name: 'page\u001e1', index: 0 }, { name: 'p"2\\', index: 1 }]),
    ],
  );
  expect(await catchUp(server.db, odd)).toMatchObject({ counted: 3, complete: true });
  const filter = { projectId: odd, language, surveyVersion: version, partner };
  const { placeResults: _, ...fromResponses } = await responseStats(server.db, filter, null);
  const counted = await dashboardStats(server.db, filter, null);
  expect(counted).toEqual(fromResponses);
  expect(counted.totals).toMatchObject({ started: 3, completed: 2 });
  expect(counted.partners.partners).toEqual([{ partner, started: 3, completed: 2 }]);
  expect(counted.options).toMatchObject({ languages: [language], versions: [version], partners: [partner] });
  expect(counted.funnel.map((step) => [step.page, step.reached])).toEqual([
    ['page\u001e1', 3],
    ['p"2\\', 3],
  ]);
  expect(counted.questions.find((question) => question.key === 'k\u001ey')).toMatchObject({ answered: 3, counts: [{ value: 'a\u001fb', count: 3 }] });
});
