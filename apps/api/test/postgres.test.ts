import { afterAll, expect, test } from 'vitest';
import { describeApiContract } from '@treesponse/core/api-contract';
import { startApiServer } from '../src/index.js';
import { openDatabase } from '../src/db.js';
import { startPostgres, type TestPostgres } from './postgres.js';
import { describeProductionSuite } from './production-suite.js';
import { describeServerSuite, MAIN, TEST_PROJECTS, TEST_SECRET } from './server-suite.js';
import { describeDashboardSuite } from './dashboard-suite.js';
import { describeHostileSuite } from './hostile-suite.js';
import { describeDigestSchedule, describeDigestSuite } from './digest-suite.js';

let postgres: Promise<TestPostgres> | undefined;
/** One throwaway PostgreSQL server (and database) for this file, started on first use. */
const databaseUrl = async () => (await (postgres ??= startPostgres())).url;

afterAll(async () => {
  await (await postgres)?.stop();
});

// Counted as a failed test (not only a failed hook) when no PostgreSQL can be started.
test('a PostgreSQL server is available for the tests', async () => {
  expect(await databaseUrl()).toMatch(/^postgres(ql)?:\/\//);
}, 60_000);

test('a prepared statement that a migration of another server invalidated runs again, unprepared', async () => {
  const db = await openDatabase({ url: await databaseUrl() });
  try {
    await db.exec('CREATE TABLE prepared_probe (a int); INSERT INTO prepared_probe VALUES (1)');
    // prepared on the connection at its first run, then run by name
    for (let run = 0; run < 2; run++) expect((await db.query('SELECT * FROM prepared_probe')).rows).toEqual([{ a: 1 }]);
    await db.exec('ALTER TABLE prepared_probe ADD COLUMN b int');
    expect((await db.query('SELECT * FROM prepared_probe')).rows).toEqual([{ a: 1, b: null }]);
  } finally {
    await db.exec('DROP TABLE IF EXISTS prepared_probe');
    await db.close();
  }
});

describeServerSuite('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }));
describeProductionSuite('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }));
describeDashboardSuite('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }));
describeHostileSuite('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }), { exportedResponses: 3_000 });

describeDigestSuite('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }), { sharedDatabase: true });
describeDigestSchedule('PostgreSQL (server)', async () => ({ databaseUrl: await databaseUrl() }));

describeApiContract('treesponse-api on PostgreSQL', async () => {
  const server = await startApiServer({ databaseUrl: await databaseUrl(), secret: TEST_SECRET, projects: TEST_PROJECTS, rateLimits: false });
  return { host: server.url, projectKey: MAIN, aggregatorUrl: `${server.apiUrl}/aggregator`, close: server.close };
});
