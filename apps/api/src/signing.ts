/**
 * Tamper-proof ids: `{base64url(JSON payload)}.{base64url(HMAC-SHA256)}`, signed with the server secret ('.' never
 * occurs in base64url, so the split is unambiguous).
 * A blob's signed id names the blob; an upload token lets one PUT store the file of one blob until it expires.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertStrongSecret } from './vote-codes.js';

export type SignedPurpose = 'blob_id' | 'blob_upload' | 'proof_of_work' | 'cli_command';

export interface Signer {
  sign(purpose: SignedPurpose, key: string, expiresAt?: number): string;
  /**
   * The blob key, or null when the id was changed, signed for another purpose, or has expired (pass
   * `{ ignoreExpiry: true }` where the caller checks ownership itself, e.g. attaching one's own blob).
   */
  verify(purpose: SignedPurpose, signed: string, now?: number, options?: { ignoreExpiry?: boolean }): string | null;
}

const CANONICAL_BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createSigner(secret: string): Signer {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest();
  return {
    sign(purpose, key, expiresAt) {
      const payload = Buffer.from(JSON.stringify({ p: purpose, k: key, e: expiresAt ?? null })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(purpose, signed, now = Date.now(), options = {}) {
      const parts = signed.split('.');
      if (parts.length !== 2) return null;
      const [payload, signature] = parts as [string, string];
      // strict: only the one canonical encoding is accepted, so a signed value cannot be re-encoded into another text
      if (!CANONICAL_BASE64URL.test(payload) || !CANONICAL_BASE64URL.test(signature)) return null;
      const given = Buffer.from(signature, 'base64url');
      if (given.toString('base64url') !== signature || Buffer.from(payload, 'base64url').toString('base64url') !== payload) return null;
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; k?: unknown; e?: unknown };
        if (data.p !== purpose || typeof data.k !== 'string') return null;
        if (typeof data.e === 'number' && data.e < now && !options.ignoreExpiry) return null;
        return data.k;
      } catch {
        return null;
      }
    },
  };
}

/**
 * The signing secret: `explicit` when given (e.g. from TREESPONSE_SECRET), else the one stored in
 * `{dataDir}/secret` (created once with 32 random bytes), else a random one for this process only.
 */
export async function resolveSecret(explicit: string | undefined, dataDir: string | undefined): Promise<string> {
  if (explicit !== undefined) {
    assertStrongSecret(explicit);
    return explicit;
  }
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return secret;
}
