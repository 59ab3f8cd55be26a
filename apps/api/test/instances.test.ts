/**
 * Several API servers on one PostgreSQL database, as behind a load balancer: load through both, the one-vote race
 * across them, files and abuse limits shared, and a server that stops while a request is in flight.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApiServer, type ApiServer } from '../src/index.js';
import { call, md5Base64, newTreesponder } from './helpers.js';
import { startPostgres, type TestPostgres } from './postgres.js';
import { TEST_SECRET } from './server-suite.js';

const KEY = 'pk-instances';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('two API servers on one PostgreSQL database', () => {
  let postgres: TestPostgres;
  let a: ApiServer;
  let b: ApiServer;
  const instance = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    postgres = await startPostgres();
    const options = {
      databaseUrl: postgres.url,
      secret: TEST_SECRET,
      projects: [{ key: KEY, name: 'Instances' }],
      trustedProxies: 1,
      rateLimits: { treespondersPerAddress: 10_000, treesponsesPerAddress: 10_000, codeAttemptsPerAddress: 10_000 },
      logger: silent,
      logError: () => undefined,
    };
    [a, b] = await Promise.all([startApiServer(options), startApiServer(options)]);
  }, 90_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await postgres?.stop();
  });

  test('a server on PostgreSQL leaves the data folder alone: it need not exist, and holds no lock or address there', async () => {
    const dataDir = join(tmpdir(), `treesponse-no-folder-${randomBytes(6).toString('hex')}`);
    const third = await startApiServer({ databaseUrl: postgres.url, secret: TEST_SECRET, dataDir, logger: silent, logError: () => undefined });
    try {
      expect((await call(third, 'GET', '/health')).status).toBe(200);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await third.close();
    }
  });

  test('600 treesponses through both servers, 20 at a time: every acknowledged row is there, once', async () => {
    const treesponders = await Promise.all(Array.from({ length: 20 }, (_, i) => newTreesponder(instance(i), KEY)));
    const acknowledged: string[] = [];
    let next = 0;
    await Promise.all(
      treesponders.map(async ({ token }, worker) => {
        while (next < 600) {
          const n = next++;
          // each treesponder talks to either server, as a load balancer without stickiness would send it
          const reply = await call(instance(n + worker), 'POST', '/api/v1/treesponses', {
            key: KEY,
            token,
            headers: { 'x-forwarded-for': `192.0.2.${n % 200}` },
            body: { answers: { n }, completed: true },
          });
          expect(reply.status).toBe(201);
          acknowledged.push((reply.body as { publicId: string }).publicId);
        }
      }),
    );
    expect(acknowledged).toHaveLength(600);
    const { rows } = await a.db.query<{ public_id: string }>(
      'SELECT t.public_id FROM treesponses t JOIN projects p ON p.id = t.project_id WHERE p.key = $1',
      [KEY],
    );
    const stored = new Set(rows.map((row) => row.public_id));
    expect(stored.size).toBe(rows.length);
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
  }, 120_000);

  test('the one-vote race across servers: 60 submissions of one code, exactly one accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const code = randomBytes(64).toString('hex');
      const voters = await Promise.all(Array.from({ length: 60 }, (_, i) => newTreesponder(instance(i), KEY)));
      const replies = await Promise.all(
        voters.map(({ token }, i) =>
          call(instance(i + 1), 'POST', '/api/v1/treesponses', {
            key: KEY,
            token,
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
            body: { validation_code: code },
          }),
        ),
      );
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
      const refused = replies.filter((reply) => reply.status === 422);
      expect(refused).toHaveLength(59);
      for (const reply of refused) expect(reply.body).toEqual({ validation_code: ['already used'] });
    }
  }, 60_000);

  test('a file uploaded through one server is served by the other', async () => {
    const { token } = await newTreesponder(a, KEY);
    const content = randomBytes(300_000);
    const announced = await call(a, 'POST', '/api/v1/direct_uploads', {
      key: KEY,
      token,
      body: { blob: { filename: 'photo.png', content_type: 'image/png', byte_size: content.length, checksum: md5Base64(content) } },
    });
    const { direct_upload, signed_id } = announced.body as { direct_upload: { url: string }; signed_id: string };
    // the upload url names server a; send it to b instead
    const onB = direct_upload.url.replace(a.url, b.url);
    const put = await fetch(onB, { method: 'PUT', headers: { 'content-type': 'image/png', 'content-md5': md5Base64(content) }, body: content });
    expect(put.status).toBe(204);
    const served = await fetch(`${a.url}/rails/active_storage/blobs/${signed_id}/photo.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
    expect(a.blobStorage).toBe('database');
  });

  test('abuse limits are shared: the servers count together', async () => {
    const options = {
      databaseUrl: postgres.url,
      secret: TEST_SECRET,
      trustedProxies: 1,
      rateLimits: { treespondersPerAddress: 6 },
      logger: silent,
      logError: () => undefined,
    };
    const [c, d] = await Promise.all([startApiServer(options), startApiServer(options)]);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const reply = await call(i % 2 ? c : d, 'POST', '/api/v1/treesponders', { key: KEY, headers: { 'x-forwarded-for': '203.0.113.77' } });
        statuses.push(reply.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await c.close();
      await d.close();
    }
  });

  test('stopping a server: a request in flight still finishes and is kept, then new connections are refused', async () => {
    const stopping = await startApiServer({ databaseUrl: postgres.url, secret: TEST_SECRET, logger: silent, logError: () => undefined });
    const { token } = await newTreesponder(stopping, KEY);
    expect((await call(stopping, 'GET', '/ready')).status).toBe(200);
    const body = JSON.stringify({ answers: { slow: 'x'.repeat(20_000), slower: 'y'.repeat(20_000), slowest: 'z'.repeat(10_000) }, completed: true });
    const { hostname, port } = new URL(stopping.url);
    // a request whose body arrives slowly: half now, half after close() has begun
    const answer = new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          [
            'POST /api/v1/treesponses HTTP/1.1',
            `Host: ${hostname}:${port}`,
            `x-project-key: ${KEY}`,
            `authorization: Bearer ${token}`,
            'content-type: application/json',
            `content-length: ${Buffer.byteLength(body)}`,
            '',
            '',
          ].join('\r\n'),
        );
        socket.write(body.slice(0, 1000));
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      setTimeout(() => socket.write(body.slice(1000)), 700);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closed = stopping.close();
    const raw = await answer;
    expect(raw).toMatch(/^HTTP\/1\.1 201/);
    const publicId = (JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { publicId: string }).publicId;
    await closed;
    const { rows } = await a.db.query('SELECT 1 FROM treesponses WHERE public_id = $1', [publicId]);
    expect(rows).toHaveLength(1);
    // new connections are refused once it has stopped; the other servers go on
    await expect(fetch(`${stopping.url}/health`)).rejects.toThrow();
    expect((await call(a, 'GET', '/ready')).body).toEqual({ ready: true });
  });
});
