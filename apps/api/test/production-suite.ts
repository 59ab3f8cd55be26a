/**
 * The attacks of a security review, replayed against a real server on 127.0.0.1, once per database (PGlite and
 * PostgreSQL): each test reproduces an attack and checks that it now does no harm.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  leadingZeroBits,
  applyRetention,
  createVoteCodeKey,
  eraseRespondent,
  protectStoredVoteCodes,
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from '../src/index.js';
import { request as httpRequest } from 'node:http';
import { UnprocessableEntityError } from '@treesponse/core';
import { createHttpApi } from '@treesponse/core/http';
import { call, md5Base64, newTreesponder, storedFiles } from './helpers.js';
import { TEST_SECRET } from './server-suite.js';

const VOTE = 'pk-vote';
const LISTED = 'pk-listed';
const POW = 'pk-pow';

/** Solves a challenge the way the engine does, with Node's crypto. */
function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce++) {
    const answer = `${challenge}:${nonce}`;
    if (leadingZeroBits(createHash('sha256').update(answer).digest()) >= bits) return answer;
  }
}

/** The browser's code: SHA3-512 hex of the 11 digits. */
export const rrnCode = (digits: string) => createHash('sha3-512').update(digits).digest('hex');

/** The 998 serials of one birth date (yymmdd + 3-digit serial + 2 check digits, 97-based, born before 2000). */
function numbersBornOn(yymmdd: string): string[] {
  const numbers: string[] = [];
  for (let serial = 1; serial <= 998; serial++) {
    const nine = `${yymmdd}${String(serial).padStart(3, '0')}`;
    numbers.push(`${nine}${String(97 - (Number(nine) % 97)).padStart(2, '0')}`);
  }
  return numbers;
}

