/**
 * @treesponse/api: the collection API the survey engine talks to (`{url}/api/v1`), on an embedded PGlite database
 * (default) or PostgreSQL (`databaseUrl` / DATABASE_URL).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobStorage, DatabaseBlobStorage, type BlobStore } from './blob-storage.js';
import { claimDataDir } from './data-dir-lock.js';
import { compactDatabase, openDatabase, type Database } from './db.js';
import { DEFAULT_DIGEST_INTERVAL_MS, sendDueDigests, smtpSender, type MailSettings, type SendMail } from './digest.js';
import { migrate } from './migrations.js';
import { pruneUsedChallenges } from './proof-of-work.js';
import { jsonLogger, Metrics, type Logger } from './observability.js';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { wordListScorer, type FeedbackScorer } from './scorer.js';
import { blobIdExpiry, createApiServer, type DashboardOptions } from './server.js';
import { createSigner, resolveSecret } from './signing.js';
import { assertStrongSecret, createVoteCodeKey, protectStoredVoteCodes } from './vote-codes.js';
import {
  deleteUnattachedBlobs,
  listProjectTreesponses,
  upsertProject,
  type ProjectConfig,
  type TreesponseRecord,
} from './store.js';

export { openDatabase, type Database, type DatabaseLocation, type Queryable } from './db.js';
export { migrate, MIGRATIONS, type Migration } from './migrations.js';
export { wordListScorer, toxicityScore, proficiencyScore, type FeedbackScorer, type FeedbackScore } from './scorer.js';
export { treesponsesToCsv, csvCell, FIXED_COLUMNS, CONTACT_COLUMNS, MAX_ANSWER_COLUMNS, MAX_RESULT_COLUMNS } from './csv.js';
export { assertDataDirFree, DataDirBusyError } from './data-dir-lock.js';
export {
  createVoteCodeKey,
  protectStoredVoteCodes,
  SecretError,
  MIN_SECRET_LENGTH,
  VOTE_CODE_PATTERN,
  type VoteCodeKey,
} from './vote-codes.js';
export { leadingZeroBits, PROOF_OF_WORK_HEADER } from './proof-of-work.js';
export { DEFAULT_RATE_LIMITS, RATE_LIMIT_WINDOW_MS, clientAddress, type RateLimits } from './rate-limits.js';
export { jsonLogger, Metrics, routeOf, type Logger, type LogFields } from './observability.js';
export { BlobStorage, DatabaseBlobStorage, type BlobStore } from './blob-storage.js';
import { applyRetention, eraseRespondent, type PrivacyOutcome, type RespondentSelector, type RetentionMode } from './privacy.js';
export {
  applyRetention,
  eraseRespondent,
  ANONYMISED_FIELDS,
  type PrivacyOutcome,
  type RespondentSelector,
  type RetentionMode,
} from './privacy.js';
export { resolveDashboardLabels, type DashboardRegistration, type DashboardLabels } from './admin/labels.js';
export { deleteUnattachedBlobs, upsertProject, InvalidAllowListError, type ProjectConfig, type LikeOption, type TreesponseRecord } from './store.js';

/** File in the data folder holding the running server's address. */
export const SERVER_URL_FILE = 'server.url';
export type { DashboardOptions } from './server.js';
export { runCommand, COMMANDS, type CommandInput } from './admin/commands.js';
export { catchUp as updateDashboardCounts } from './admin/rollup.js';
export {
  sendDueDigests,
  renderDigest,
  digestFigures,
  digestPeriods,
  mailSettingsFromEnv,
  smtpSender,
  DIGEST_LANGUAGES,
  type MailSettings,
  type SendMail,
  type DigestFigures,
} from './digest.js';
export { responsesExport, contactsExport, type ExportFormat } from './export.js';
export const DEFAULT_MAX_UPLOAD_BYTES = 10_485_760;
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;
/** How long a blob no response refers to is kept: a visitor may upload a file and save the page a while later. */
export const DEFAULT_UNATTACHED_BLOB_RETENTION_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_BLOB_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** How often the embedded database reclaims the space of replaced and deleted rows. */
export const DEFAULT_COMPACT_INTERVAL_MS = 10 * 60 * 1000;
/** How long a signed blob id (a file address) serves its file; reading the treesponse again gives fresh ones. */
export const DEFAULT_BLOB_ID_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ApiServerOptions {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /**
   * Folder for the embedded database (`{dataDir}/pgdata`), the blobs and the signing secret. Default: a new
   * temporary folder with an in-memory database, removed on close (for tests).
   */
  dataDir?: string;
  /** PostgreSQL connection string; when set the embedded database is not used. Default: none. */
  databaseUrl?: string;
  /**
   * Secret (at least 32 characters) that keys the stored vote codes and signs blob ids and upload urls. Default:
   * `{dataDir}/secret`, created once. Servers sharing one database must share it; a different one is refused.
   */
  secret?: string;
  /** Projects created or updated on start. */
  projects?: ProjectConfig[];
  /** Scores free text for POST /ai_feedbacks. Default: the offline word-list and readability scorer. */
  scorer?: FeedbackScorer;
  /** Largest upload in bytes; default 10485760 (10 MiB). */
  maxUploadBytes?: number;
  /** Largest JSON body in bytes; default 1048576 (1 MiB). */
  maxBodyBytes?: number;
  /**
   * Origin written into direct-upload urls, e.g. https://api.example.org (needed behind a proxy or on a public
   * interface). Default: the address the server listens on; the Host header of a request is never used.
   */
  publicUrl?: string;
  /** Reports unexpected errors; default a JSON line through `logger`. */
  logError?: (error: unknown, context: string) => void;
  /** Structured log lines (rate limits, errors, shutdown); default JSON lines on stdout. */
  logger?: Logger;
  /** Abuse limits per hour (see RateLimits), merged with DEFAULT_RATE_LIMITS; false turns them off (benchmarks). */
  rateLimits?: Partial<RateLimits> | false;
  /** Proxies in front of the server whose X-Forwarded-For is trusted for the client address; default 0. */
  trustedProxies?: number;
  /** When set, GET /metrics needs `Authorization: Bearer {metricsToken}`. */
  metricsToken?: string;
  /**
   * A production server: without `metricsToken`, GET /metrics answers 404 (the figures are closed, not open to
   * everyone). Default false; the command line sets it when NODE_ENV is production.
   */
  production?: boolean;
  /**
   * Where blob bytes live: 'disk' (`{dataDir}/blobs`) or 'database' (shared by every server of one PostgreSQL).
   * Default: 'database' with `databaseUrl`, else 'disk'.
   */
  blobStorage?: 'disk' | 'database';
  /** A signed blob id (file address) serves its file for one to two of these periods; default 7 days. */
  blobIdTtlMs?: number;
  /** On close, how long requests in flight may take to finish before their connections are cut; default 10 s. */
  shutdownTimeoutMs?: number;
  /**
   * Blobs that no response refers to (uploaded but never saved with a response, or replaced by another file) are
   * deleted, rows and files, once they are older than this. Default 24 hours.
   */
  unattachedBlobRetentionMs?: number;
  /** How often the server looks for such blobs, starting right after start-up; 0 turns it off. Default 1 hour. */
  blobPruneIntervalMs?: number;
  /**
   * How often the embedded database reclaims the space of replaced and deleted rows (VACUUM: a saved response
   * replaces its row, and PGlite runs no autovacuum of its own); 0 turns it off. PostgreSQL's autovacuum does this
   * there. Default 10 minutes.
   */
  compactIntervalMs?: number;
  /** Options of the dashboard under /admin. */
  dashboard?: DashboardOptions;
  /**
   * The digest e-mails (digest.ts): sent through `mail` (SMTP settings, or a function sending one message) to the
   * recipients operators added; the server looks for due digests right after start-up and every `intervalMs`
   * (default 5 minutes). `now` is the clock (default: the real one). Without it no digest is sent.
   */
  digest?: { mail: MailSettings | SendMail; intervalMs?: number; now?: () => Date };
}

