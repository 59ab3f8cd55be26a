/**
 * Abuse limits, counted in the database so every server of one database shares them. Each limit is a number of
 * events (or bytes) per subject (a client address or a treesponder) in a fixed window of one hour; one more answers
 * 429 with Retry-After. Client addresses are stored only as a keyed hash.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Queryable } from './db.js';
import { HttpError } from './http.js';

/** Limits per hour. */
export interface RateLimits {
  /** New treesponders (POST /treesponders) per client address. */
  treespondersPerAddress: number;
  /** New treesponses (POST /treesponses) per client address. */
  treesponsesPerAddress: number;
  /** Saves (POST and PATCH /treesponses) per treesponder. */
  savesPerTreesponder: number;
  /**
   * Vote-code attempts per client address: requests that bring a code the treesponse does not hold yet (each one
   * tests the code against the allow-list and the codes used).
   */
  codeAttemptsPerAddress: number;
  /** Vote-code attempts per treesponder. */
  codeAttemptsPerTreesponder: number;
  /** Bytes of treesponse bodies (POST and PATCH /treesponses) per client address. */
  saveBytesPerAddress: number;
  /** Bytes of treesponse bodies per treesponder. */
  saveBytesPerTreesponder: number;
  /** Announced upload bytes (POST /direct_uploads) per client address. */
  uploadBytesPerAddress: number;
  /** Announced upload bytes per treesponder. */
  uploadBytesPerTreesponder: number;
}

/**
 * A household or a school behind one address stays well inside these; a script does not. A respondent needs one
 * code attempt (a few with typing mistakes).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  treespondersPerAddress: 300,
  treesponsesPerAddress: 300,
  savesPerTreesponder: 600,
  codeAttemptsPerAddress: 20,
  codeAttemptsPerTreesponder: 5,
  saveBytesPerAddress: 24 * 1024 * 1024,
  saveBytesPerTreesponder: 4 * 1024 * 1024,
  uploadBytesPerAddress: 200 * 1024 * 1024,
  uploadBytesPerTreesponder: 50 * 1024 * 1024,
};

export const RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export type LimitName = keyof RateLimits;

/** One count: `amount` (default 1) for `subject` (a client address, hashed here, or a treesponder) under `limit`. */
export interface LimitHit {
  limit: LimitName;
  subject: string;
  amount?: number;
}

export interface RateLimiter {
  /**
   * Counts every hit, or none: when one would go over its limit, the ones counted before are taken back and a 429
   * HttpError (with Retry-After) is thrown. A refused request therefore uses up no budget.
   */
  hit(hits: LimitHit[]): Promise<void>;
  /** Deletes the counters of windows that have ended. */
  prune(): Promise<number>;
}

export interface RateLimiterOptions {
  limits: RateLimits;
  /** Keys the hash of client addresses. */
  secret: string;
  /** Called when a limit refuses a request (metrics, logs). */
  onRefused?: (limit: LimitName) => void;
  now?: () => number;
}

export function createRateLimiter(db: Queryable, options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const pseudonym = (subject: string) => createHmac('sha256', options.secret).update(subject).digest('base64url').slice(0, 22);
  return {
    async hit(hits) {
      const at = now();
      const windowStart = new Date(at - (at % RATE_LIMIT_WINDOW_MS)).toISOString();
      const counted = hits
        .filter(({ limit }) => Number.isFinite(options.limits[limit]))
        .map(({ limit, subject, amount = 1 }) => ({ limit, bucket: `${limit}:${pseudonym(subject)}`, amount, max: options.limits[limit] }));
      if (counted.length === 0) return;
      // every hit in one statement: each is added only while its counter stays within its limit
      const { rows } = await db.query<{ counted: string[] }>(
        `WITH h AS (SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS h(bucket, amount, max)),
         added AS (
           INSERT INTO rate_limit_counters (bucket, window_start, hits)
           SELECT bucket, $4::timestamptz, amount FROM h WHERE amount <= max
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counters.hits + EXCLUDED.hits
           WHERE rate_limit_counters.hits + EXCLUDED.hits <= (SELECT h.max FROM h WHERE h.bucket = EXCLUDED.bucket)
           RETURNING bucket
         )
         SELECT coalesce(array_agg(bucket), '{}') AS counted FROM added`,
        [counted.map((hit) => hit.bucket), counted.map((hit) => hit.amount), counted.map((hit) => hit.max), windowStart],
      );
      const added = new Set(rows[0]?.counted ?? []);
      const refused = counted.find((hit) => !added.has(hit.bucket));
      if (!refused) return;
      // all or nothing: the hits that were counted are taken back
      const taken = counted.filter((hit) => added.has(hit.bucket));
      if (taken.length > 0)
        await db.query(
          `UPDATE rate_limit_counters c SET hits = c.hits - h.amount
           FROM unnest($1::text[], $2::bigint[]) AS h(bucket, amount) WHERE c.bucket = h.bucket AND c.window_start = $3`,
          [taken.map((hit) => hit.bucket), taken.map((hit) => hit.amount), windowStart],
        );
      options.onRefused?.(refused.limit);
      const retryAfter = Math.max(1, Math.ceil((Date.parse(windowStart) + RATE_LIMIT_WINDOW_MS - at) / 1000));
      throw new HttpError(429, { error: 'Too many requests, try again later' }, { 'Retry-After': String(retryAfter) });
    },
    async prune() {
      const { rows } = await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1 RETURNING 1', [
        new Date(now() - RATE_LIMIT_WINDOW_MS).toISOString(),
      ]);
      return rows.length;
    },
  };
}

/**
 * The client's address: the socket's, or with `trustedProxies` > 0 the address that many hops back in
 * X-Forwarded-For (set by proxies you run; a client can write anything in front). IPv6 addresses count per /64,
 * since one household gets a whole /64.
 */
export function clientAddress(req: IncomingMessage, trustedProxies = 0): string {
  let address = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies > 0) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim()).filter(Boolean);
    const candidate = hops[hops.length - trustedProxies];
    if (candidate && isIP(candidate)) address = candidate;
  }
  if (address.startsWith('::ffff:')) address = address.slice(7);
  if (isIP(address) === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function expandIpv6(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