export function describeProductionSuite(label: string, options: () => Promise<Partial<ApiServerOptions>>): void {
  describe(`production defences on ${label}`, () => {
    let server: ApiServer;
    let base: Partial<ApiServerOptions>;
    const listed = numbersBornOn('850730').slice(10, 13);
    const projects = [
      { key: VOTE, name: 'Vote' },
      { key: LISTED, name: 'Listed', allowList: listed.map(rrnCode) },
      { key: POW, name: 'Proof of work', proofOfWorkBits: 12 },
    ];

    beforeAll(async () => {
      base = await options();
      server = await startApiServer({
        ...base,
        secret: TEST_SECRET,
        projects,
        logError: () => undefined,
        rateLimits: false,
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    describe('finding 1: vote codes are private at rest', () => {
      test('the stored code cannot be reversed by hashing candidate numbers; GET never returns it', async () => {
        const [number] = numbersBornOn('900412').slice(41, 42);
        const voter = await newTreesponder(server, VOTE);
        const created = await call(server, 'POST', '/api/v1/treesponses', {
          key: VOTE,
          token: voter.token,
          body: { validation_code: rrnCode(number!).toUpperCase() },
        });
        expect(created.status).toBe(201);
        const id = (created.body as { publicId: string }).publicId;
        const read = await call(server, 'GET', `/api/v1/treesponses/${id}`, { key: VOTE, token: voter.token });
        expect(read.body).toMatchObject({ validation_code: null });
        const { rows } = await server.db.query<{ validation_code: string }>(
          'SELECT validation_code FROM treesponses WHERE public_id = $1',
          [id],
        );
        const stored = rows[0]!.validation_code;
        expect(stored).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
        // the review's attack: hash every number of the birth date and look for it in the database (or the export)
        const dump = JSON.stringify([rows, await server.listTreesponses(VOTE)]);
        const found = numbersBornOn('900412').filter((candidate) => dump.includes(rrnCode(candidate)));
        expect(found).toEqual([]);
        // the same work with a wrong secret finds nothing either; only the server's key matches
        const guessKey = createVoteCodeKey(randomBytes(32).toString('hex'));
        expect(numbersBornOn('900412').some((candidate) => guessKey.protect(rrnCode(candidate)) === stored)).toBe(false);
        // the code still works for the one-vote rule, in any letter case
        const second = await newTreesponder(server, VOTE);
        const again = await call(server, 'POST', '/api/v1/treesponses', {
          key: VOTE,
          token: second.token,
          body: { validation_code: rrnCode(number!) },
        });
        expect(again).toMatchObject({ status: 422, body: { validation_code: ['already used'] } });
      });

      test('a code must be 128 hex characters: "", text and other lengths are refused with 422', async () => {
        const voter = await newTreesponder(server, VOTE);
        for (const code of ['', 'anything', 'a'.repeat(127), 'a'.repeat(129), `${'a'.repeat(127)}g`, 123, {}]) {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token: voter.token, body: { validation_code: code } });
          expect(reply).toMatchObject({
            status: 422,
            body: { validation_code: ['must be the SHA3-512 hex of a registration number (128 hexadecimal characters)'] },
          });
        }
        expect((await server.db.query(`SELECT 1 FROM treesponses WHERE validation_code = ''`)).rows).toEqual([]);
      });

      test('the allow-list is stored keyed too, and still admits exactly its members', async () => {
        const { rows } = await server.db.query<{ code: string }>(
          'SELECT code FROM project_allowed_codes a JOIN projects p ON p.id = a.project_id WHERE p.key = $1',
          [LISTED],
        );
        expect(rows).toHaveLength(3);
        for (const row of rows) expect(row.code).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
        const member = await newTreesponder(server, LISTED);
        const accepted = await call(server, 'POST', '/api/v1/treesponses', {
          key: LISTED,
          token: member.token,
          body: { validation_code: rrnCode(listed[0]!) },
        });
        expect(accepted.status).toBe(201);
        const stranger = await call(server, 'POST', '/api/v1/treesponses', {
          key: LISTED,
          token: (await newTreesponder(server, LISTED)).token,
          body: { validation_code: rrnCode(numbersBornOn('850730')[500]!) },
        });
        expect(stranger).toMatchObject({ status: 422, body: { validation_code: ['is not allowed'] } });
        // a treesponse holding a code cannot probe the list: a listed and an unlisted code get the same answer
        const id = (accepted.body as { publicId: string }).publicId;
        const probe = (number: string) =>
          call(server, 'PATCH', `/api/v1/treesponses/${id}`, { key: LISTED, token: member.token, body: { validation_code: rrnCode(number) } });
        expect(await probe(listed[1]!)).toMatchObject({ status: 422, body: { validation_code: ['cannot be changed'] } });
        expect(await probe(numbersBornOn('850730')[501]!)).toMatchObject({ status: 422, body: { validation_code: ['cannot be changed'] } });
      });

      test('codes stored before keying are converted on start and keep their vote', async () => {
        const legacyCode = rrnCode('71020312345');
        const legacyListed = rrnCode('71020312346');
        const voter = await newTreesponder(server, VOTE);
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token: voter.token, body: {} });
        const id = (created.body as { publicId: string }).publicId;
        // rows as the previous version stored them: the code as sent
        await server.db.query('UPDATE treesponses SET validation_code = $1 WHERE public_id = $2', [legacyCode, id]);
        await server.db.query(
          'INSERT INTO project_allowed_codes (project_id, code) SELECT id, $1 FROM projects WHERE key = $2',
          [legacyListed, LISTED],
        );
        expect(await protectStoredVoteCodes(server.db, createVoteCodeKey(TEST_SECRET))).toEqual({ treesponses: 1, allowList: 1 });
        const plain = await server.db.query(
          'SELECT 1 FROM treesponses WHERE validation_code = $1 UNION ALL SELECT 1 FROM project_allowed_codes WHERE code = $2',
          [legacyCode, legacyListed],
        );
        expect(plain.rows).toEqual([]);
        const reuse = await call(server, 'POST', '/api/v1/treesponses', {
          key: VOTE,
          token: (await newTreesponder(server, VOTE)).token,
          body: { validation_code: legacyCode },
        });
        expect(reuse).toMatchObject({ status: 422, body: { validation_code: ['already used'] } });
        const listedVoter = await call(server, 'POST', '/api/v1/treesponses', {
          key: LISTED,
          token: (await newTreesponder(server, LISTED)).token,
          body: { validation_code: legacyListed },
        });
        expect(listedVoter.status).toBe(201);
      });

      test('a short secret is refused at start, and so is a secret other than the one the codes were keyed with', async () => {
        await expect(startApiServer({ ...base, secret: 'short' })).rejects.toThrow(/at least 32 characters/);
        await expect(protectStoredVoteCodes(server.db, createVoteCodeKey('another-secret-of-at-least-32-characters!!'))).rejects.toThrow(
          /differs from the secret the stored vote codes were keyed with/,
        );
      });

      test('two PATCHes with different codes at once: one is stored, the other is refused (never a silent 204)', async () => {
        for (let round = 0; round < 5; round++) {
          const voter = await newTreesponder(server, VOTE);
          const created = await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token: voter.token, body: {} });
          const id = (created.body as { publicId: string }).publicId;
          const codes = [randomBytes(64).toString('hex'), randomBytes(64).toString('hex')];
          const replies = await Promise.all(
            codes.map((code) =>
              call(server, 'PATCH', `/api/v1/treesponses/${id}`, { key: VOTE, token: voter.token, body: { validation_code: code } }),
            ),
          );
          const statuses = replies.map((reply) => reply.status).sort();
          expect(statuses).toEqual([204, 422]);
          const refused = replies.find((reply) => reply.status === 422)!;
          expect(refused.body).toEqual({ validation_code: ['cannot be changed'] });
          const storedCode = (await server.db.query<{ c: string }>('SELECT validation_code AS c FROM treesponses WHERE public_id = $1', [id]))
            .rows[0]!.c;
          const key = createVoteCodeKey(TEST_SECRET);
          expect(storedCode).toBe(key.protect(codes[replies.findIndex((reply) => reply.status === 204)]!));
        }
      });
    });

    describe('finding 3: answers are bounded', () => {
      test('25 treesponses with 60,000 answer keys each are refused with a clear 422; nothing is stored', async () => {
        const { token } = await newTreesponder(server, VOTE);
        const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses')).rows[0]!.n;
        const answers = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
        const raw = JSON.stringify({ answers });
        expect(raw.length).toBeLessThan(1024 * 1024);
        for (let i = 0; i < 25; i++) {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token, raw });
          expect(reply).toMatchObject({ status: 422, body: { answers: ['has too many keys (maximum is 500)'] } });
        }
        const after = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses')).rows[0]!.n;
        expect(after).toBe(before);
      });

      test('keys, key length and bytes have documented limits; within them everything is kept', async () => {
        const { token } = await newTreesponder(server, VOTE);
        const post = (body: unknown) => call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token, body });
        const fits = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`question_${i}`, 'x'.repeat(100)]));
        expect((await post({ answers: fits })).status).toBe(201);
        expect((await post({ results: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`s${i}`, i])) })).body).toEqual({
          results: ['has too many keys (maximum is 200)'],
        });
        expect((await post({ answers: { ['k'.repeat(201)]: 1 } })).body).toEqual({
          answers: ['has a key that is too long (maximum is 200 characters)'],
        });
        expect((await post({ answers: { essay: 'x'.repeat(300_000) } })).body).toEqual({
          answers: ['is too large (maximum is 262144 bytes as JSON)'],
        });
      });
    });

    describe('finding 6: the smaller points', () => {
      test('1e400 is refused instead of being stored as null', async () => {
        const { token } = await newTreesponder(server, VOTE);
        for (const raw of ['{"answers":{"a":1e400}}', '{"results":{"a":[-1e400]}}']) {
          const reply = await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token, raw });
          expect(reply.status).toBe(422);
          expect(JSON.stringify(reply.body)).toContain('a number that cannot be stored');
        }
      });

      test('a body without Content-Type is refused with 415', async () => {
        const { token } = await newTreesponder(server, VOTE);
        const reply = await fetch(`${server.apiUrl}/treesponses`, {
          method: 'POST',
          headers: { 'x-project-key': VOTE, authorization: `Bearer ${token}` },
          body: new Blob(['{"completed":true}']),
        });
        expect(reply.headers.get('content-type')).toMatch(/json/);
        expect(reply.status).toBe(415);
      });

      test('upload urls never copy the Host header', async () => {
        const { token } = await newTreesponder(server, VOTE);
        const body = JSON.stringify({ blob: { filename: 'a.txt', content_type: 'text/plain', byte_size: 1, checksum: 'AAAAAAAAAAAAAAAAAAAAAA==' } });
        const { port } = new URL(server.url);
        const answer = await new Promise<string>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/v1/direct_uploads',
              method: 'POST',
              headers: {
                host: 'evil.example',
                'x-project-key': VOTE,
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk));
              res.on('end', () => resolve(text));
            },
          );
          req.on('error', reject);
          req.end(body);
        });
        const url = (JSON.parse(answer) as { direct_upload: { url: string } }).direct_upload.url;
        expect(url.startsWith(`${server.url}/rails/active_storage/disk/`)).toBe(true);
        expect(url).not.toContain('evil.example');
      });

      test('file addresses expire; reading the treesponse gives fresh ones, and an old id of your own file still attaches', async () => {
        const shortLived = await startApiServer({ ...base, secret: TEST_SECRET, projects, rateLimits: false, blobIdTtlMs: 1500, logError: () => undefined });
        try {
          const api = createHttpApi({ host: shortLived.url, projectKey: VOTE });
          const { token } = await api.createTreesponder();
          const content = new TextEncoder().encode('expiring');
          const direct = await api.createDirectUpload(token, {
            blob: { filename: 'e.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content) },
          });
          await api.storeFile(direct.direct_upload, new Blob([content]));
          expect((await fetch(api.fileUrl(direct.signed_id, 'e.txt'))).status).toBe(200);
          // ids expire at the end of the period after the one they were made in: at most 2 × 1500 ms
          await new Promise((resolve) => setTimeout(resolve, 3100));
          expect((await fetch(api.fileUrl(direct.signed_id, 'e.txt'))).status).toBe(404);
          const { publicId } = await api.createTreesponse(token, { uploads_attributes: [{ name: 'e', file: direct.signed_id }] } as never);
          const [upload] = (await api.getTreesponse(token, publicId)).uploads!;
          expect((await fetch(api.fileUrl(upload!.blobSignedId, 'e.txt'))).status).toBe(200);
        } finally {
          await shortLived.close();
        }
      });
    });

    describe('privacy operations', () => {
      async function respondent(email: string, withFile = false) {
        const api = createHttpApi({ host: server.url, projectKey: VOTE });
        const { publicId: treesponderId, token } = await api.createTreesponder();
        let uploads: { name: string; file: string }[] = [];
        let signedId = '';
        if (withFile) {
          const content = new TextEncoder().encode(`file of ${email}`);
          const direct = await api.createDirectUpload(token, {
            blob: { filename: 'id.txt', content_type: 'text/plain', byte_size: content.length, checksum: md5Base64(content) },
          });
          await api.storeFile(direct.direct_upload, new Blob([content]));
          signedId = direct.signed_id;
          uploads = [{ name: 'proof', file: signedId }];
        }
        const { publicId } = await api.createTreesponse(token, {
          email,
          postcode: '2000',
          answers: { opinion: 'more trees' },
          validation_code: randomBytes(64).toString('hex'),
          uploads_attributes: uploads,
        } as never);
        return { treesponderId, publicId, signedId, fileUrl: withFile ? api.fileUrl(signedId, 'id.txt') : '' };
      }
      const exists = async (publicId: string) =>
        (await server.db.query('SELECT 1 FROM treesponses WHERE public_id = $1', [publicId])).rows.length === 1;

      test('erase a respondent by e-mail (any letter case) or by id: rows, uploads and files are gone, others stay', async () => {
        const target = await respondent('Erase.Me@example.org', true);
        const again = await respondent('erase.me@EXAMPLE.org');
        const other = await respondent('stay@example.org', true);
        expect((await fetch(target.fileUrl)).status).toBe(200);
        const byEmail = await server.eraseRespondent({ email: 'ERASE.ME@example.org' }, VOTE);
        expect(byEmail.treesponses).toBe(2);
        expect(byEmail.blobKeys).toHaveLength(1);
        expect((await storedFiles(server)).join()).not.toContain(byEmail.blobKeys[0]);
        expect(await exists(target.publicId)).toBe(false);
        expect(await exists(again.publicId)).toBe(false);
        expect((await fetch(target.fileUrl)).status).toBe(404);
        expect((await server.db.query('SELECT 1 FROM treesponders WHERE public_id = $1', [target.treesponderId])).rows).toEqual([]);
        expect(await exists(other.publicId)).toBe(true);
        expect((await fetch(other.fileUrl)).status).toBe(200);

        const byId = await respondent('by-id@example.org');
        expect((await eraseRespondent(server.db, { id: byId.publicId })).treesponses).toBe(1);
        expect(await exists(byId.publicId)).toBe(false);
        const byTreesponder = await respondent('by-treesponder@example.org');
        expect((await eraseRespondent(server.db, { id: byTreesponder.treesponderId })).treesponses).toBe(1);
        expect((await eraseRespondent(server.db, { email: 'nobody@example.org' })).treesponses).toBe(0);
      });

      test('retention deletes, or anonymises, responses past the period; newer ones are untouched', async () => {
        const old = await respondent('old@example.org', true);
        const older = await respondent('older@example.org');
        const recent = await respondent('recent@example.org');
        await server.db.query(`UPDATE treesponses SET created_at = now() - interval '400 days' WHERE public_id = ANY($1)`, [
          [old.publicId, older.publicId],
        ]);
        const cutoff = new Date(Date.now() - 365 * 24 * 3600 * 1000);
        const anonymised = await server.applyRetention(cutoff, 'anonymise', VOTE);
        expect(anonymised.treesponses).toBeGreaterThanOrEqual(2);
        expect(anonymised.blobKeys.length).toBeGreaterThanOrEqual(1);
        expect((await storedFiles(server)).join()).not.toContain(anonymised.blobKeys[0]);
        const { rows } = await server.db.query<Record<string, unknown>>(
          'SELECT email, postcode, validation_code, answers FROM treesponses WHERE public_id = $1',
          [old.publicId],
        );
        expect(rows[0]).toEqual({ email: null, postcode: null, validation_code: null, answers: { opinion: 'more trees' } });
        expect((await fetch(old.fileUrl)).status).toBe(404);
        const deleted = await applyRetention(server.db, cutoff, 'delete', VOTE);
        expect(deleted.treesponses).toBeGreaterThanOrEqual(2);
        expect(await exists(old.publicId)).toBe(false);
        expect(await exists(older.publicId)).toBe(false);
        const kept = await server.db.query<{ email: string }>('SELECT email FROM treesponses WHERE public_id = $1', [recent.publicId]);
        expect(kept.rows).toEqual([{ email: 'recent@example.org' }]);
      });
    });

    test('readiness and metrics: /ready checks the database, /metrics can require a token and never shows paths', async () => {
      const observed = await startApiServer({
        ...base,
        secret: TEST_SECRET,
        projects,
        metricsToken: 'metrics-token-for-tests',
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
        logError: () => undefined,
      });
      try {
        expect(await call(observed, 'GET', '/ready')).toMatchObject({ status: 200, body: { ready: true } });
        const { token } = await newTreesponder(observed, VOTE);
        const created = await call(observed, 'POST', '/api/v1/treesponses', { key: VOTE, token, body: {} });
        const id = (created.body as { publicId: string }).publicId;
        await call(observed, 'GET', `/api/v1/treesponses/${id}`, { key: VOTE, token });
        await fetch(`${observed.url}/rails/active_storage/disk/${token}`, { method: 'PUT', body: 'x' });
        expect((await fetch(`${observed.url}/metrics`)).status).toBe(401);
        // a production server without a token keeps them closed
        const closed = await startApiServer({ ...base, secret: TEST_SECRET, production: true, logError: () => undefined });
        try {
          expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
        } finally {
          await closed.close();
        }
        const metrics = await fetch(`${observed.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests' } });
        expect(metrics.status).toBe(200);
        expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
        const text = await metrics.text();
        expect(text).toContain('treesponse_http_requests_total{route="GET /api/v1/treesponses/:id",status="200"} 1');
        expect(text).toContain('route="PUT /rails/active_storage/disk/:token"');
        expect(text).toMatch(/treesponse_http_request_duration_seconds_count\{route="POST \/api\/v1\/treesponses"\} 1/);
        expect(text).toContain('treesponse_ready 1');
        expect(text).not.toContain(id);
        expect(text).not.toContain(token);
      } finally {
        await observed.close();
      }
    });

    describe('proof of work for vote-code attempts', () => {
      test('without a solved challenge a code is refused with 428 and a challenge; a solution works once', async () => {
        const { token } = await newTreesponder(server, POW);
        const body = { validation_code: randomBytes(64).toString('hex') };
        const asked = await call(server, 'POST', '/api/v1/treesponses', { key: POW, token, body });
        expect(asked.status).toBe(428);
        const { challenge, difficulty } = (asked.body as { proof_of_work: { challenge: string; difficulty: number } }).proof_of_work;
        expect(difficulty).toBe(12);
        const wrong = `${challenge}:not-a-solution`;
        expect((await call(server, 'POST', '/api/v1/treesponses', { key: POW, token, body, headers: { 'x-proof-of-work': wrong } })).status).toBe(428);
        const proof = solve(challenge, difficulty);
        const accepted = await call(server, 'POST', '/api/v1/treesponses', { key: POW, token, body, headers: { 'x-proof-of-work': proof } });
        expect(accepted.status).toBe(201);
        // the same proof twice: refused
        const other = await newTreesponder(server, POW);
        const replay = await call(server, 'POST', '/api/v1/treesponses', {
          key: POW,
          token: other.token,
          body: { validation_code: randomBytes(64).toString('hex') },
          headers: { 'x-proof-of-work': proof },
        });
        expect(replay.status).toBe(428);
        // nor the same challenge written another way (the unused low bits of the signature's last character changed)
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const last = challenge.at(-1)!;
        const reencoded = `${challenge.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
        expect(Buffer.from(reencoded.split('.')[1]!, 'base64url')).toEqual(Buffer.from(challenge.split('.')[1]!, 'base64url'));
        const third = await newTreesponder(server, POW);
        const reused = await call(server, 'POST', '/api/v1/treesponses', {
          key: POW,
          token: third.token,
          body: { validation_code: randomBytes(64).toString('hex') },
          headers: { 'x-proof-of-work': solve(reencoded, difficulty) },
        });
        expect(reused.status).toBe(428);
        // saves without a new code need none
        const id = (accepted.body as { publicId: string }).publicId;
        expect((await call(server, 'PATCH', `/api/v1/treesponses/${id}`, { key: POW, token, body: { ...body, completed: true } })).status).toBe(204);
        // projects without it are not affected
        expect((await call(server, 'POST', '/api/v1/treesponses', { key: VOTE, token: (await newTreesponder(server, VOTE)).token, body: { validation_code: randomBytes(64).toString('hex') } })).status).toBe(201);
      });

      test("the engine's client solves the challenge by itself", async () => {
        const api = createHttpApi({ host: server.url, projectKey: POW });
        const { token } = await api.createTreesponder();
        const code = randomBytes(64).toString('hex');
        const { publicId } = await api.createTreesponse(token, { validation_code: code } as never);
        expect(publicId).toMatch(/^[A-Za-z0-9]{16}$/);
        const second = await api.createTreesponder();
        const error = await api.createTreesponse(second.token, { validation_code: code } as never).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnprocessableEntityError);
        expect((error as UnprocessableEntityError).details).toEqual({ validation_code: ['already used'] });
      });
    });

    describe('findings 2 and 5: abuse limits (429 with Retry-After), counted in the database', () => {
      let limited: ApiServer;
      const logs: string[] = [];
      const limits = {
        treespondersPerAddress: 8,
        treesponsesPerAddress: 6,
        savesPerTreesponder: 4,
        codeAttemptsPerAddress: 5,
        codeAttemptsPerTreesponder: 3,
        uploadBytesPerAddress: 1_000_000,
        uploadBytesPerTreesponder: 700_000,
      };
      beforeAll(async () => {
        // a second server (on PostgreSQL: on the same database), behind one trusted proxy so the tests can speak from
        // several addresses
        limited = await startApiServer({
          ...base,
          secret: TEST_SECRET,
          projects,
          rateLimits: limits,
          trustedProxies: 1,
          logError: () => undefined,
          logger: { info: () => undefined, warn: (event, fields) => logs.push(JSON.stringify({ event, ...fields })), error: () => undefined },
        });
      }, 60_000);
      afterAll(async () => {
        await limited?.close();
      });

      const from = (address: string) => ({ 'x-forwarded-for': address });
      const treesponderFrom = async (project: string, address: string) => {
        const reply = await call(limited, 'POST', '/api/v1/treesponders', { key: project, headers: from(address) });
        expect(reply.status).toBe(201);
        return reply.body as { publicId: string; token: string };
      };

      test('enumerating the serials of a birth date is stopped before it finds the listed voters', async () => {
        const attacker = '203.0.113.10';
        const candidates = numbersBornOn('850730');
        const { token } = await treesponderFrom(LISTED, attacker);
        const replies = [];
        // the review's attack: every serial of the date in turn (the listed ones are the 11th to the 13th)
        for (const number of candidates.slice(0, 14)) {
          replies.push(
            await call(limited, 'POST', '/api/v1/treesponses', {
              key: LISTED,
              token,
              headers: from(attacker),
              body: { validation_code: rrnCode(number) },
            }),
          );
        }
        const statuses = replies.map((reply) => reply.status);
        // the treesponder's own limit (3 attempts) stops it first, then fresh treesponders meet the address's limit
        expect(statuses).toEqual([422, 422, 422, ...Array(11).fill(429)]);
        for (let i = 0; i < 4; i++) {
          const fresh = await treesponderFrom(LISTED, attacker);
          const reply = await call(limited, 'POST', '/api/v1/treesponses', {
            key: LISTED,
            token: fresh.token,
            headers: from(attacker),
            body: { validation_code: rrnCode(candidates[14 + i]!) },
          });
          statuses.push(reply.status);
          replies.push(reply);
        }
        // 5 attempts per address in all: 2 more, then 429
        expect(statuses.slice(14)).toEqual([422, 422, 429, 429]);
        const refused = replies.at(-1)!;
        expect(refused.body).toEqual({ error: 'Too many requests, try again later' });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
        expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
        // no listed voter was reached: each can still vote
        const voter = await treesponderFrom(LISTED, '198.51.100.20');
        const vote = await call(limited, 'POST', '/api/v1/treesponses', {
          key: LISTED,
          token: voter.token,
          headers: from('198.51.100.20'),
          body: { validation_code: rrnCode(listed[2]!) },
        });
        expect(vote.status).toBe(201);
      });

      test('code attempts are limited per address and per treesponder, also through PATCH', async () => {
        const address = '203.0.113.11';
        const { token } = await treesponderFrom(VOTE, address);
        const created = await call(limited, 'POST', '/api/v1/treesponses', { key: VOTE, token, headers: from(address), body: {} });
        const id = (created.body as { publicId: string }).publicId;
        const statuses: number[] = [];
        // invented codes without an allow-list: each one would be a vote; PATCH tries them on one treesponse
        for (let i = 0; i < 3; i++) {
          const otherToken = (await treesponderFrom(VOTE, address)).token;
          statuses.push(
            (await call(limited, 'POST', '/api/v1/treesponses', {
              key: VOTE,
              token: otherToken,
              headers: from(address),
              body: { validation_code: randomBytes(64).toString('hex') },
            })).status,
          );
        }
        for (let i = 0; i < 3; i++) {
          statuses.push(
            (await call(limited, 'PATCH', `/api/v1/treesponses/${id}`, {
              key: VOTE,
              token,
              headers: from(address),
              body: { validation_code: randomBytes(64).toString('hex') },
            })).status,
          );
        }
        // 3 votes with invented codes, the first PATCH stores a code (attempt 4), the second tries to replace it
        // (attempt 5: refused as the spec says), then the address has used its attempts
        expect(statuses).toEqual([201, 201, 201, 204, 422, 429]);
        // the same treesponder from new addresses: its own limit (3 attempts) holds
        const roaming = await treesponderFrom(VOTE, '203.0.113.12');
        const roamingReplies: number[] = [];
        for (let i = 0; i < 5; i++) {
          const reply = await call(limited, 'POST', '/api/v1/treesponses', {
            key: VOTE,
            token: roaming.token,
            headers: from(`203.0.113.${20 + i}`),
            body: { validation_code: randomBytes(64).toString('hex') },
          });
          roamingReplies.push(reply.status);
        }
        expect(roamingReplies).toEqual([201, 201, 201, 429, 429]);
        // saving with the code already held is no attempt
        const kept = await call(limited, 'PATCH', `/api/v1/treesponses/${id}`, {
          key: VOTE,
          token,
          headers: from('203.0.113.40'),
          body: { completed: true },
        });
        expect(kept.status).toBe(204);
      });

      test('creating treesponders and saving are limited; another address is still served', async () => {
        const address = '203.0.113.50';
        const statuses: number[] = [];
        for (let i = 0; i < limits.treespondersPerAddress + 2; i++) {
          statuses.push((await call(limited, 'POST', '/api/v1/treesponders', { key: VOTE, headers: from(address) })).status);
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(limits.treespondersPerAddress);
        expect(statuses.slice(-2)).toEqual([429, 429]);
        const { token } = await treesponderFrom(VOTE, '203.0.113.51');
        const created = await call(limited, 'POST', '/api/v1/treesponses', { key: VOTE, token, headers: from('203.0.113.51'), body: {} });
        const id = (created.body as { publicId: string }).publicId;
        const saves: number[] = [];
        for (let i = 0; i < 4; i++) {
          saves.push((await call(limited, 'PATCH', `/api/v1/treesponses/${id}`, { key: VOTE, token, headers: from('203.0.113.51'), body: { query: `q${i}` } })).status);
        }
        expect(saves).toEqual([204, 204, 204, 429]);
      });

      test('upload bytes are limited per hour (the review grew the database by 20 MB/s)', async () => {
        const address = '203.0.113.60';
        const announce = async (token: string, size: number) =>
          (
            await call(limited, 'POST', '/api/v1/direct_uploads', {
              key: VOTE,
              token,
              headers: from(address),
              body: { blob: { filename: 'big.bin', content_type: 'application/octet-stream', byte_size: size, checksum: 'AAAAAAAAAAAAAAAAAAAAAA==' } },
            })
          ).status;
        const first = await treesponderFrom(VOTE, address);
        expect(await announce(first.token, 400_000)).toBe(200);
        expect(await announce(first.token, 400_000)).toBe(429); // 800,000 > 700,000 for this treesponder
        const second = await treesponderFrom(VOTE, address);
        expect(await announce(second.token, 500_000)).toBe(200); // 900,000 for the address
        expect(await announce(second.token, 200_000)).toBe(429); // 1,100,000 > 1,000,000 for the address
      });

      test('operators see the refusals in metrics and logs; the database holds no client address', async () => {
        const metrics = await fetch(`${limited.url}/metrics`);
        expect(metrics.status).toBe(200);
        const text = await metrics.text();
        expect(text).toMatch(/treesponse_rate_limited_total\{limit="codeAttemptsPerAddress"\} [1-9]/);
        expect(text).toMatch(/treesponse_vote_code_refusals_total\{reason="is not allowed"\} [1-9]/);
        expect(text).toMatch(/treesponse_http_requests_total\{route="POST \/api\/v1\/treesponses",status="429"\} [1-9]/);
        expect(logs.some((line) => line.includes('"event":"rate_limited"'))).toBe(true);
        const { rows } = await limited.db.query<{ bucket: string }>('SELECT bucket FROM rate_limit_counters');
        expect(rows.length).toBeGreaterThan(0);
        const stored = JSON.stringify(rows) + logs.join('');
        expect(stored).not.toContain('203.0.113');
        expect(stored).not.toContain('198.51.100');
      });
    });
  });
}
