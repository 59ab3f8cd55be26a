import { describeApiContract } from '@treesponse/core/api-contract';
import { startApiServer } from '../src/index.js';
import { createHttpApi } from '@treesponse/core/http';
import { expect, test } from 'vitest';
import { callsSoFar } from '../src/db.js';
import { call, eventually, md5Base64, newTreesponder } from './helpers.js';
import { describeProductionSuite } from './production-suite.js';
import { describeServerSuite, MAIN, TEST_PROJECTS } from './server-suite.js';
import { describeDashboardSuite } from './dashboard-suite.js';
import { describeHostileSuite } from './hostile-suite.js';
import { describeDigestSuite } from './digest-suite.js';

// The embedded database in memory (the on-disk variant is exercised by the CLI test and the benchmark).
describeServerSuite('PGlite (embedded)', async () => ({}));
describeProductionSuite('PGlite (embedded)', async () => ({}));
describeDashboardSuite('PGlite (embedded)', async () => ({}));
// 20,000 responses keep the suite affordable on a busy machine; bench/save-through-export.mjs runs it with 100,000
describeHostileSuite('PGlite (embedded)', async () => ({}), { exportedResponses: Number(process.env.EXPORTED_RESPONSES ?? 20_000) });

describeDigestSuite('PGlite (embedded)', async () => ({}), { sharedDatabase: false });

describeApiContract('treesponse-api on PGlite', async () => {
  const server = await startApiServer({ projects: TEST_PROJECTS, rateLimits: false });
  return { host: server.url, projectKey: MAIN, aggregatorUrl: `${server.apiUrl}/aggregator`, close: server.close };
});


test('the server prunes unattached blobs by itself, every blobPruneIntervalMs', { timeout: 60_000 }, async () => {
  const server = await startApiServer({ projects: TEST_PROJECTS, unattachedBlobRetentionMs: 3000, blobPruneIntervalMs: 100 });
  try {
    const api = createHttpApi({ host: server.url, projectKey: MAIN });
    const { token } = await api.createTreesponder();
    const content = new TextEncoder().encode('left behind');
    const direct = await api.createDirectUpload(token, {
      blob: { filename: 'left.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content) },
    });
    await api.storeFile(direct.direct_upload, new Blob([content]));
    const url = api.fileUrl(direct.signed_id, 'left.txt');
    expect((await fetch(url)).status).toBe(200);
    await eventually(async () => expect((await fetch(url)).status).toBe(404), 15_000);
  } finally {
    await server.close();
  }
});

test('a visitor\'s later calls ask the embedded database one statement less: the treesponder of a token used is kept', async () => {
  const server = await startApiServer({ projects: TEST_PROJECTS, rateLimits: false });
  try {
    const { token } = await newTreesponder(server, MAIN);
    const body = { completed: false, language: 'nl', answers: { price: '3' } };
    const statements = async (work: () => Promise<unknown>) => {
      const before = callsSoFar(server.db);
      await work();
      return callsSoFar(server.db) - before;
    };
    const create = () => call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body });
    // the first call looks the token up and stores; the next ones only store
    expect(await statements(create)).toBe(2);
    expect(await statements(create)).toBe(1);
    const { publicId } = (await create()).body as { publicId: string };
    expect(await statements(() => call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key: MAIN, token, body }))).toBe(1);
    // an unknown token is asked every time
    const unknown = () => call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token: 'x'.repeat(43), body });
    expect(await statements(unknown)).toBe(1);
    expect(await statements(unknown)).toBe(1);
  } finally {
    await server.close();
  }
});
