/**
 * The dashboard's filters the counts cannot answer (completed responses only, the top result, one answer of a
 * question), computed from the stored responses: their figures, the same numbers as the counts give for the same
 * responses, the exports, bad values, a view too large, and the public API answering meanwhile over the worst
 * responses the limits allow. Runs inside the dashboard suite (its server, whose statistics from responses read at
 * most `responseLimit` responses, and the responses of `mainKey`), once per database.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { catchUp } from '../src/admin/rollup.js';
import { dashboardStats, type DashboardStats } from '../src/admin/stats.js';
import { topResultPerPlace } from '../src/admin/place-results.js';
import { responseStats, ViewTooLargeError } from '../src/admin/response-stats.js';
import { MAX_ANSWER_FILTER_LENGTH } from '../src/response-filter.js';
import { MAX_RESULT_KEY_LENGTH } from '../src/admin/top-result.js';
import { PAGE_VISIT_LIMITS, VALUE_LIMITS } from '../src/validation.js';
import { call, latencyDuring, newTreesponder } from './helpers.js';
import { AdminClient, makeOperator } from './dashboard-suite.js';

const projectIdOf = async (server: ApiServer, key: string) =>
  (await server.db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [key])).rows[0]!.id;

export function describeResponseFilters(label: string, getServer: () => ApiServer, mainKey: string, responseLimit: number): void {
  describe('filters on completion, top result and an answer', () => {
    let ann: AdminClient;
    beforeAll(async () => {
      ann = new AdminClient(getServer());
      await ann.login('ann');
    });
    const stats = (query: string) => ann.json<DashboardStats>(`/api/projects/${mainKey}/stats?${query}`);

    test('each filter leaves its responses, in every figure, and combines with the others', async () => {
      // the responses: Ghent through p-17 (completed, ecopower first, member ecopower and other, price 5); Brussels
      // direct (completed, engie first, member other, price 3); unfinished through p-17 (price 3); and those the
      // suite's other tests saved (none of them with results or a member answer)
      const all = await stats('');
      const completed = await stats('completed=true');
      expect(completed.totals.started).toBe(all.totals.completed);
      expect(completed.totals.completed).toBe(all.totals.completed);
      expect(completed.funnel.every((step) => step.leftHere === 0)).toBe(true);
      expect(completed).toMatchObject({ complete: true, pending: 0 });

      const ecopower = await stats('top=ecopower');
      expect(ecopower.totals).toEqual({ started: 1, completed: 1, optinProject: 1, optinOrganisation: 0 });
      expect(ecopower.results).toEqual({ responses: 1, top: [{ key: 'ecopower', count: 1 }] });
      expect(ecopower.places.provinces[0]).toEqual({ province: 'BE-VOV', region: 'BE-VLG', started: 1, completed: 1 });
      expect(ecopower.partners.partners).toEqual([{ partner: 'p-17', started: 1, completed: 1 }]);
      expect(ecopower.placeResults).toEqual({
        provinces: [{ province: 'BE-VOV', key: 'ecopower', count: 1 }],
        regions: [{ region: 'BE-VLG', key: 'ecopower', count: 1 }],
      });
      expect((await stats('top=engie&province=BE-BRU')).totals.started).toBe(1);
      expect((await stats('top=engie&partner=p-17')).totals.started).toBe(0);
      expect((await stats('top=nobody')).totals.started).toBe(0);

      // a list answer leaves the responses holding the value among its elements
      const other = await stats('question=member&answer=other');
      expect(other.totals.started).toBe(2);
      expect(other.questions.find((question) => question.key === 'member')?.counts).toEqual([
        { value: 'other', count: 2 },
        { value: 'ecopower', count: 1 },
      ]);
      expect((await stats('question=member&answer=ecopower')).totals.started).toBe(1);
      const price = await stats('question=price&answer=3');
      expect(price.totals).toMatchObject({ started: 2, completed: 1 });
      expect(price.funnel.map((step) => [step.page, step.reached, step.leftHere])).toEqual([
        ['first_page', 2, 0],
        ['page_price', 2, 1],
        ['page_privacy', 1, 0],
        ['page_outro', 1, 0],
      ]);
      expect((await stats('question=price&answer=3&completed=true&language=nl')).totals.started).toBe(1);
      expect((await stats('question=price&answer=3&direct=true')).totals.started).toBe(1);
      // the filter controls' choices stay the project's
      expect(price.options).toEqual(all.options);
    });

    test('computed from the responses, the figures are those of the counts for the same responses', async () => {
      const server = getServer();
      const projectId = await projectIdOf(server, mainKey);
      await catchUp(server.db, projectId);
      for (const filter of [{ projectId }, { projectId, partner: 'p-17' }, { projectId, language: 'nl' }]) {
        const { placeResults, ...fromResponses } = await responseStats(server.db, filter, null);
        expect(fromResponses).toEqual(await dashboardStats(server.db, filter, null));
        expect(placeResults).toEqual(await topResultPerPlace(server.db, filter));
      }
    });

    test('the exports take the same filters', async () => {
      const exported = (query: string) => ann.jsonLines<{ postcode: string | null; completed: boolean }>(`/api/projects/${mainKey}/export.jsonl?${query}`);
      expect((await exported('top=ecopower')).map((row) => row.postcode)).toEqual(['9000']);
      expect((await exported('question=member&answer=other')).map((row) => row.postcode)).toEqual(['9000', '1050']);
      expect((await exported('completed=true')).every((row) => row.completed)).toBe(true);
      expect(await exported('completed=true')).toHaveLength((await stats('completed=true')).totals.started);
      const csv = await (await ann.request('GET', `/api/projects/${mainKey}/export.csv?top=engie&dialect=excel`)).text();
      expect(csv.trim().split('\r\n')).toHaveLength(2);
      const xlsx = await ann.request('GET', `/api/projects/${mainKey}/export.xlsx?question=price&answer=5`);
      expect(xlsx.status).toBe(200);
    });

    test('a malformed value is a 400 naming each field', async () => {
      const tooLong = '🌳'.repeat(MAX_ANSWER_FILTER_LENGTH + 1);
      const bad = await ann.request(
        'GET',
        `/api/projects/${mainKey}/stats?completed=yes&top=${encodeURIComponent('🌳'.repeat(MAX_RESULT_KEY_LENGTH + 1))}&question=${encodeURIComponent(tooLong)}&answer=3`,
      );
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        completed: ['must be true'],
        top: [`is too long (maximum is ${MAX_RESULT_KEY_LENGTH} characters)`],
        question: [`is too long (maximum is ${MAX_ANSWER_FILTER_LENGTH} characters)`],
      });
      const half = await ann.request('GET', `/api/projects/${mainKey}/export.csv?question=price`);
      expect(half.status).toBe(400);
      expect(await half.json()).toEqual({ answer: ['is needed with a question'] });
      const otherHalf = await ann.request('GET', `/api/projects/${mainKey}/stats?answer=3`);
      expect(await otherHalf.json()).toEqual({ question: ['is needed with an answer'] });
      // the longest values allowed are filters like any other
      const longest = '🌳'.repeat(MAX_ANSWER_FILTER_LENGTH);
      expect((await stats(`question=${encodeURIComponent(longest)}&answer=${encodeURIComponent(longest)}`)).totals.started).toBe(0);
    });

    test(`a view of more than ${responseLimit} responses, or one that takes too long, is refused with the reason`, async () => {
      const server = getServer();
      const { rows } = await server.db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('crowded', 'Crowded') RETURNING id");
      const projectId = rows[0]!.id;
      await server.db.query(`INSERT INTO treesponders (project_id, public_id, token_hash) VALUES ($1, 'crowded', 'crowded-token')`, [projectId]);
      await server.db.query(
        `INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, created_at)
         SELECT $1, r.id, 'crowded-' || g, true, now() - g * interval '1 hour' FROM treesponders r, generate_series(1, $2) g
         WHERE r.project_id = $1`,
        [projectId, responseLimit + 1],
      );
      await makeOperator(server, 'cid', 'crowded');
      const cid = new AdminClient(server);
      await cid.login('cid');
      const refused = await cid.request('GET', '/api/projects/crowded/stats?completed=true');
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        error: `This view holds ${responseLimit + 1} responses; with completed, top or answer at most ${responseLimit} are counted: choose a shorter period`,
        tooLarge: { reason: 'responses', responses: responseLimit + 1, limit: responseLimit, seconds: 20 },
        // what the page still needs to offer its filters
        options: { languages: [], versions: [], partners: [] },
        labels: null,
      });
      // a shorter period is counted; without these filters the counts answer any period
      const lastDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(Date.now() - 86_400_000 * 2);
      expect((await cid.json<DashboardStats>(`/api/projects/crowded/stats?completed=true&from=${lastDay}`)).totals.started).toBeGreaterThan(0);
      expect((await cid.json<DashboardStats>('/api/projects/crowded/stats')).totals.started).toBeGreaterThan(0);
      // out of time after the first slice
      await expect(responseStats(server.db, { projectId, completed: true }, null, { responses: 1_000_000, milliseconds: 0 })).rejects.toThrow(ViewTooLargeError);
    });

    test('over the worst responses the limits allow, a filtered view answers and the public API keeps answering meanwhile', { timeout: 180_000 }, async () => {
      const server = getServer();
      const key = 'dash-worst-filtered';
      const { rows } = await server.db.query<{ id: number }>('INSERT INTO projects (key, name) VALUES ($1, $1) RETURNING id', [key]);
      const projectId = rows[0]!.id;
      await server.db.query(`INSERT INTO treesponders (project_id, public_id, token_hash) VALUES ($1, 'worst', 'worst-token')`, [projectId]);
      // as many values and page visits as a response may hold, each value distinct, page names as long as allowed,
      // 100 results: every response completed, so every one is counted in full
      const { listElements, values } = VALUE_LIMITS;
      const responses = Math.min(responseLimit, 40);
      for (let n = 0; n < responses; n++) {
        const answers: Record<string, string[]> = {};
        for (let question = 0; question < values / listElements; question++)
          answers[`q${question}`] = Array.from({ length: listElements }, (_, i) => `v${n}-${question}-${i}`);
        const visits = Array.from({ length: PAGE_VISIT_LIMITS.entries }, (_, i) => ({ index: i, name: `${n}-${i}-`.padEnd(PAGE_VISIT_LIMITS.nameLength, 'p'), order: i }));
        const results = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`supplier-${i}`, (i * 7 + n) % 100]));
        const json = [answers, visits, results].map((value) => JSON.stringify(value));
        await server.db.query(
          // stored_bytes as the public API stores it (the JSON's size), which bounds a slice's bytes
          `INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, postcode, answers, page_visits, results, stored_bytes)
           SELECT $1, id, $2, true, '9000', $3::jsonb, $4::jsonb, $5::jsonb, $6
           FROM treesponders WHERE project_id = $1`,
          [projectId, `worst-${n}`, ...json, json.reduce((sum, text) => sum + Buffer.byteLength(text), 0)],
        );
      }
      await makeOperator(server, 'wes', key);
      const wes = new AdminClient(server);
      await wes.login('wes');
      // a visitor of the same project saving an answer again and again
      const { token } = await newTreesponder(server, key);
      const created = await call(server, 'POST', '/api/v1/treesponses', { key, token, body: { answers: { price: '1' } } });
      const { publicId } = created.body as { publicId: string };
      const patch = () => call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key, token, body: { answers: { price: '2' } } });
      const { result: [filtered, everything], workMs: statsMs, latencies, p99, slowness } = await latencyDuring(
        async () => expect((await patch()).status).toBe(204),
        async (): Promise<[DashboardStats, DashboardStats]> => [
          await wes.json<DashboardStats>(`/api/projects/${key}/stats?completed=true&question=q0&answer=v0-0-0`),
          await wes.json<DashboardStats>(`/api/projects/${key}/stats?completed=true`),
        ],
      );
      console.log(
        `${label}: statistics from ${responses} of the worst responses (two filtered views): ${statsMs.toFixed(0)} ms; public PATCH during it: ` +
          `${latencies.length} requests, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms (${slowness.toFixed(0)} ms without statistics)`,
      );
      expect(filtered.totals.started).toBe(1);
      expect(everything.totals).toMatchObject({ started: responses, completed: responses });
      // every response counted within its bounds: 300 answer keys, 200 pages
      expect(everything.questions.length).toBe(values / listElements);
      expect(everything.funnel.length).toBe(responses * 200);
      expect(everything.results.top.length).toBeGreaterThan(0);
      // the public API keeps its usual latency (1 s), with room for a machine busy with other work
      expect(p99).toBeLessThan(1000 + 20 * slowness);
      expect(latencies.at(-1)!).toBeLessThan(3000 + 50 * slowness);
    });
  });
}
