/**
 * One small database interface over two drivers: PGlite (PostgreSQL compiled to WebAssembly, embedded in the
 * process, stored in a folder) and node-postgres for a PostgreSQL server. The SQL is the same for both.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { queryInOneCall } from './pglite-query.js';
import { preparedStatementNames } from './prepared-statements.js';

/** Runs parameterised SQL ($1, $2, ...). */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** 'pglite' (embedded) or 'postgres' (server). */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL connection string, a folder for the embedded database, or memory. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('dataDir' in location) {
    await mkdir(location.dataDir, { recursive: true });
    return openPglite(await PGlite.create(location.dataDir));
  }
  return openPglite(await PGlite.create());
}

function openPglite(lite: PGlite): Database {
  const database: Database = {
    kind: 'pglite',
    query<Row>(sql: string, params: unknown[] = []) {
      calls.set(database, callsSoFar(database) + 1);
      return queryInOneCall<Row>(lite, sql, params);
    },
    async exec(sql: string) {
      calls.set(database, callsSoFar(database) + 1);
      await lite.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      calls.set(database, callsSoFar(database) + 1);
      return lite.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const result = await tx.query<Row>(sql, params);
            return { rows: result.rows };
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!lite.closed) await lite.close();
    },
  };
  return database;
}

/** Statements and transactions asked of each embedded database so far (see callsSoFar). */
const calls = new WeakMap<Queryable, number>();

/**
 * How many statements and transactions were asked of an embedded database so far (0 for a PostgreSQL server): a
 * long piece of work compares it before and after a batch of its own to learn whether anything else asked meanwhile
 * (see letOthersRun).
 */
