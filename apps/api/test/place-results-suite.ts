/**
 * The result most often first per province and region, under the dashboard's filters. Runs inside the dashboard
 * suite (its server and the responses of `mainKey`: Ghent first ecopower, Brussels first engie), once per database.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { catchUp } from '../src/admin/rollup.js';
import type { DashboardStats } from '../src/admin/stats.js';
import { AdminClient } from './dashboard-suite.js';

export function describePlaceResults(getServer: () => ApiServer, mainKey: string): void {
  describe('top result per place', () => {
    let ann: AdminClient;
    beforeAll(async () => {
      ann = new AdminClient(getServer());
      await ann.login('ann');
    });
    const placeResults = async (query = '') => (await ann.json<DashboardStats>(`/api/projects/${mainKey}/stats${query}`)).placeResults!;

    test('each province and region with results gets its most frequent first result, following the filters', async () => {
      const all = await placeResults();
      expect(all.provinces.find((row) => row.province === 'BE-VOV')).toEqual({ province: 'BE-VOV', key: 'ecopower', count: 1 });
      expect(all.provinces.find((row) => row.province === 'BE-BRU')).toEqual({ province: 'BE-BRU', key: 'engie', count: 1 });
      expect(all.regions.find((row) => row.region === 'BE-VLG')).toEqual({ region: 'BE-VLG', key: 'ecopower', count: 1 });
      expect(all.regions.find((row) => row.region === 'BE-WAL')).toBeUndefined();
      expect(all.provinces.every((row) => row.province in { 'BE-VOV': 1, 'BE-BRU': 1 })).toBe(true);
      // the filters apply: Brussels' direct visit is not p-17's
      const partner = await placeResults('?partner=p-17');
      expect(partner.provinces).toEqual([{ province: 'BE-VOV', key: 'ecopower', count: 1 }]);
      expect((await placeResults('?region=BE-BRU')).regions).toEqual([{ region: 'BE-BRU', key: 'engie', count: 1 }]);
    });

    test('many result keys in one province still give one row per place; ties go to the first key', async () => {
      const server = getServer();
      const { rows } = await server.db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [mainKey]);
      const projectId = rows[0]!.id;
      // 60 responses in Namur, each with its own first result (a hostile spread), and two with 'b-tie' and 'a-tie'
      const keys = [...Array.from({ length: 60 }, (_, i) => `k${String(i).padStart(2, '0')}-${'x'.repeat(150)}`), 'b-tie', 'a-tie', 'b-tie', 'a-tie'];
      for (const [index, key] of keys.entries())
        await server.db.query(
          `INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, postcode, results)
           SELECT $1, treesponder_id, $3, true, '5000', jsonb_build_object($2::text, 10)
           FROM treesponses WHERE project_id = $1 LIMIT 1`,
          [projectId, key, `place-result-${index}`],
        );
      await catchUp(server.db, projectId);
      const namur = await placeResults('?province=BE-WNA');
      expect(namur.provinces).toEqual([{ province: 'BE-WNA', key: 'a-tie', count: 2 }]);
      expect(namur.regions).toEqual([{ region: 'BE-WAL', key: 'a-tie', count: 2 }]);
      await server.db.query("DELETE FROM treesponses WHERE project_id = $1 AND postcode = '5000'", [projectId]);
      await catchUp(server.db, projectId);
      expect((await placeResults('?province=BE-WNA')).provinces).toEqual([]);
    });
  });
}