export interface ApiServer {
  /** Origin, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The engine's base address: `{url}/api/v1`. */
  apiUrl: string;
  port: number;
  db: Database;
  /** Folder holding blobs on disk (and the embedded database unless PostgreSQL is used). */
  dataDir: string;
  /** Where blob bytes live: `{dataDir}/blobs` or the database's blob_contents table. */
  blobStorage: 'disk' | 'database';
  /** All treesponses of a project, oldest first, snake_case like the wire. */
  listTreesponses(projectKey: string): Promise<TreesponseRecord[]>;
  /**
   * Deletes the blobs no response refers to that are older than `olderThanMs` (default: `unattachedBlobRetentionMs`)
   * and returns how many were deleted. The server also does this every `blobPruneIntervalMs`.
   */
  pruneUnattachedBlobs(olderThanMs?: number): Promise<number>;
  /**
   * Reclaims the space of replaced and deleted rows (VACUUM of every table, one at a time; `full` rewrites the tables
   * so no byte of a deleted row stays in their files), once no export runs. The embedded server does the plain one
   * every `compactIntervalMs`.
   */
  compact(options?: { full?: boolean }): Promise<void>;
  /** Deletes a respondent (see eraseRespondent), files included. */
  eraseRespondent(selector: RespondentSelector, projectKey?: string): Promise<PrivacyOutcome>;
  /** Deletes or anonymises treesponses created before `olderThan` (see applyRetention), files included. */
  applyRetention(olderThan: Date, mode: RetentionMode, projectKey?: string): Promise<PrivacyOutcome>;
  close(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  if (options.secret !== undefined) assertStrongSecret(options.secret);
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'treesponse-api-')));
  // only one process may open an embedded database folder
  // only a server holding the embedded database owns the data folder (its lock, and its address for the CLI)
  const holdsDataDir = !temporary && !options.databaseUrl;
  const release = holdsDataDir ? await claimDataDir(dataDir) : async () => undefined;
  const cleanUp = async () => {
    await release();
    if (temporary) await rm(dataDir, { recursive: true, force: true });
  };
  const db = await openDatabase(
    options.databaseUrl ? { url: options.databaseUrl } : temporary ? { memory: true } : { dataDir: join(dataDir, 'pgdata') },
  ).catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  try {
    await migrate(db);
    const secret = await resolveSecret(options.secret, temporary ? undefined : dataDir);
    const voteCodes = createVoteCodeKey(secret);
    await protectStoredVoteCodes(db, voteCodes);
    for (const project of options.projects ?? []) await upsertProject(db, project, voteCodes);
    const storage: BlobStore =
      (options.blobStorage ?? (options.databaseUrl ? 'database' : 'disk')) === 'database'
        ? new DatabaseBlobStorage(db)
        : new BlobStorage(dataDir);
    await storage.init();
    const signer = createSigner(secret);
    const logger = options.logger ?? jsonLogger();
    const logError =
      options.logError ??
      ((error: unknown, context: string) =>
        logger.error('unexpected_error', { context, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
    const metrics = new Metrics();
    const limiter = createRateLimiter(db, {
      limits: options.rateLimits === false ? noLimits() : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      secret,
      onRefused: (limit) => {
        metrics.count('treesponse_rate_limited_total', 'Requests refused by an abuse limit', { limit });
        logger.warn('rate_limited', { limit });
      },
    });
    let stopping = false;
    let ownUrl = '';
    const retentionMs = options.unattachedBlobRetentionMs ?? DEFAULT_UNATTACHED_BLOB_RETENTION_MS;
    const pruneUnattachedBlobs = async (olderThanMs = retentionMs): Promise<number> => {
      const keys = await deleteUnattachedBlobs(db, new Date(Date.now() - olderThanMs));
      // the rows are gone first, so a file is never served or attached while it is being removed
      for (const key of keys) await storage.remove(key);
      await limiter.prune();
      await pruneUsedChallenges(db);
      return keys.length;
    };
    // One pruning or compaction at a time, and close() waits for a running one before the database closes.
    let pruning: Promise<unknown> = Promise.resolve();
    const prunePeriodically = () => {
      pruning = pruning.then(() => pruneUnattachedBlobs()).catch((error: unknown) => logError(error, 'pruning unattached blobs'));
    };
    // after an erasure the next compaction is a full one, which leaves no copy of the erased rows in the files
    let erasedSinceCompaction = false;
    const compact = (full = false): Promise<void> => {
      const run = pruning.then(async () => {
        const asked = full || erasedSinceCompaction;
        erasedSinceCompaction = false;
        await compactDatabase(db, { full: asked });
      });
      pruning = run.catch((error: unknown) => logError(error, 'compacting the database'));
      return run;
    };
    const privacy = {
      removeBlobs: async (keys: string[]) => {
        for (const key of keys) await storage.remove(key);
      },
      afterDeletion: async () => {
        erasedSinceCompaction = true;
      },
    };
    const compactIntervalMs = db.kind === 'pglite' ? (options.compactIntervalMs ?? DEFAULT_COMPACT_INTERVAL_MS) : 0;
    const pruneIntervalMs = options.blobPruneIntervalMs ?? DEFAULT_BLOB_PRUNE_INTERVAL_MS;
    const server = createApiServer({
      db,
      storage,
      signer,
      voteCodes,
      scorer: options.scorer ?? wordListScorer,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      publicUrl: options.publicUrl ?? (() => ownUrl),
      uploadUrlTtlMs: 60 * 60 * 1000,
      blobIdTtlMs: options.blobIdTtlMs ?? DEFAULT_BLOB_ID_TTL_MS,
      logError,
      limiter,
      trustedProxies: options.trustedProxies ?? 0,
      metrics,
      isReady: () => !stopping,
      metricsToken: options.metricsToken,
      metricsClosed: options.production === true && !options.metricsToken,
      dashboard: options.dashboard,
      privacy,
    });
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    let pruneTimer: ReturnType<typeof setInterval> | undefined;
    if (pruneIntervalMs > 0) {
      prunePeriodically();
      pruneTimer = setInterval(prunePeriodically, pruneIntervalMs);
      pruneTimer.unref();
    }
    let digestTimer: ReturnType<typeof setInterval> | undefined;
    let digesting: Promise<unknown> = Promise.resolve();
    if (options.digest) {
      const { mail, now = () => new Date() } = options.digest;
      const send = typeof mail === 'function' ? mail : smtpSender(mail);
      let busy = false;
      const look = () => {
        if (busy || stopping) return;
        busy = true;
        digesting = sendDueDigests(db, send, now(), logError)
          .catch((error: unknown) => logError(error, 'sending the digests'))
          .finally(() => (busy = false));
      };
      look();
      digestTimer = setInterval(look, options.digest.intervalMs ?? DEFAULT_DIGEST_INTERVAL_MS);
      digestTimer.unref();
    }
    let compactTimer: ReturnType<typeof setInterval> | undefined;
    if (compactIntervalMs > 0) {
      compactTimer = setInterval(() => void compact().catch(() => undefined), compactIntervalMs);
      compactTimer.unref();
    }
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${shownHost}:${port}`;
    ownUrl = url;
    // the command line finds the running server here, to send it the commands it cannot run on a held database
    if (holdsDataDir) await writeFile(join(dataDir, SERVER_URL_FILE), `${url}\n`);
    return {
      url,
      apiUrl: `${url}/api/v1`,
      port,
      db,
      dataDir,
      blobStorage: storage.kind,
      listTreesponses: (projectKey) =>
        listProjectTreesponses(db, projectKey, (key) =>
          signer.sign('blob_id', key, blobIdExpiry(Date.now(), options.blobIdTtlMs ?? DEFAULT_BLOB_ID_TTL_MS)),
        ),
      pruneUnattachedBlobs,
      compact: (compactOptions) => compact(compactOptions?.full),
      async eraseRespondent(selector, projectKey) {
        const outcome = await eraseRespondent(db, selector, projectKey);
        await privacy.removeBlobs(outcome.blobKeys);
        if (outcome.treesponses > 0) await privacy.afterDeletion();
        return outcome;
      },
      async applyRetention(olderThan, mode, projectKey) {
        const outcome = await applyRetention(db, olderThan, mode, projectKey);
        await privacy.removeBlobs(outcome.blobKeys);
        if (outcome.treesponses > 0) await privacy.afterDeletion();
        return outcome;
      },
      async close() {
        stopping = true;
        clearInterval(pruneTimer);
        clearInterval(compactTimer);
        clearInterval(digestTimer);
        await pruning;
        await digesting;
        // no new connections; requests in flight finish (then their connections close), up to shutdownTimeoutMs
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          const idle = setInterval(() => server.closeIdleConnections(), 50);
          const force = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs ?? 10_000);
          server.once('close', () => {
            clearInterval(idle);
            clearTimeout(force);
          });
          server.closeIdleConnections();
        });
        if (holdsDataDir) await rm(join(dataDir, SERVER_URL_FILE), { force: true });
        await db.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await db.close();
    await cleanUp();
    throw error;
  }
}

/** All treesponses of a project in `db`, oldest first (signed blob ids need the server's secret, so they are omitted). */
export function listTreesponses(db: Database, projectKey: string): Promise<TreesponseRecord[]> {
  return listProjectTreesponses(db, projectKey, () => '');
}

function noLimits(): RateLimits {
  return Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, Infinity])) as unknown as RateLimits;
}
