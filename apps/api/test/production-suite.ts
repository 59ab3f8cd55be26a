/**
 * The attacks of a security review, replayed against a real server on 127.0.0.1, once per database (PGlite and
 * PostgreSQL): each test reproduces an attack and checks that it now does no harm.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createVoteCodeKey,
  protectStoredVoteCodes,
  startApiServer,
  type ApiServer,
  type ApiServerOptions,
} from '../src/index.js';
import { call, newTreesponder } from './helpers.js';
import { TEST_SECRET } from './server-suite.js';

const VOTE = 'pk-vote';
const LISTED = 'pk-listed';

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

    beforeAll(async () => {
      base = await options();
      server = await startApiServer({
        ...base,
        secret: TEST_SECRET,
        projects: [
          { key: VOTE, name: 'Vote' },
          { key: LISTED, name: 'Listed', allowList: listed.map(rrnCode) },
        ],
        logError: () => undefined,
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
  });
}
