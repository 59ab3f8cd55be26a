/**
 * @treesponse/api: the collection API the survey engine talks to (`{url}/api/v1`), on an embedded PGlite database
 * (default) or PostgreSQL (`databaseUrl` / DATABASE_URL).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobStorage } from './blob-storage.js';
import { claimDataDir } from './data-dir-lock.js';
import { openDatabase, type Database } from './db.js';
import { migrate } from './migrations.js';
import { wordListScorer, type FeedbackScorer } from './scorer.js';
import { createApiServer, type DashboardOptions } from './server.js';
import { createSigner, resolveSecret } from './signing.js';
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
export { deleteUnattachedBlobs, upsertProject, type ProjectConfig, type LikeOption, type TreesponseRecord } from './store.js';

/** File in the data folder holding the running server's address. */
export const SERVER_URL_FILE = 'server.url';
export type { DashboardOptions } from './server.js';
export { runCommand, COMMANDS, type CommandInput } from './admin/commands.js';
export { catchUp as updateDashboardCounts } from './admin/rollup.js';
export { responsesExport, contactsExport, type ExportFormat } from './export.js';
export const DEFAULT_MAX_UPLOAD_BYTES = 10_485_760;
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;
/** How long a blob no response refers to is kept: a visitor may upload a file and save the page a while later. */
export const DEFAULT_UNATTACHED_BLOB_RETENTION_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_BLOB_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

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
  /** Secret for signed blob ids and upload urls. Default: `{dataDir}/secret`, created once. */
  secret?: string;
  /** Projects created or updated on start. */
  projects?: ProjectConfig[];
  /** Scores free text for POST /ai_feedbacks. Default: the offline word-list and readability scorer. */
  scorer?: FeedbackScorer;
  /** Largest upload in bytes; default 10485760 (10 MiB). */
  maxUploadBytes?: number;
  /** Largest JSON body in bytes; default 1048576 (1 MiB). */
  maxBodyBytes?: number;
  /** Origin used in direct-upload urls when the server sits behind a proxy, e.g. https://api.example.org. */
  publicUrl?: string;
  /** Reports unexpected errors; default console.error. */
  logError?: (error: unknown, context: string) => void;
  /**
   * Blobs that no response refers to (uploaded but never saved with a response, or replaced by another file) are
   * deleted, rows and files, once they are older than this. Default 24 hours.
   */
  unattachedBlobRetentionMs?: number;
  /** How often the server looks for such blobs, starting right after start-up; 0 turns it off. Default 1 hour. */
  blobPruneIntervalMs?: number;
  /** Options of the dashboard under /admin. */
  dashboard?: DashboardOptions;
}

export interface ApiServer {
  /** Origin, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The engine's base address: `{url}/api/v1`. */
  apiUrl: string;
  port: number;
  db: Database;
  /** Folder holding blobs (and the embedded database unless PostgreSQL is used). */
  dataDir: string;
  /** All treesponses of a project, oldest first, snake_case like the wire. */
  listTreesponses(projectKey: string): Promise<TreesponseRecord[]>;
  /**
   * Deletes the blobs no response refers to that are older than `olderThanMs` (default: `unattachedBlobRetentionMs`)
   * and returns how many were deleted. The server also does this every `blobPruneIntervalMs`.
   */
  pruneUnattachedBlobs(olderThanMs?: number): Promise<number>;
  close(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const temporary = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'treesponse-api-')));
  // only one process may open an embedded database folder
  const release = !temporary && !options.databaseUrl ? await claimDataDir(dataDir) : async () => undefined;
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
    for (const project of options.projects ?? []) await upsertProject(db, project);
    const storage = new BlobStorage(dataDir);
    await storage.init();
    const signer = createSigner(await resolveSecret(options.secret, temporary ? undefined : dataDir));
    const logError = options.logError ?? ((error: unknown, context: string) => console.error(`[treesponse-api] ${context}:`, error));
    const retentionMs = options.unattachedBlobRetentionMs ?? DEFAULT_UNATTACHED_BLOB_RETENTION_MS;
    const pruneUnattachedBlobs = async (olderThanMs = retentionMs): Promise<number> => {
      const keys = await deleteUnattachedBlobs(db, new Date(Date.now() - olderThanMs));
      // the rows are gone first, so a file is never served or attached while it is being removed
      for (const key of keys) await storage.remove(key);
      return keys.length;
    };
    // One pruning at a time, and close() waits for a running one before the database closes.
    let pruning: Promise<unknown> = Promise.resolve();
    const prunePeriodically = () => {
      pruning = pruning.then(() => pruneUnattachedBlobs()).catch((error: unknown) => logError(error, 'pruning unattached blobs'));
    };
    const pruneIntervalMs = options.blobPruneIntervalMs ?? DEFAULT_BLOB_PRUNE_INTERVAL_MS;
    const server = createApiServer({
      db,
      storage,
      signer,
      scorer: options.scorer ?? wordListScorer,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
      publicUrl: options.publicUrl,
      uploadUrlTtlMs: 60 * 60 * 1000,
      logError,
      dashboard: options.dashboard,
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
    const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${shownHost}:${port}`;
    // the command line finds the running server here, to send it the commands it cannot run on a held database
    if (!temporary) await writeFile(join(dataDir, SERVER_URL_FILE), `${url}\n`);
    return {
      url,
      apiUrl: `${url}/api/v1`,
      port,
      db,
      dataDir,
      listTreesponses: (projectKey) => listProjectTreesponses(db, projectKey, (key) => signer.sign('blob_id', key)),
      pruneUnattachedBlobs,
      async close() {
        clearInterval(pruneTimer);
        await pruning;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        if (!temporary) await rm(join(dataDir, SERVER_URL_FILE), { force: true });
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
