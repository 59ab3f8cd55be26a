/**
 * A proof of work for the vote flow, with no third-party service and nothing about the visitor: a project can ask
 * every vote-code attempt to come with the solution of a fresh challenge, a nonce such that
 * SHA-256(`{challenge}:{nonce}`) starts with `bits` zero bits (16 bits: about 65,000 hashes on average, tens of
 * milliseconds for a script in Node, around a second in a phone's browser). It prices each attempt but does not stop
 * enumeration (a script pays under a minute for every serial of one birth date): the code-attempt limits do.
 *
 * A challenge is signed by the server (valid 10 minutes, decoded strictly) and used once (the hash of its random key
 * is kept for 20 minutes). The request carries `X-Proof-Of-Work: {challenge}:{nonce}` (nonce: 1 to 64 characters of
 * A-Z a-z 0-9 _ -); without a valid one the answer is 428 with a new
 * challenge: `{ "error": "Proof of work required", "proof_of_work": { "challenge": "…", "difficulty": 16 } }`.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  leadingZeroBits,
  MAX_PROOF_OF_WORK_BITS,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_REQUIRED_ERROR,
  WIRE_STATUS,
  type WireProofOfWorkRequired,
} from '@treesponse/core/wire';
import type { Database, Queryable } from './db.js';
import { HttpError } from './http.js';
import type { Signer } from './signing.js';

export { leadingZeroBits, PROOF_OF_WORK_HEADER };
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The difficulty a project asks (0: none). */
export async function proofOfWorkBits(db: Queryable, projectId: number): Promise<number> {
  const { rows } = await db.query<{ bits: number }>('SELECT proof_of_work_bits AS bits FROM projects WHERE id = $1', [projectId]);
  return rows[0]?.bits ?? 0;
}

export async function setProofOfWorkBits(db: Queryable, projectKey: string, bits: number): Promise<void> {
  // the engine's client refuses more (minutes of work on a phone)
  if (!Number.isInteger(bits) || bits < 0 || bits > MAX_PROOF_OF_WORK_BITS) {
    throw new RangeError(`proof-of-work bits must be an integer from 0 to ${MAX_PROOF_OF_WORK_BITS}`);
  }
  await db.query('UPDATE projects SET proof_of_work_bits = $2 WHERE key = $1', [projectKey, bits]);
}

/** Throws 428 with a fresh challenge unless `header` solves an unused, unexpired challenge at `bits`. */
export async function requireProofOfWork(db: Database, signer: Signer, header: string | undefined, bits: number): Promise<void> {
  if (bits <= 0) return;
  const separator = header?.lastIndexOf(':') ?? -1;
  const challenge = separator > 0 ? header!.slice(0, separator) : '';
  const nonce = separator > 0 ? header!.slice(separator + 1) : '';
  // the challenge's random key is what is used once, however the challenge is written
  const key = challenge !== '' && header!.length <= 400 && /^[A-Za-z0-9_-]{1,64}$/.test(nonce) ? signer.verify('proof_of_work', challenge) : null;
  const valid = key !== null && leadingZeroBits(createHash('sha256').update(header!).digest()) >= bits && (await useOnce(db, key));
  if (valid) return;
  const fresh = signer.sign('proof_of_work', randomBytes(16).toString('hex'), Date.now() + CHALLENGE_TTL_MS);
  const body: WireProofOfWorkRequired = { error: PROOF_OF_WORK_REQUIRED_ERROR, proof_of_work: { challenge: fresh, difficulty: bits } };
  throw new HttpError(WIRE_STATUS.proofOfWorkRequired, body);
}

async function useOnce(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO proof_of_work_used (challenge_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1',
    [createHash('sha256').update(`key:${key}`).digest('hex')],
  );
  return rows.length === 1;
}

/** Forgets used challenges old enough to have expired anyway. */
export async function pruneUsedChallenges(db: Queryable): Promise<void> {
  await db.query('DELETE FROM proof_of_work_used WHERE used_at < $1', [new Date(Date.now() - 2 * CHALLENGE_TTL_MS).toISOString()]);
}
