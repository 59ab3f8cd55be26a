/**
 * The dashboard's filters on region, province and partner (or direct visits), on the statistics and the exports,
 * and the counts they read staying bounded with as many partners, as long-named, as the limits allow. Runs inside
 * the dashboard suite (its server and its three responses of `mainKey`), once per database.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { catchUp } from '../src/admin/rollup.js';
import { MAX_PARTNER_LENGTH } from '../src/admin/partner.js';
import type { DashboardStats } from '../src/admin/stats.js';
import { AdminClient, makeOperator } from './dashboard-suite.js';

const PARTNERS = 300;

export function describePlaceAndPartnerFilters(label: string, getServer: () => ApiServer, mainKey: string): void {
  describe('filters on region, province and partner', () => {
    let ann: AdminClient;
    beforeAll(async () => {
      ann = new AdminClient(getServer());
      await ann.login('ann');
    });
    const started = async (query: string) => (await ann.json<DashboardStats>(`/api/projects/${mainKey}/stats?${query}`)).totals;

    test('every figure follows the filter; the partners to choose from stay all of them', async () => {
      // the three responses: Ghent (BE-VOV) through p-17, completed; Brussels direct, completed; no postcode through p-17
      expect(await started('region=BE-VLG')).toMatchObject({ started: 1, completed: 1 });
      expect(await started('province=BE-BRU')).toMatchObject({ started: 1, completed: 1 });
      expect(await started('region=BE-WAL')).toMatchObject({ started: 0, completed: 0 });
      expect(await started('region=BE-VLG&province=BE-BRU')).toMatchObject({ started: 0 });
      expect(await started('partner=p-17')).toMatchObject({ started: 2, completed: 1 });
      // direct visits: the Brussels response, and any saved meanwhile by the suite's other tests
      const direct = (await ann.json<DashboardStats>(`/api/projects/${mainKey}/stats`)).partners.partners.find((row) => row.partner === '')!;
      expect(direct.started).toBeGreaterThanOrEqual(1);
      expect(await started('direct=true')).toMatchObject({ started: direct.started, completed: direct.completed });
      expect(await started('region=BE-VLG&partner=p-17&language=fr')).toMatchObject({ started: 1, completed: 1 });

      const partner = await ann.json<DashboardStats>(`/api/projects/${mainKey}/stats?partner=p-17`);
      expect(partner.funnel.map((step) => [step.page, step.reached, step.leftHere])).toEqual([
        ['first_page', 2, 0],
        ['page_price', 2, 1],
        ['page_privacy', 1, 0],
        ['page_outro', 1, 0],
      ]);
      expect(partner.questions.find((question) => question.key === 'price')?.counts).toEqual([
        { value: '3', count: 1 },
        { value: '5', count: 1 },
      ]);
      expect(partner.places.unknown).toEqual({ started: 1, completed: 0 });
      expect(partner.partners.partners).toEqual([{ partner: 'p-17', started: 2, completed: 1 }]);
      expect([...partner.options.partners].sort()).toEqual(['', 'p-17']);
      const brussels = await ann.json<DashboardStats>(`/api/projects/${mainKey}/stats?province=BE-BRU`);
      expect(brussels.results.top).toEqual([{ key: 'engie', count: 1 }]);
      expect(brussels.places.regions.find((row) => row.region === 'BE-VLG')).toEqual({ region: 'BE-VLG', started: 0, completed: 0 });
    });

    test('the exports take the same filter', async () => {
      const exported = (query: string) =>
        ann.jsonLines<{ postcode: string | null; answers: Record<string, unknown> }>(`/api/projects/${mainKey}/export.jsonl?${query}`);
      expect((await exported('region=BE-BRU')).map((row) => row.postcode)).toEqual(['1050']);
      expect((await exported('partner=p-17')).map((row) => row.answers.bpact_id)).toEqual(['p-17', 'p-17']);
      expect((await exported('direct=true&province=BE-VOV')).length).toBe(0);
      const csv = await (await ann.request('GET', `/api/projects/${mainKey}/export.csv?province=BE-VOV`)).text();
      expect(csv.trim().split('\r\n')).toHaveLength(2);
    });

    test('a malformed place or partner is a 400 naming each field', async () => {
      const tooLong = '🌳'.repeat(MAX_PARTNER_LENGTH + 1);
      const bad = await ann.request('GET', `/api/projects/${mainKey}/stats?region=BE-XX&province=Gent&partner=${encodeURIComponent(tooLong)}`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        region: ['must be a region code (BE-BRU, BE-VLG or BE-WAL)'],
        province: ['must be a province code such as BE-VAN'],
        partner: [`is too long (maximum is ${MAX_PARTNER_LENGTH} characters)`],
      });
      const both = await ann.request('GET', `/api/projects/${mainKey}/export.csv?direct=true&partner=p-17`);
      expect(both.status).toBe(400);
      expect(await both.json()).toEqual({ direct: ['cannot be combined with a partner'] });
      // the longest partner id allowed, in characters beyond one byte, is a filter like any other
      expect((await ann.request('GET', `/api/projects/${mainKey}/stats?partner=${encodeURIComponent('🌳'.repeat(MAX_PARTNER_LENGTH))}`)).status).toBe(200);
    });

    // the test of MAX_PARTNERS and beyond is the partners view's; here enough partners for every (day, province) to hold many
    test(`${PARTNERS} partners with the longest ids: an unfiltered view reads no more counts, a filter on one partner reads its own`, { timeout: 120_000 }, async () => {
      const server = getServer();
      const partners = PARTNERS;
      const { rows } = await server.db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('partners', 'Partners') RETURNING id");
      const projectId = rows[0]!.id;
      await server.db.query(
        `INSERT INTO treesponders (project_id, public_id, token_hash) SELECT $1, 'partner' || g, 'partner-token-' || g FROM generate_series(1, $2) g`,
        [projectId, partners],
      );
      // each partner sends one response from a postcode of every range in turn; its id as long as allowed, in
      // four-byte characters, and an answer key as long as allowed too
      const longKey = 'k'.repeat(200);
      await server.db.query(
        `INSERT INTO treesponses (project_id, treesponder_id, public_id, postcode, completed, answers)
         SELECT $1, r.id, 'pt' || r.public_id, (1000 + (r.n * 617) % 9000)::text, r.n % 2 = 0,
                jsonb_build_object('bpact_id', rpad(r.public_id, ${MAX_PARTNER_LENGTH}, '🌳'), 'price', '3', '${longKey}', 'yes')
         FROM (SELECT id, public_id, substring(public_id FROM 8)::int AS n FROM treesponders WHERE project_id = $1) r`,
        [projectId],
      );
      expect(await catchUp(server.db, projectId)).toMatchObject({ complete: true });
      await makeOperator(server, 'pat', 'partners');
      const pat = new AdminClient(server);
      await pat.login('pat');

      // what an unfiltered view reads: besides each partner's own started/completed (the partners view), the same
      // few rows as for one partner
      const { rows: unsplit } = await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM dashboard_counts WHERE project_id = $1 AND NOT split AND metric NOT IN ('partner')",
        [projectId],
      );
      expect(unsplit[0]!.n).toBeLessThan(50);
      const timed = async (query: string) => {
        const begin = performance.now();
        const stats = await pat.json<DashboardStats>(`/api/projects/partners/stats${query}`);
        return { stats, ms: performance.now() - begin };
      };
      const all = await timed('');
      expect(all.stats.totals.started).toBe(partners);
      expect(all.stats.partners.partners).toHaveLength(PARTNERS);
      expect(all.stats.options.partners).toHaveLength(PARTNERS);
      // as the database pads: to 200 characters
      const one = `partner7${'🌳'.repeat(MAX_PARTNER_LENGTH - 'partner7'.length)}`;
      const filtered = await timed(`?partner=${encodeURIComponent(one)}`);
      expect(filtered.stats.totals).toMatchObject({ started: 1, completed: 0 });
      expect(filtered.stats.questions.find((question) => question.key === longKey)?.counts).toEqual([{ value: 'yes', count: 1 }]);
      const province = await timed('?province=BE-VAN');
      const inAntwerp = (await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM treesponses WHERE project_id = $1 AND postcode::int >= 2000 AND postcode::int < 3000`,
        [projectId],
      )).rows[0]!.n;
      expect(province.stats.totals.started).toBe(inAntwerp);
      console.log(
        `${label}: ${partners} partners: statistics unfiltered ${all.ms.toFixed(0)} ms, one partner ${filtered.ms.toFixed(0)} ms, ` +
          `one province ${province.ms.toFixed(0)} ms`,
      );
    });
  });
}
