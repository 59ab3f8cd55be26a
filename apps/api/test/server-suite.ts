/**
 * The server's behaviour over real HTTP, run once per database (PGlite and PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NotAuthorizedError, UnprocessableEntityError, type WireTreesponse } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { createMemoryOfflineStore, createOfflineApi } from '@treesponse/core/offline';
import {
  createVoteCodeKey,
  eraseRespondent,
  listTreesponses,
  migrate,
  MIGRATIONS,
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from '../src/index.js';
import { PAGE_VISIT_LIMITS, VALUE_LIMITS } from '../src/validation.js';
import { call, eventually, md5Base64, newTreesponder, sendCutOffRequest, storedFiles } from './helpers.js';

export const MAIN = 'pk-main';
export const OTHER = 'pk-other';
export const DISTRICT = 'pk-district';
export const LIKE_OPTIONS = [
  { id: 1, text: 'More trees in the park', name: 'trees' },
  { id: 'b', text: 'A safer crossing', name: 'crossing' },
];
const ALLOWED_CODE = 'a'.repeat(128);
/** The servers of one database share a secret (a different one is refused, see the production suite). */
export const TEST_SECRET = 'test-secret-of-at-least-32-characters-0123456789';
const keyed = createVoteCodeKey(TEST_SECRET);

export const TEST_PROJECTS: ApiServerOptions['projects'] = [
  { key: MAIN, name: 'Main', likeOptions: LIKE_OPTIONS },
  { key: OTHER, name: 'Other' },
  { key: DISTRICT, name: 'District', allowList: [ALLOWED_CODE.toUpperCase(), 'b'.repeat(128)] },
];

const fullTreesponse = (overrides: Partial<WireTreesponse> = {}): WireTreesponse => ({
  age: '25-35',
  completed: false,
  email: 'visitor@example.org',
  gender: 'non-binary',
  language: 'fr',
  optin_organisation: true,
  optin_project: false,
  page_visits: [{ index: 0, name: 'first page', order: 0 }],
  postcode: '9000',
  query: 'linkname=bp&p_id=7',
  survey_version: 'v1',
  validation_code: null,
  year_of_birth: 1990,
  answers: { price: '5', member: ['ecopower', 'other'], member_other: 'x' },
  results: {},
  uploads_attributes: [],
  ...overrides,
});

