/**
 * The dashboard suite's client against a real server on the embedded database: when the event loop was held for
 * longer than the server's keep-alive (as a test's insert of thousands of rows holds it), the server's idle timer
 * fires late and resets the next request written to the kept-alive connection. A browser sends that request again on
 * a new connection; the client does too, so such a test does not fail at its next request.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApiServer, type ApiServer } from '../src/index.js';
import { AdminClient } from './dashboard-suite.js';
import { TEST_SECRET } from './server-suite.js';

/** Longer than the server's keep-alive (5 s) with the margin the late timer needs to lose the race. */
const HELD_MS = 6_000;

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ secret: TEST_SECRET, projects: [{ key: 'held', name: 'Held' }], logError: () => undefined });
});
afterAll(() => server.close());

test('sends a request again when the server reset its kept-alive connection after the event loop was held', async () => {
  const ann = new AdminClient(server);
  expect((await ann.login('nobody')).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const until = Date.now() + HELD_MS;
  while (Date.now() < until) {
    // holds the event loop, as a long statement of the embedded database does
  }
  expect((await ann.login('nobody')).status).toBe(401);
}, 30_000);
