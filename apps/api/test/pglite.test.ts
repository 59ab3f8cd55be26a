import { describeApiContract } from '../../../packages/core/test/api-contract.js';
import { startApiServer } from '../src/index.js';
import { describeServerSuite, MAIN, TEST_PROJECTS } from './server-suite.js';

// The embedded database in memory (the on-disk variant is exercised by the CLI test and the benchmark).
describeServerSuite('PGlite (embedded)', async () => ({}));

describeApiContract('treesponse-api on PGlite', async () => {
  const server = await startApiServer({ projects: TEST_PROJECTS });
  return { host: server.url, projectKey: MAIN, aggregatorUrl: `${server.apiUrl}/aggregator`, close: server.close };
});