export function describeServerSuite(label: string, options: () => Promise<Partial<ApiServerOptions>>): void {
  describe(`API server on ${label}`, () => {
    let server: ApiServer;

    beforeAll(async () => {
      server = await startApiServer({
        ...(await options()),
        secret: TEST_SECRET,
        projects: TEST_PROJECTS,
        logError: () => undefined,
        // this suite checks behaviour, with many requests from one address; the production suite checks the limits
        rateLimits: false,
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    test('migrations are recorded and applied only once; a new version is applied on the next start', async () => {
      expect(await migrate(server.db)).toEqual([]);
      const { rows } = await server.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const next = [...MIGRATIONS, { version: 900, name: 'probe', sql: 'CREATE TABLE migration_probe (id integer); INSERT INTO migration_probe VALUES (1);' }];
      expect(await migrate(server.db, next)).toEqual([900]);
      expect(await migrate(server.db, next)).toEqual([]);
      expect((await server.db.query('SELECT id FROM migration_probe')).rows).toEqual([{ id: 1 }]);
      // a failing migration is rolled back whole and not recorded
      const broken = [...next, { version: 901, name: 'broken', sql: 'CREATE TABLE half_done (id integer); SELECT no_such_function();' }];
      await expect(migrate(server.db, broken)).rejects.toThrow();
      expect((await server.db.query("SELECT to_regclass('half_done') AS t")).rows).toEqual([{ t: null }]);
      expect((await server.db.query('SELECT 1 FROM schema_migrations WHERE version = 901')).rows).toEqual([]);
    });

    test('the engine client creates, reads and updates a treesponse', async () => {
      const api = createHttpApi({ host: server.url, projectKey: MAIN });
      const { publicId, token } = await api.createTreesponder();
      expect(publicId).toMatch(/^[A-Za-z0-9]{16}$/);
      const created = await api.createTreesponse(token, fullTreesponse());
      const read = await api.getTreesponse(token, created.publicId);
      expect(read).toEqual({
        age: '25-35',
        completed: false,
        email: 'visitor@example.org',
        gender: 'non-binary',
        language: 'fr',
        optin_organisation: true,
        optin_project: false,
        page_visits: [{ index: 0, name: 'first page', order: 0 }],
        postcode: '9000',
        query: 'linkname=bp&p_id=7',
        survey_version: 'v1',
        validation_code: null,
        year_of_birth: 1990,
        answers: { price: '5', member: ['ecopower', 'other'], member_other: 'x' },
        results: {},
        uploads: [],
      });
      await api.updateTreesponse(token, created.publicId, fullTreesponse({ completed: true, results: { ecopower: 93 }, language: 'nl' }));
      const updated = await api.getTreesponse(token, created.publicId);
      expect(updated).toMatchObject({ completed: true, results: { ecopower: 93 }, language: 'nl' });
      const [stored] = (await server.listTreesponses(MAIN)).filter((r) => r.id === created.publicId);
      expect(stored).toMatchObject({ treesponder_id: publicId, completed: true, results: { ecopower: 93 } });
      const [direct] = (await listTreesponses(server.db, MAIN)).filter((r) => r.id === created.publicId);
      expect(direct).toEqual(stored);
    });

    test('a treesponder erased while its token is in use gets 401 on every later call, as an unknown token does', async () => {
      const { token } = await newTreesponder(server, MAIN);
      const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: fullTreesponse() });
      expect(created.status).toBe(201);
      const { publicId } = created.body as { publicId: string };
      // the token was just used: the server knows its treesponder without asking the database
      expect((await call(server, 'GET', `/api/v1/treesponses/${publicId}`, { key: MAIN, token })).status).toBe(200);
      // erased behind the server's back (as another server on the same database would)
      expect((await eraseRespondent(server.db, { id: publicId })).treesponses).toBe(1);
      const upload = { blob: { filename: 'a.txt', content_type: 'text/plain', byte_size: 1, checksum: md5Base64('a') } };
      const replies = [
        await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: fullTreesponse() }),
        await call(server, 'GET', `/api/v1/treesponses/${publicId}`, { key: MAIN, token }),
        await call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key: MAIN, token, body: fullTreesponse({ completed: true }) }),
        await call(server, 'POST', '/api/v1/direct_uploads', { key: MAIN, token, body: upload }),
        await call(server, 'POST', '/api/v1/ai_feedbacks', { key: MAIN, token, body: { argument: 'more trees' } }),
      ];
      expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401, 401, 401]);
      expect((await server.db.query('SELECT 1 FROM treesponses WHERE public_id = $1', [publicId])).rows).toEqual([]);
    });

    test('a partial PATCH changes only the fields it sends (the collection save)', async () => {
      const { token } = await newTreesponder(server, MAIN);
      const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: fullTreesponse() });
      const id = (created.body as { publicId: string }).publicId;
      const patch = await call(server, 'PATCH', `/api/v1/treesponses/${id}`, {
        key: MAIN,
        token,
        body: { results: { engie: 40 }, completed: true, email: 'new@example.org', language: 'de' },
      });
      expect(patch.status).toBe(204);
      const read = await call(server, 'GET', `/api/v1/treesponses/${id}`, { key: MAIN, token });
      expect(read.body).toMatchObject({
        results: { engie: 40 },
        completed: true,
        email: 'new@example.org',
        language: 'de',
        postcode: '9000',
        answers: { price: '5' },
      });
    });

    describe('authorization', () => {
      test('no project key or an unknown one is refused', async () => {
        for (const key of [undefined, 'unknown-key']) {
          const reply = await call(server, 'POST', '/api/v1/treesponders', { key });
          expect(reply).toMatchObject({ status: 401, body: { error: 'Not authorized' } });
        }
      });

      test('treesponse calls need the bearer of a treesponder of the same project', async () => {
        const own = await newTreesponder(server, MAIN);
        const other = await newTreesponder(server, OTHER);
        const body = fullTreesponse();
        for (const token of [undefined, 'not-a-token', other.token]) {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body });
          expect(reply).toMatchObject({ status: 401, body: { error: 'Not authorized' } });
        }
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token: own.token, body });
        expect(created.status).toBe(201);
        // the right token with another project's key
        const crossProject = await call(server, 'GET', `/api/v1/treesponses/${(created.body as { publicId: string }).publicId}`, {
          key: OTHER,
          token: own.token,
        });
        expect(crossProject.status).toBe(401);
        for (const path of ['/api/v1/direct_uploads', '/api/v1/ai_feedbacks']) {
          expect((await call(server, 'POST', path, { key: MAIN, body: { argument: 'hello there' } })).status).toBe(401);
        }
      });

      test("another treesponder's treesponse cannot be read or changed (404)", async () => {
        const owner = await newTreesponder(server, MAIN);
        const intruder = await newTreesponder(server, MAIN);
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token: owner.token, body: fullTreesponse() });
        const id = (created.body as { publicId: string }).publicId;
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        const read = await call(server, 'GET', `/api/v1/treesponses/${id}`, { key: MAIN, token: intruder.token });
        expect(read).toMatchObject({ status: 404, body: { error: 'Not found' } });
        const patch = await call(server, 'PATCH', `/api/v1/treesponses/${id}`, {
          key: MAIN,
          token: intruder.token,
          body: { email: 'stolen@example.org' },
        });
        expect(patch.status).toBe(404);
        expect((await api.getTreesponse(owner.token, id)).email).toBe('visitor@example.org');
        await expect(api.getTreesponse('wrong', id)).rejects.toBeInstanceOf(NotAuthorizedError);
      });

      test('the aggregator answers the like options to the project key as bearer only', async () => {
        const { token } = await newTreesponder(server, MAIN);
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: fullTreesponse() });
        const id = (created.body as { publicId: string }).publicId;
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        expect(await api.getLikeOptions(`${server.apiUrl}/aggregator`, id)).toEqual(LIKE_OPTIONS);
        expect((await call(server, 'GET', `/api/v1/aggregator/${id}`)).status).toBe(401);
        expect((await call(server, 'GET', `/api/v1/aggregator/${id}`, { token: 'unknown-key' })).status).toBe(401);
        expect((await call(server, 'GET', `/api/v1/aggregator/${id}`, { token })).status).toBe(401);
        // a treesponse of another project is not found for this key
        expect((await call(server, 'GET', `/api/v1/aggregator/${id}`, { token: OTHER })).status).toBe(404);
      });
    });

    describe('one vote per person', () => {
      test('100 concurrent submissions of the same code: exactly one accepted', async () => {
        const code = randomBytes(64).toString('hex');
        const treesponders = await Promise.all(Array.from({ length: 100 }, () => newTreesponder(server, MAIN)));
        const replies = await Promise.all(
          treesponders.map(({ token }) =>
            call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: fullTreesponse({ validation_code: code }) }),
          ),
        );
        const accepted = replies.filter((reply) => reply.status === 201);
        const refused = replies.filter((reply) => reply.status === 422);
        expect(accepted).toHaveLength(1);
        expect(refused).toHaveLength(99);
        for (const reply of refused) expect(reply.body).toEqual({ validation_code: ['already used'] });
        const { rows } = await server.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM treesponses WHERE validation_code = $1',
          [keyed.protect(code)],
        );
        expect(rows[0]!.n).toBe(1);
      }, 60_000);

      test('setting a used code with PATCH is refused; keeping your own is fine; codes are per project', async () => {
        const code = randomBytes(64).toString('hex');
        const first = await newTreesponder(server, MAIN);
        const second = await newTreesponder(server, MAIN);
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        const one = await api.createTreesponse(first.token, fullTreesponse({ validation_code: code }));
        await api.updateTreesponse(first.token, one.publicId, fullTreesponse({ validation_code: code, completed: true }));
        const two = await api.createTreesponse(second.token, fullTreesponse());
        const error = await api.updateTreesponse(second.token, two.publicId, fullTreesponse({ validation_code: code })).catch((e) => e);
        expect(error).toBeInstanceOf(UnprocessableEntityError);
        expect((error as UnprocessableEntityError).details).toEqual({ validation_code: ['already used'] });
        const other = await newTreesponder(server, OTHER);
        const otherProject = await call(server, 'POST', '/api/v1/treesponses', {
          key: OTHER,
          token: other.token,
          body: fullTreesponse({ validation_code: code }),
        });
        expect(otherProject.status).toBe(201);
      });

      test('a stored code cannot be cleared or replaced, so it cannot be freed for a second vote', async () => {
        const code = randomBytes(64).toString('hex');
        const voter = await newTreesponder(server, MAIN);
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        const { publicId } = await api.createTreesponse(voter.token, fullTreesponse({ validation_code: code }));
        const error = await api
          .updateTreesponse(voter.token, publicId, fullTreesponse({ validation_code: randomBytes(64).toString('hex') }))
          .catch((e) => e);
        expect(error).toBeInstanceOf(UnprocessableEntityError);
        expect((error as UnprocessableEntityError).details).toEqual({ validation_code: ['cannot be changed'] });
        // null (what a resumed respondent sends, since GET never returns the code) and a PATCH without the field leave it alone
        await api.updateTreesponse(voter.token, publicId, fullTreesponse({ validation_code: null }));
        await api.updateTreesponse(voter.token, publicId, { ...fullTreesponse(), validation_code: undefined });
        const { rows } = await server.db.query<{ validation_code: string }>(
          'SELECT validation_code FROM treesponses WHERE public_id = $1',
          [publicId],
        );
        expect(rows[0]!.validation_code).toBe(keyed.protect(code));
        const second = await newTreesponder(server, MAIN);
        const again = await call(server, 'POST', '/api/v1/treesponses', {
          key: MAIN,
          token: second.token,
          body: fullTreesponse({ validation_code: code }),
        });
        expect(again).toMatchObject({ status: 422, body: { validation_code: ['already used'] } });
      });

      test('a project with an allow-list refuses other codes', async () => {
        const voter = await newTreesponder(server, DISTRICT);
        const refused = await call(server, 'POST', '/api/v1/treesponses', {
          key: DISTRICT,
          token: voter.token,
          body: fullTreesponse({ validation_code: 'c'.repeat(128) }),
        });
        expect(refused).toMatchObject({ status: 422, body: { validation_code: ['is not allowed'] } });
        const accepted = await call(server, 'POST', '/api/v1/treesponses', {
          key: DISTRICT,
          token: voter.token,
          body: fullTreesponse({ validation_code: ALLOWED_CODE }),
        });
        expect(accepted.status).toBe(201);
        const withoutCode = await call(server, 'POST', '/api/v1/treesponses', { key: DISTRICT, token: voter.token, body: fullTreesponse() });
        expect(withoutCode.status).toBe(201);
        const again = await call(server, 'POST', '/api/v1/treesponses', {
          key: DISTRICT,
          token: (await newTreesponder(server, DISTRICT)).token,
          body: fullTreesponse({ validation_code: ALLOWED_CODE }),
        });
        expect(again).toMatchObject({ status: 422, body: { validation_code: ['already used'] } });
      });
    });

    describe('direct uploads', () => {
      async function requestUpload(token: string, content: Uint8Array, overrides: Record<string, unknown> = {}) {
        return call(server, 'POST', '/api/v1/direct_uploads', {
          key: MAIN,
          token,
          body: {
            blob: { filename: 'notes.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content), ...overrides },
          },
        });
      }

      test('the offline transport sends what it kept, a file included, in order and once, though a reply was lost', async () => {
        let online = false;
        let loseCreateReply = true;
        // The create reaches the server and is stored, but its reply never comes back (a dropped connection).
        const losing: typeof fetch = async (input, init) => {
          const reply = await fetch(input, init);
          if (loseCreateReply && init?.method === 'POST' && String(input).endsWith('/api/v1/treesponses')) {
            loseCreateReply = false;
            throw new TypeError('the connection was lost');
          }
          return reply;
        };
        const kept = createOfflineApi({
          store: createMemoryOfflineStore(),
          server: createHttpApi({ host: server.url, projectKey: MAIN, environment: { fetch: losing } }),
          connectivity: { isOnline: () => online, onOnline: () => () => undefined },
          retryMs: 600_000,
        });
        const marker = randomBytes(8).toString('hex');
        const content = new TextEncoder().encode('kept while offline\n');
        const { token } = await kept.createTreesponder();
        const direct = await kept.createDirectUpload(token, {
          blob: { filename: 'kept.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content) },
        });
        await kept.storeFile(direct.direct_upload, new Blob([content], { type: 'text/plain' }));
        const uploads = [{ name: 'proposal', file: direct.signed_id }];
        const local = await kept.createTreesponse(token, fullTreesponse({ answers: { marker }, uploads_attributes: uploads }));
        await kept.updateTreesponse(token, local.publicId, fullTreesponse({ completed: true, answers: { marker, more: 'yes' }, uploads_attributes: uploads }));
        expect(kept.syncStatus().pending).toBe(3);

        online = true;
        await kept.sync();
        expect(kept.syncStatus()).toMatchObject({ pending: 2, error: expect.any(Error) });
        await kept.sync();
        expect(kept.syncStatus()).toMatchObject({ pending: 0, error: null });
        const mine = (await server.listTreesponses(MAIN)).filter((record) => record.answers.marker === marker);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ completed: true, answers: { marker, more: 'yes' }, uploads: [{ name: 'proposal', filename: 'kept.txt' }] });
        const file = await fetch(createHttpApi({ host: server.url, projectKey: MAIN }).fileUrl(mine[0]!.uploads[0]!.blobSignedId, 'kept.txt'));
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(content);
        kept.stop();
      });

      test('a file is stored, attached, listed and served', async () => {
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        const { token } = await api.createTreesponder();
        const content = new TextEncoder().encode('Bonjour, une idée pour le parc.\n');
        const checksum = md5Base64(content);
        const direct = await api.createDirectUpload(token, {
          blob: { filename: 'idée.txt', content_type: 'text/plain', byte_size: content.length, checksum },
        });
        expect(direct.direct_upload.headers).toEqual({ 'Content-Type': 'text/plain', 'Content-MD5': checksum });
        await api.storeFile(direct.direct_upload, new Blob([content], { type: 'text/plain' }));
        const created = await api.createTreesponse(
          token,
          fullTreesponse({ uploads_attributes: [{ name: 'proposal', file: direct.signed_id }] }),
        );
        const read = await api.getTreesponse(token, created.publicId);
        expect(read.uploads).toEqual([
          { id: expect.any(Number), name: 'proposal', filename: 'idée.txt', blobSignedId: direct.signed_id },
        ]);
        const file = await fetch(api.fileUrl(direct.signed_id, 'idée.txt'));
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('text/plain');
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(content);
        // replacing the file of an upload by its id
        const second = new TextEncoder().encode('v2');
        const direct2 = await api.createDirectUpload(token, {
          blob: { filename: 'v2.txt', content_type: 'text/plain', byte_size: second.length, checksum: md5Base64(second) },
        });
        await api.storeFile(direct2.direct_upload, new Blob([second]));
        await api.updateTreesponse(
          token,
          created.publicId,
          fullTreesponse({ uploads_attributes: [{ id: read.uploads![0]!.id, name: 'proposal', file: direct2.signed_id }] }),
        );
        expect((await api.getTreesponse(token, created.publicId)).uploads).toEqual([
          { id: read.uploads![0]!.id, name: 'proposal', filename: 'v2.txt', blobSignedId: direct2.signed_id },
        ]);
      });

      test('tampered or foreign signed ids are refused', async () => {
        const { token } = await newTreesponder(server, MAIN);
        const content = new TextEncoder().encode('secret plan');
        const reply = await requestUpload(token, content);
        const { direct_upload, signed_id } = reply.body as { direct_upload: { url: string; headers: Record<string, string> }; signed_id: string };
        const put = await fetch(direct_upload.url, { method: 'PUT', headers: direct_upload.headers, body: content });
        expect(put.status).toBe(204);
        const [payload, signature] = signed_id.split('.') as [string, string];
        const forged = Buffer.from(JSON.stringify({ p: 'blob_id', k: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA', e: null })).toString('base64url');
        const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
        for (const bad of [`${forged}.${signature}`, `${payload}.${flipped}`, payload, `${signed_id}x`]) {
          expect((await fetch(`${server.url}/rails/active_storage/blobs/${bad}/notes.txt`)).status).toBe(404);
          const attach = await call(server, 'POST', '/api/v1/treesponses', {
            key: MAIN,
            token,
            body: fullTreesponse({ uploads_attributes: [{ name: 'proposal', file: bad }] }),
          });
          expect(attach.status).toBe(422);
        }
        // an upload url is not a blob id and the other way round
        const uploadToken = direct_upload.url.split('/').pop()!;
        expect((await fetch(`${server.url}/rails/active_storage/blobs/${uploadToken}/notes.txt`)).status).toBe(404);
        expect((await fetch(`${server.url}/rails/active_storage/disk/${signed_id}`, { method: 'PUT', body: content })).status).toBe(404);
        // another treesponder cannot attach this blob
        const stranger = await newTreesponder(server, MAIN);
        const foreign = await call(server, 'POST', '/api/v1/treesponses', {
          key: MAIN,
          token: stranger.token,
          body: fullTreesponse({ uploads_attributes: [{ name: 'proposal', file: signed_id }] }),
        });
        expect(foreign).toMatchObject({ status: 422, body: { uploads_attributes: [expect.stringContaining('not a stored blob')] } });
        // the untouched id still works
        expect((await fetch(`${server.url}/rails/active_storage/blobs/${signed_id}/notes.txt`)).status).toBe(200);
      });

      test('a wrong checksum, a larger or smaller file, or a cut-off upload stores nothing', async () => {
        const { token } = await newTreesponder(server, MAIN);
        const before = await storedFiles(server);
        const content = new Uint8Array(64 * 1024).fill(7);

        const wrongContent = await requestUpload(token, content);
        const w = wrongContent.body as { direct_upload: { url: string; headers: Record<string, string> }; signed_id: string };
        const changed = content.slice();
        changed[100] = 8;
        const put1 = await fetch(w.direct_upload.url, { method: 'PUT', headers: w.direct_upload.headers, body: changed });
        expect(put1.status).toBe(422);
        expect(await put1.json()).toEqual({ error: 'File content does not match its checksum (Content-MD5)' });
        const wrongHeader = await fetch(w.direct_upload.url, {
          method: 'PUT',
          headers: { ...w.direct_upload.headers, 'Content-MD5': md5Base64('other') },
          body: content,
        });
        expect(wrongHeader.status).toBe(422);

        const larger = await requestUpload(token, content);
        const l = larger.body as typeof w;
        const bigger = new Uint8Array(content.length + 1000).fill(7);
        const put2 = await fetch(l.direct_upload.url, { method: 'PUT', headers: l.direct_upload.headers, body: bigger });
        expect(put2.status).toBe(413);
        const smaller = await fetch(l.direct_upload.url, { method: 'PUT', headers: l.direct_upload.headers, body: content.slice(0, 10) });
        expect(smaller.status).toBe(422);

        const cut = await requestUpload(token, content);
        const c = cut.body as typeof w;
        await sendCutOffRequest(server, new URL(c.direct_upload.url).pathname, c.direct_upload.headers, content.slice(0, 20_000), content.length);

        await eventually(async () => expect(await storedFiles(server)).toEqual(before));
        for (const signedId of [w.signed_id, l.signed_id, c.signed_id]) {
          expect((await fetch(`${server.url}/rails/active_storage/blobs/${signedId}/notes.txt`)).status).toBe(404);
        }
        // the cut-off blob can still be uploaded properly afterwards
        const retry = await fetch(c.direct_upload.url, { method: 'PUT', headers: c.direct_upload.headers, body: content });
        expect(retry.status).toBe(204);
        expect((await fetch(`${server.url}/rails/active_storage/blobs/${c.signed_id}/notes.txt`)).status).toBe(200);
        const twice = await fetch(c.direct_upload.url, { method: 'PUT', headers: c.direct_upload.headers, body: content });
        expect(twice.status).toBe(409);
      });

      test('blobs no response refers to are deleted after the retention time, attached ones stay', async () => {
        const api = createHttpApi({ host: server.url, projectKey: MAIN });
        const { token } = await api.createTreesponder();
        const upload = async (text: string, store = true) => {
          const content = new TextEncoder().encode(text);
          const direct = await api.createDirectUpload(token, {
            blob: { filename: 'notes.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content) },
          });
          if (store) await api.storeFile(direct.direct_upload, new Blob([content]));
          return direct.signed_id;
        };
        const status = async (signedId: string) => (await fetch(api.fileUrl(signedId, 'notes.txt'))).status;
        const keyOf = (signedId: string) =>
          (JSON.parse(Buffer.from(signedId.split('.')[0]!, 'base64url').toString()) as { k: string }).k;

        const kept = await upload('attached');
        const replaced = await upload('replaced later');
        const created = await api.createTreesponse(
          token,
          fullTreesponse({ uploads_attributes: [{ name: 'a', file: kept }, { name: 'b', file: replaced }] }),
        );
        const uploadB = (await api.getTreesponse(token, created.publicId)).uploads!.find((u) => u.name === 'b')!;
        const replacement = await upload('replacement');
        await api.updateTreesponse(
          token,
          created.publicId,
          fullTreesponse({ uploads_attributes: [{ id: uploadB.id, name: 'b', file: replacement }] }),
        );
        const neverSaved = await upload('never saved with a response');
        const neverSent = await upload('requested, never sent', false);

        // younger than the default retention of 24 hours: nothing of this test goes
        await server.pruneUnattachedBlobs();
        for (const id of [kept, replaced, replacement, neverSaved]) expect(await status(id)).toBe(200);

        expect(await server.pruneUnattachedBlobs(0)).toBeGreaterThanOrEqual(3);
        expect(await status(kept)).toBe(200);
        expect(await status(replacement)).toBe(200);
        expect(await status(replaced)).toBe(404);
        expect(await status(neverSaved)).toBe(404);
        const files = await storedFiles(server);
        expect(files).toContain(`blobs/${keyOf(kept)}`);
        for (const id of [replaced, neverSaved]) expect(files).not.toContain(`blobs/${keyOf(id)}`);
        const { rows } = await server.db.query<{ key: string }>('SELECT key FROM blobs WHERE key = ANY($1)', [
          [kept, replaced, replacement, neverSaved, neverSent].map(keyOf),
        ]);
        expect(rows.map((row) => row.key).sort()).toEqual([keyOf(kept), keyOf(replacement)].sort());
        // a pruned blob cannot be attached any more
        const late = await call(server, 'PATCH', `/api/v1/treesponses/${created.publicId}`, {
          key: MAIN,
          token,
          body: { uploads_attributes: [{ name: 'c', file: neverSaved }] },
        });
        expect(late).toMatchObject({ status: 422, body: { uploads_attributes: [expect.stringContaining('not a stored blob')] } });
        expect((await api.getTreesponse(token, created.publicId)).uploads!.map((u) => u.name).sort()).toEqual(['a', 'b']);
      });

      test('a file above the size limit is refused before any byte is sent', async () => {
        const { token } = await newTreesponder(server, MAIN);
        const reply = await requestUpload(token, new Uint8Array(1), { byte_size: 10_485_761 });
        expect(reply).toMatchObject({ status: 422, body: { byte_size: ['is too large (maximum is 10485760 bytes)'] } });
        const invalid = await requestUpload(token, new Uint8Array(1), { byte_size: -1, checksum: 'nope', filename: '' });
        expect(invalid.status).toBe(422);
        expect(Object.keys(invalid.body as object).sort()).toEqual(['byte_size', 'checksum', 'filename']);
      });
    });

    describe('bad input', () => {
      let token: string;
      beforeAll(async () => {
        token = (await newTreesponder(server, MAIN)).token;
      });

      test('wrong types get 422 with a message per field', async () => {
        const reply = await call(server, 'POST', '/api/v1/treesponses', {
          key: MAIN,
          token,
          body: {
            completed: 'yes',
            language: 'dutch please',
            answers: [],
            results: 'none',
            page_visits: [{ index: 'a' }],
            year_of_birth: 19.5,
            optin_project: 1,
            email: 42,
            uploads_attributes: {},
          },
        });
        expect(reply.status).toBe(422);
        expect(reply.body).toEqual({
          completed: ['must be true or false'],
          language: ['must be a BCP 47 language tag such as nl, fr-BE or es'],
          answers: ['must be an object'],
          results: ['must be an object'],
          page_visits: ['entries must be { index: integer, name: string, order: integer }'],
          year_of_birth: ['must be a four-digit integer or null'],
          optin_project: ['must be true or false'],
          email: ['must be a string or null'],
          uploads_attributes: ['must be an array'],
        });
        const notObject = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: [1, 2] });
        expect(notObject).toMatchObject({ status: 422, body: { base: ['the body must be a JSON object'] } });
        const feedback = await call(server, 'POST', '/api/v1/ai_feedbacks', { key: MAIN, token, body: { argument: 5 } });
        expect(feedback).toMatchObject({ status: 422, body: { argument: ['must be a string'] } });
      });

      test('every value that reaches the dashboard, the exports or storage has a cap: one over it is refused with the reason', async () => {
        const refusal = async (body: Record<string, unknown>) => {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body });
          expect(reply.status).toBe(422);
          return reply.body;
        };
        const { listElements, textLength, values } = VALUE_LIMITS;
        // at the limits: stored
        const atLimits = {
          answers: { list: Array.from({ length: listElements }, (_, i) => i), text: 'x'.repeat(textLength) },
          page_visits: [{ index: 0, name: 'p'.repeat(PAGE_VISIT_LIMITS.nameLength), order: 0 }],
        };
        expect((await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: atLimits })).status).toBe(201);
        expect(await refusal({ answers: { nested: { list: Array.from({ length: listElements + 1 }, () => 'a') } } })).toEqual({
          answers: [`has a list that is too long (maximum is ${listElements} elements)`],
        });
        expect(await refusal({ results: { deep: [['y'.repeat(textLength + 1)]] } })).toEqual({
          results: [`has a text that is too long (maximum is ${textLength} characters)`],
        });
        const manyValues = Object.fromEntries(Array.from({ length: 30 }, (_, k) => [`k${k}`, Array.from({ length: 180 }, () => 1)]));
        expect(await refusal({ answers: manyValues })).toEqual({ answers: [`holds too many values (maximum is ${values})`] });
        expect(await refusal({ page_visits: [{ index: 0, name: 'p'.repeat(PAGE_VISIT_LIMITS.nameLength + 1), order: 0 }] })).toEqual({
          page_visits: [`has a page name that is too long (maximum is ${PAGE_VISIT_LIMITS.nameLength} characters)`],
        });
        const visits = Array.from({ length: PAGE_VISIT_LIMITS.entries + 1 }, (_, i) => ({ index: i, name: 'p', order: i }));
        expect(await refusal({ page_visits: visits })).toEqual({
          page_visits: [`has too many entries (maximum is ${PAGE_VISIT_LIMITS.entries})`],
        });
      });

      test('a create sent again with the same Idempotency-Key is stored once, even when sent at the same time', async () => {
        const count = async (id: string) =>
          Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses WHERE public_id = $1', [id])).rows[0]!.n);
        const send = (key: string, who = token, body: Record<string, unknown> = { answers: { q: 'first' } }) =>
          call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token: who, body, headers: { 'idempotency-key': key } });
        const first = await send('create-0001');
        expect(first.status).toBe(201);
        const id = (first.body as { publicId: string }).publicId;
        const again = await send('create-0001', token, { answers: { q: 'sent again' } });
        expect(again).toMatchObject({ status: 201, body: { publicId: id } });
        expect(await count(id)).toBe(1);
        const read = await call(server, 'GET', `/api/v1/treesponses/${id}`, { key: MAIN, token });
        expect((read.body as { answers: unknown }).answers).toEqual({ q: 'first' });
        // the same key from another respondent is another create
        const other = (await newTreesponder(server, MAIN)).token;
        expect((await send('create-0001', other)).body).not.toEqual({ publicId: id });
        // five at once: one response
        const together = await Promise.all(Array.from({ length: 5 }, () => send('create-0002')));
        const ids = new Set(together.map((reply) => (reply.body as { publicId: string }).publicId));
        expect(together.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
        expect(ids.size).toBe(1);
        expect(await count([...ids][0]!)).toBe(1);
        // without a key every create is a new response; a malformed key is refused
        const a = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: {} });
        const b = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: {} });
        expect(a.body).not.toEqual(b.body);
        expect(await send('short')).toMatchObject({ status: 400 });
        expect(await send('has space in it')).toMatchObject({ status: 400 });
      });

      test('any BCP 47 language is stored, a tag that is not one is refused', async () => {
        for (const language of ['es', 'fr-BE', 'zh-Hant-TW', 'es-419', 'ar']) {
          const created = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: { language } });
          expect(created.status).toBe(201);
          const read = await call(server, 'GET', `/api/v1/treesponses/${(created.body as { publicId: string }).publicId}`, { key: MAIN, token });
          expect((read.body as { language: string }).language).toBe(language);
        }
        for (const language of ['', 'e', 'en--GB', 'fr_BE', 'nl-', 'x'.repeat(40)]) {
          const refused = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, body: { language } });
          expect(refused).toMatchObject({ status: 422, body: { language: ['must be a BCP 47 language tag such as nl, fr-BE or es'] } });
        }
      });

      test('malformed JSON gets 400, a huge body 413, another content type 415', async () => {
        const malformed = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, raw: '{"answers": {' });
        expect(malformed.status).toBe(400);
        expect((malformed.body as { error: string }).error).toMatch(/^Malformed JSON/);
        const huge = await call(server, 'POST', '/api/v1/treesponses', {
          key: MAIN,
          token,
          body: { answers: { essay: 'x'.repeat(2 * 1024 * 1024) } },
        });
        expect(huge).toMatchObject({ status: 413, body: { error: 'Request body is too large (limit 1048576 bytes)' } });
        const chunked = await fetch(`${server.apiUrl}/treesponses`, {
          method: 'POST',
          headers: { 'x-project-key': MAIN, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: new ReadableStream({
            start(controller) {
              for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(100_000)));
              controller.close();
            },
          }),
          duplex: 'half',
        } as RequestInit);
        expect(chunked.status).toBe(413);
        const form = await call(server, 'POST', '/api/v1/treesponses', {
          key: MAIN,
          token,
          raw: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(form).toMatchObject({ status: 415, body: { error: 'Content-Type must be application/json' } });
      });

      test('values the database cannot store are refused with 422, odd bodies never get a 5xx', async () => {
        let deep: unknown = 'bottom';
        for (let i = 0; i < 40; i++) deep = { next: deep };
        const cases: [string, string][] = [
          ['email', JSON.stringify({ email: 'a\u0000b@example.org' })],
          ['answers', JSON.stringify({ answers: { 'key\u0000': 'x' } })],
          ['results', '{"results":{"a":"\\ud800"}}'],
          ['answers', JSON.stringify({ answers: deep })],
          ['page_visits', JSON.stringify({ page_visits: [{ index: 0, name: '\u0000', order: 0 }] })],
        ];
        for (const [field, raw] of cases) {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: MAIN, token, raw });
          expect(reply.status).toBe(422);
          expect(Object.keys(reply.body as object)).toEqual([field]);
        }
        const odd = ['null', '0', '"text"', 'true', '[]', '{}', '{"answers":null}', '{"age":1e400}', '{"year_of_birth":"1990"}',
          '{"uploads_attributes":[null]}', '{"uploads_attributes":[{"name":"a","file":"x","id":"-1"}]}', '{"page_visits":{}}',
          '{"validation_code":123}', '{"query":null}', '{"__proto__":{"completed":true}}', ' ', '{"answers":{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}}'];
        for (const raw of odd) {
          for (const [method, path] of [['POST', '/api/v1/treesponses'], ['POST', '/api/v1/direct_uploads'], ['POST', '/api/v1/ai_feedbacks']]) {
            const reply = await call(server, method!, path!, { key: MAIN, token, raw });
            expect(reply.status, `${method} ${path} ${raw.slice(0, 40)}`).toBeLessThan(500);
          }
        }
        for (const id of ['%00', 'a%00b', '..', 'x'.repeat(65)]) {
          expect((await call(server, 'GET', `/api/v1/treesponses/${id}`, { key: MAIN, token })).status).toBe(404);
          expect((await call(server, 'GET', `/api/v1/aggregator/${id}`, { token: MAIN })).status).toBe(404);
        }
      });

      test('unknown routes, methods and broken urls get 4xx, and the server stays up', async () => {
        expect((await call(server, 'GET', '/api/v1/nothing', { key: MAIN })).status).toBe(404);
        expect((await call(server, 'DELETE', '/api/v1/treesponses/x', { key: MAIN, token })).status).toBe(405);
        expect((await call(server, 'GET', '/api/v1/treesponses/%E0%A4%A', { key: MAIN, token })).status).toBe(400);
        expect((await call(server, 'GET', `/api/v1/treesponses/${'x'.repeat(5000)}`, { key: MAIN, token })).status).toBe(404);
        // a JSON body cut off halfway: nothing saved, nothing crashes
        const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses');
        await sendCutOffRequest(
          server,
          '/api/v1/treesponses',
          { 'x-project-key': MAIN, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          new TextEncoder().encode('{"answers": {"price": "5"'),
          5000,
          'POST',
        );
        const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses');
        expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
        const health = await call(server, 'GET', '/health');
        expect(health).toMatchObject({ status: 200, body: { ok: true } });
      });

      test('CORS: preflights are answered for any origin with the headers the engine sends', async () => {
        const preflight = await fetch(`${server.apiUrl}/treesponses`, {
          method: 'OPTIONS',
          headers: {
            origin: 'https://survey.example.org',
            'access-control-request-method': 'PATCH',
            'access-control-request-headers': 'x-project-key, authorization, content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
        expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
        expect(preflight.headers.get('access-control-allow-headers')).toBe('x-project-key, authorization, content-type, content-md5, x-proof-of-work, idempotency-key');
        const refused = await call(server, 'POST', '/api/v1/treesponders', {});
        expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      });
    });

    test('AI feedback scores toxicity and proficiency through the engine client', async () => {
      const api = createHttpApi({ host: server.url, projectKey: MAIN });
      const { token } = await api.createTreesponder();
      const rude = await api.getAiFeedback(token, 'Wat een klootzak, echt een idioot.');
      expect(rude.toxicity.score).toBeGreaterThanOrEqual(0.5);
      const polite = await api.getAiFeedback(token, 'Je propose davantage de pistes cyclables sécurisées près des écoles.');
      expect(polite.toxicity.score).toBe(0);
      expect(polite.proficiency).toBeGreaterThan(9);
    });
  });
}
