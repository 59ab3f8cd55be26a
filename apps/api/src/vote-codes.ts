/**
 * Vote codes at rest. The browser sends `validation_code`, the SHA3-512 hex of an 11-digit registration number.
 * That hash alone is reversible by trying all numbers (about 37 million, minutes on one core), so the server never
 * stores it: it keeps `hmac-sha256:{HMAC-SHA256(key, code)}` with a key derived from the server secret, for the
 * treesponses and for a project's allow-list alike. Comparing two keyed values is as good as comparing the codes,
 * and without the secret the stored values cannot be tested against guessed numbers.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Database, Queryable } from './db.js';

/** What the browser sends: the SHA3-512 hex of the digits (compared in lower case). */
export const VOTE_CODE_PATTERN = /^[0-9a-f]{128}$/i;
export const VOTE_CODE_FORMAT_MESSAGE = 'must be the SHA3-512 hex of a registration number (128 hexadecimal characters)';
/** Marks a stored value as keyed; older rows without it hold the code as sent and are converted on start. */
export const KEYED_PREFIX = 'hmac-sha256:';
/** A shorter secret is refused at start: the keyed codes are only as strong as the secret. */
export const MIN_SECRET_LENGTH = 32;

/** Turns a code as sent into the value stored and compared. */
export interface VoteCodeKey {
  /** The keyed value of a well-formed code (see VOTE_CODE_PATTERN). */
  protect(code: string): string;
  /** Identifies the key without revealing it, so servers sharing a database can check they use the same secret. */
  readonly fingerprint: string;
}

export class SecretError extends Error {
  override readonly name = 'SecretError';
}

export function assertStrongSecret(secret: string, source = 'TREESPONSE_SECRET'): void {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new SecretError(`${source} must be at least ${MIN_SECRET_LENGTH} characters (it keys vote codes and signs blob ids)`);
}

export function createVoteCodeKey(secret: string): VoteCodeKey {
  // a key of its own, so the vote codes and the signed blob ids never share one
  const key = createHmac('sha256', secret).update('treesponse validation_code v1').digest();
  return {
    protect: (code) => KEYED_PREFIX + createHmac('sha256', key).update(code.trim().toLowerCase()).digest('hex'),
    fingerprint: createHash('sha256').update(key).update('fingerprint').digest('hex').slice(0, 32),
  };
}

const SETTING = 'vote_code_key_fingerprint';
const KEYING_LOCK = 72_617_316;

/**
 * Run on start, after the migrations: records which key the stored codes use (and refuses a different secret, which
 * would silently let every code vote a second time), then converts codes stored before keying existed.
 */
export async function protectStoredVoteCodes(db: Database, key: VoteCodeKey): Promise<{ treesponses: number; allowList: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [KEYING_LOCK]);
    const { rows } = await tx.query<{ value: string }>('SELECT value FROM server_settings WHERE name = $1', [SETTING]);
    if (rows[0] && rows[0].value !== key.fingerprint)
      throw new SecretError(
        'TREESPONSE_SECRET differs from the secret the stored vote codes were keyed with; every server of one database needs the same secret',
      );
    if (!rows[0]) await tx.query('INSERT INTO server_settings (name, value) VALUES ($1, $2)', [SETTING, key.fingerprint]);
    return { treesponses: await keyTreesponseCodes(tx, key), allowList: await keyAllowLists(tx, key) };
  });
}

async function keyTreesponseCodes(tx: Queryable, key: VoteCodeKey): Promise<number> {
  const { rows } = await tx.query<{ id: number; validation_code: string }>(
    `SELECT id, validation_code FROM treesponses WHERE validation_code IS NOT NULL AND validation_code NOT LIKE $1`,
    [`${KEYED_PREFIX}%`],
  );
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await tx.query(
      `UPDATE treesponses t SET validation_code = v.code
       FROM unnest($1::int[], $2::text[]) AS v(id, code) WHERE t.id = v.id`,
      [batch.map((row) => row.id), batch.map((row) => key.protect(row.validation_code))],
    );
  }
  return rows.length;
}

async function keyAllowLists(tx: Queryable, key: VoteCodeKey): Promise<number> {
  const { rows } = await tx.query<{ project_id: number; code: string }>(
    'DELETE FROM project_allowed_codes WHERE code NOT LIKE $1 RETURNING project_id, code',
    [`${KEYED_PREFIX}%`],
  );
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await tx.query(
      `INSERT INTO project_allowed_codes (project_id, code) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT DO NOTHING`,
      [batch.map((row) => row.project_id), batch.map((row) => key.protect(row.code))],
    );
  }
  return rows.length;
}