export function callsSoFar(db: Queryable): number {
  return calls.get(db) ?? 0;
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client that loses its connection emits 'error' on the pool; without a listener that would end the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // each connection parses a statement once and then only binds and runs it (measured on a busy two-core machine: the
  // CPU time of a create, server and database, from 1.7 ms to 1.2–1.5 ms; of a new treesponder from 1.1 to 0.75 ms).
  // A prepared statement that a newer server's migration invalidated (a table's columns changed) fails once with
  // 0A000 and then runs unprepared (inside a transaction, that transaction fails once).
  const statementName = preparedStatementNames();
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const name = statementName.of(sql);
      try {
        const result = await client.query({ text: sql, values: params, name });
        return { rows: result.rows as Row[] };
      } catch (error) {
        // another server's migration changed a table this prepared statement reads: run it unprepared from now on
        if (name === undefined || databaseErrorInfo(error).code !== '0A000') throw error;
        statementName.forget(sql);
        const result = await client.query(sql, params);
        return { rows: result.rows as Row[] };
      }
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The row count of a bounded batch's next statement: doubled while a batch takes under half the target time, halved
 * while it takes over twice the target, kept within the limits.
 */
export function nextBatchRows(rows: number, tookMs: number, targetMs: number, limits: { min: number; max: number }): number {
  if (tookMs < targetMs / 2) return Math.min(limits.max, rows * 2);
  if (tookMs > targetMs * 2) return Math.max(limits.min, Math.floor(rows / 2));
  return rows;
}

/**
 * Lets the requests that queued during a long piece of work (a batch of an export or of the dashboard's counting)
 * run before the next one. The embedded database runs one statement at a time, so it gets a pause as long as the
 * batch took (at most 250 ms): a request making several queries gets through in one pause, also on a slow machine
 * where every statement takes longer. A PostgreSQL server runs statements side by side and needs none. `othersAsked`
 * false (nothing else asked the embedded database during the batch) skips the pause.
 */
export function letOthersRun(db: Queryable, batchMs: number, { othersAsked = true }: { othersAsked?: boolean } = {}): Promise<void> {
  const embedded = (db as Partial<Database>).kind === 'pglite';
  // when nothing else asked the database during the batch (see callsSoFar), a request that arrives now needs no
  // more than the next batch's wait, and a pause would only leave the database idle
  const pause = embedded && othersAsked;
  return new Promise((resolve) => (pause ? setTimeout(resolve, Math.min(250, batchMs)) : setImmediate(resolve)));
}

/** The last turn taken on each embedded database (see takeTurn). */
const turns = new WeakMap<Queryable, Promise<unknown>>();

/**
 * Runs `work` (one batch of a long piece of work, with its pause) once the batches that other long work queued on the
 * same embedded database are done. Three exports at once then take turns instead of filling every gap between their
 * batches, and the questionnaire's requests still get the pauses. A PostgreSQL server runs statements side by side
 * and needs no turns.
 */
export function takeTurn<T>(db: Queryable, work: () => Promise<T>): Promise<T> {
  if ((db as Partial<Database>).kind !== 'pglite') return work();
  const previous = turns.get(db) ?? Promise.resolve();
  const turn = previous.then(work);
  turns.set(db, turn.catch(() => undefined));
  return turn;
}

/** Exports running on each database: the compaction waits for them (see holdCompaction). */
const compactionHolds = new WeakMap<Queryable, { held: number; released: (() => void)[] }>();

/**
 * Keeps the compaction (see compactDatabase) from starting while `pieces` (an export) are read: on the embedded
 * database a VACUUM runs in this process and answers nothing meanwhile, for seconds over hundreds of MiB of stored
 * answers and far longer on a loaded machine. Landing in a long export, it held visitors' saves past the server's
 * header timeout. The compaction runs once the last export ends.
 */
export async function* holdCompaction<T>(db: Queryable, pieces: AsyncIterable<T>): AsyncGenerator<T> {
  const hold = compactionHolds.get(db) ?? { held: 0, released: [] };
  compactionHolds.set(db, hold);
  hold.held++;
  try {
    yield* pieces;
  } finally {
    hold.held--;
    if (hold.held === 0) for (const resolve of hold.released.splice(0)) resolve();
  }
}

/** Resolves once no export holds the compaction of this database (see holdCompaction). */
export function compactionAllowed(db: Queryable): Promise<void> {
  const hold = compactionHolds.get(db);
  if (!hold || hold.held === 0) return Promise.resolve();
  return new Promise((resolve) => hold.released.push(resolve));
}

/**
 * The statistics target of the refresh before an export: a sample of 300 × 10 rows, enough for the planner to walk
 * a project's responses through its index, and short: the embedded database runs ANALYZE in this process, which
 * answers nothing meanwhile (at 100,000 responses, the default sample of 30,000 rows, JSON included, held it for
 * about 3 s on a busy two-core machine; this one for about 0.1 s).
 */
export const REFRESH_STATISTICS_TARGET = 10;

/**
 * Brings the planner's statistics of `table` up to date (ANALYZE on a small sample, see REFRESH_STATISTICS_TARGET)
 * when a tenth of its rows changed since they were taken, the threshold PostgreSQL's autovacuum uses. The embedded
 * database has no autovacuum, and right after a bulk import or restore a batch's plan without statistics reads every
 * response of the project instead of the next few: called before an export, which walks the table in batches by id.
 * The compaction (or PostgreSQL's autovacuum) takes the full statistics later.
 */
export async function refreshStatistics(db: Queryable, table: 'treesponses'): Promise<void> {
  const { rows } = await db.query<{ stale: boolean }>(
    `SELECT n_mod_since_analyze > 50 + n_live_tup / 10 AS stale FROM pg_stat_user_tables WHERE relname = $1 AND schemaname = current_schema()`,
    [table],
  );
  // one implicit transaction: the smaller target holds for this ANALYZE only
  if (rows[0]?.stale) await db.exec(`SET LOCAL default_statistics_target = ${REFRESH_STATISTICS_TARGET}; ANALYZE ${table}`);
}

/** The tables that hold a respondent's values, rewritten by a full compaction after an erasure. */
const RESPONDENT_TABLES = ['treesponses', 'treesponders', 'uploads', 'blobs', 'dashboard_seen', 'dashboard_cells'];

/**
 * Reclaims the space of replaced and deleted rows (VACUUM). `full` (after an erasure) also leaves no byte of a
 * deleted row in the embedded database's files: the tables that held respondents' values are rewritten into new
 * files (VACUUM FULL), and the write-ahead log moves on to a new segment whose predecessors are then deleted instead of
 * recycled (`wal_recycle = off`, two checkpoints). On PostgreSQL `full` is a plain VACUUM of those tables: its files,
 * write-ahead log and backups are the database operator's.
 */
export async function compactDatabase(db: Database, { full = false }: { full?: boolean } = {}): Promise<void> {
  await compactionAllowed(db);
  if (!full) return compactTableByTable(db);
  if (db.kind === 'postgres') return db.exec(`VACUUM (ANALYZE) ${RESPONDENT_TABLES.join(', ')}`);
  await db.exec(`VACUUM (FULL, ANALYZE) ${RESPONDENT_TABLES.join(', ')}`);
  await db.exec('SET wal_recycle = off');
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
  await db.exec('CHECKPOINT');
}

/**
 * The plain compaction, one table per statement: between two tables the requests that queued run (see letOthersRun),
 * instead of waiting for a VACUUM of the whole database.
 */
async function compactTableByTable(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(relname) AS name FROM pg_stat_user_tables WHERE schemaname = current_schema() ORDER BY relname`,
  );
  for (const { name } of rows) {
    const started = Date.now();
    await db.exec(`VACUUM (ANALYZE) ${name}`);
    await letOthersRun(db, Date.now() - started);
  }
}

/** The SQLSTATE and constraint of a database error, for either driver. */
export function databaseErrorInfo(error: unknown): { code?: string; constraint?: string } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    constraint: typeof constraint === 'string' ? constraint : undefined,
  };
}
