import { afterAll } from 'vitest';
import { startPostgres, type TestPostgres } from './postgres.js';
import { describeServerSuite } from './server-suite.js';

let postgres: TestPostgres | undefined;
afterAll(async () => {
  await postgres?.stop();
});

describeServerSuite('PostgreSQL (server)', async () => {
  postgres = await startPostgres();
  return { databaseUrl: postgres.url };
});
