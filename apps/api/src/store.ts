/** Data access: every SQL statement of the server, written for both PGlite and PostgreSQL. */
import { resolveDashboardLabels, type DashboardRegistration } from './admin/labels.js';
import { WIRE_TREESPONSE_FIELDS, type WireTreesponseField } from '@treesponse/core/wire';
import { createHash, randomBytes } from 'node:crypto';
import { databaseErrorInfo, type Database, type Queryable } from './db.js';
import type { FieldErrors, TreesponseInput, UploadAttributes } from './validation.js';
import { setProofOfWorkBits } from './proof-of-work.js';
import { VOTE_CODE_FORMAT_MESSAGE, VOTE_CODE_PATTERN, type VoteCodeKey } from './vote-codes.js';

/** A like option offered by the aggregator. */
export interface LikeOption {
  id: string | number;
  text: string;
  name: string;
}

/** A project to create or update. */
export interface ProjectConfig {
  /** The project key clients send in `x-project-key`. */
  key: string;
  /** A human name, e.g. 'Powercheck'. */
  name: string;
  /** Options returned by the likes aggregator. */
  likeOptions?: LikeOption[];
  /**
   * When given, only these validation codes (SHA3-512 hex of a registration number) may vote. They are stored
   * keyed (see vote-codes.ts), so upsertProject needs the server's VoteCodeKey to save one.
   */
  allowList?: string[];
  /**
   * When set, every vote-code attempt needs a proof of work of this many bits (see proof-of-work.ts; 16 takes a
   * browser under a second); 0 turns it off.
   */
  proofOfWorkBits?: number;
  /**
   * The survey definition, its texts and the names of its result keys, so the dashboard shows the survey's own
   * words (see admin/labels.ts); resolved and kept with the project. Left as it is when not given.
   */
  dashboard?: DashboardRegistration;
  /**
   * The IANA time zone of the dashboard's days and hours; default Europe/Brussels. Changing it counts the project's
   * responses again.
   */
  timeZone?: string;
}

export const DEFAULT_TIME_ZONE = 'Europe/Brussels';

/** Whether the runtime knows the IANA time zone `name`. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name.length <= 100;
  } catch {
    return false;
  }
}

export interface ProjectRow {
  id: number;
  key: string;
  name: string;
  like_options: LikeOption[];
  restrict_validation_codes: boolean;
}

export interface TreesponderRow {
  id: number;
  project_id: number;
  public_id: string;
}

/** A stored treesponse as read back (snake_case like the wire, plus timestamps). */
export interface TreesponseRecord {
  id: string;
  treesponder_id: string;
  created_at: string;
  updated_at: string;
  completed: boolean;
  language: string;
  survey_version: string;
  query: string;
  answers: Record<string, unknown>;
  results: Record<string, unknown>;
  page_visits: { index: number; name: string; order: number }[];
  age: string | number | null;
  year_of_birth: number | null;
  optin_organisation: boolean;
  optin_project: boolean;
  email: string | null;
  gender: string | null;
  postcode: string | null;
  validation_code: string | null;
  uploads: { id: number; name: string; filename: string; blobSignedId: string }[];
}

export interface BlobRow {
  id: number;
  key: string;
  project_id: number;
  treesponder_id: number;
  filename: string;
  content_type: string;
  byte_size: number;
  checksum: string;
  stored_at: Date | string | null;
}

/** Thrown for input that is well-formed but refused by the data (answered with 422). */
export class UnprocessableError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Could not be saved');
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of [A-Za-z0-9] characters (no modulo bias: 248 = 4 * 62). */
export function randomPublicId(length = 16): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const VALIDATION_CODE_INDEX = 'treesponses_validation_code_unique';

export async function upsertProject(db: Database, config: ProjectConfig, voteCodes?: VoteCodeKey): Promise<ProjectRow> {
  if (config.timeZone !== undefined && !isTimeZone(config.timeZone)) throw new Error(`Unknown time zone '${config.timeZone}' (use an IANA name such as Europe/Brussels)`);
  const allowList = config.allowList === undefined ? undefined : allowListCodes(config.allowList, voteCodes);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ProjectRow>(
      `INSERT INTO projects (key, name, like_options, restrict_validation_codes)
       VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name,
         like_options = CASE WHEN $5 THEN EXCLUDED.like_options ELSE projects.like_options END,
         restrict_validation_codes = CASE WHEN $6 THEN EXCLUDED.restrict_validation_codes
                                          ELSE projects.restrict_validation_codes END
       RETURNING id, key, name, like_options, restrict_validation_codes`,
      [
        config.key,
        config.name,
        JSON.stringify(config.likeOptions ?? []),
        config.allowList !== undefined,
        config.likeOptions !== undefined,
        config.allowList !== undefined,
      ],
    );
    const project = rows[0]!;
    if (config.timeZone !== undefined) {
      const { rows: changed } = await tx.query(
        'UPDATE projects SET time_zone = $2 WHERE id = $1 AND time_zone <> $2 RETURNING 1',
        [project.id, config.timeZone],
      );
      // days and hours move with the time zone: the project's responses are counted again
      if (changed.length > 0) {
        await tx.query('DELETE FROM dashboard_cells WHERE project_id = $1', [project.id]);
        await tx.query('DELETE FROM dashboard_seen WHERE project_id = $1', [project.id]);
        await tx.query(
          `INSERT INTO dashboard_pending (treesponse_id, project_id, created_at, change)
           SELECT id, project_id, created_at, nextval('dashboard_change') FROM treesponses WHERE project_id = $1
           ON CONFLICT (treesponse_id) DO NOTHING`,
          [project.id],
        );
      }
    }
    if (config.dashboard !== undefined)
      await tx.query('UPDATE projects SET dashboard_labels = $2::jsonb WHERE id = $1', [
        project.id,
        JSON.stringify(resolveDashboardLabels(config.dashboard)),
      ]);
    if (allowList !== undefined) {
      await tx.query('DELETE FROM project_allowed_codes WHERE project_id = $1', [project.id]);
      const codes = allowList;
      for (let start = 0; start < codes.length; start += 1000) {
        await tx.query(
          `INSERT INTO project_allowed_codes (project_id, code) SELECT $1::int, unnest($2::text[]) ON CONFLICT DO NOTHING`,
          [project.id, codes.slice(start, start + 1000)],
        );
      }
    }
    if (config.proofOfWorkBits !== undefined) await setProofOfWorkBits(tx, project.key, config.proofOfWorkBits);
    return project;
  });
}

/** The keyed, distinct codes of an allow-list; a line that is not a code is refused with its line number. */
function allowListCodes(list: string[], voteCodes: VoteCodeKey | undefined): string[] {
  if (!voteCodes) throw new Error('an allow-list is stored keyed: pass the server secret (VoteCodeKey) to upsertProject');
  const codes = list.map((code) => code.trim()).filter(Boolean);
  const wrong = codes.findIndex((code) => !VOTE_CODE_PATTERN.test(code));
  if (wrong >= 0) throw new InvalidAllowListError(`allow-list entry ${wrong + 1} ${VOTE_CODE_FORMAT_MESSAGE}`);
  return [...new Set(codes.map((code) => voteCodes.protect(code)))];
}

/** An allow-list entry that is not a well-formed code. */
export class InvalidAllowListError extends Error {
  override readonly name = 'InvalidAllowListError';
}

export async function findProject(db: Queryable, key: string): Promise<ProjectRow | null> {
  const { rows } = await db.query<ProjectRow>(
    'SELECT id, key, name, like_options, restrict_validation_codes FROM projects WHERE key = $1',
    [key],
  );
  return rows[0] ?? null;
}

export async function createTreesponder(db: Queryable, projectId: number): Promise<{ publicId: string; token: string }> {
  const publicId = randomPublicId(16);
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO treesponders (project_id, public_id, token_hash) VALUES ($1, $2, $3)', [
    projectId,
    publicId,
    sha256Hex(token),
  ]);
  return { publicId, token };
}

export function findTreesponderByToken(db: Queryable, projectId: number, token: string): Promise<TreesponderRow | null> {
  return findTreesponderByTokenHash(db, projectId, sha256Hex(token));
}

/** Like findTreesponderByToken, with the token's hash (sha256Hex) already taken. */
export async function findTreesponderByTokenHash(db: Queryable, projectId: number, tokenHash: string): Promise<TreesponderRow | null> {
  const { rows } = await db.query<TreesponderRow>(
    'SELECT id, project_id, public_id FROM treesponders WHERE token_hash = $1 AND project_id = $2',
    [tokenHash, projectId],
  );
  return rows[0] ?? null;
}

/** The treesponse table has one column per wire field (uploads are rows of their own). */
const COLUMNS = WIRE_TREESPONSE_FIELDS.filter(
  (field): field is Exclude<WireTreesponseField, 'uploads_attributes'> => field !== 'uploads_attributes',
);

const JSON_COLUMNS = new Set(['answers', 'results', 'page_visits', 'age']);

/** The large columns, whose size (`stored_bytes`) bounds the batches of the dashboard's counting and the exports. */
const SIZED_COLUMNS = ['answers', 'results', 'page_visits'] as const;

/**
 * The SQL giving the stored size of a row `t`: its `stored_bytes`, or for a row saved before that column existed the
 * size the values take on disk (compressed; read without loading them).
 */
export const STORED_BYTES_SQL = `coalesce(t.stored_bytes, ${SIZED_COLUMNS.map((c) => `coalesce(pg_column_size(t.${c}), 0)`).join(' + ')})`;

function columnValues(input: TreesponseInput): {
  columns: string[];
  values: unknown[];
  casts: string[];
  /** SQL of the row's size after an UPDATE with these columns. */
  storedBytes: string;
  /** The row's size when created with these columns (the others get their defaults, `{}` or `[]`). */
  createdBytes: number;
} {
  const columns: string[] = [];
  const values: unknown[] = [];
  const casts: string[] = [];
  const sizes: string[] = [];
  for (const column of COLUMNS) {
    if (input[column] === undefined) continue;
    columns.push(column);
    const json = JSON_COLUMNS.has(column);
    const value = json ? JSON.stringify(input[column]) : input[column];
    values.push(value);
    casts.push(json ? '::jsonb' : '');
  }
  for (const column of SIZED_COLUMNS) {
    const index = columns.indexOf(column);
    // a column not sent keeps its stored value (on create: the default, a few bytes)
    sizes.push(index >= 0 ? String(Buffer.byteLength(values[index] as string)) : `coalesce(octet_length(${column}::text), 0)`);
  }
  const createdBytes = SIZED_COLUMNS.reduce((sum, column) => {
    const index = columns.indexOf(column);
    return sum + (index >= 0 ? Buffer.byteLength(values[index] as string) : 2);
  }, 0);
  return { columns, values, casts, storedBytes: sizes.join(' + '), createdBytes };
}

async function checkAllowList(db: Queryable, project: ProjectRow, code: string | null | undefined): Promise<void> {
  if (!project.restrict_validation_codes || code === null || code === undefined) return;
  const { rows } = await db.query('SELECT 1 FROM project_allowed_codes WHERE project_id = $1 AND code = $2', [project.id, code]);
  if (rows.length === 0) throw new UnprocessableError({ validation_code: ['is not allowed'] });
}

/**
 * One vote per person: once a treesponse holds a validation code, it cannot be cleared or replaced, otherwise a
 * respondent could free their code for a second response.
 */
async function refuseChangedCode(
  db: Queryable,
  treesponder: TreesponderRow,
  publicId: string,
  code: string | null | undefined,
): Promise<void> {
  if (code === undefined || code === null) return;
  const stored = await storedValidationCode(db, treesponder, publicId);
  if (stored !== null && stored !== code) throw new UnprocessableError({ validation_code: ['cannot be changed'] });
}

/** The (keyed) code a treesponse of this treesponder holds, or null. */
export async function storedValidationCode(db: Queryable, treesponder: TreesponderRow, publicId: string): Promise<string | null> {
  const { rows } = await db.query<{ validation_code: string | null }>(
    'SELECT validation_code FROM treesponses WHERE public_id = $1 AND treesponder_id = $2',
    [publicId, treesponder.id],
  );
  return rows[0]?.validation_code ?? null;
}

/** Runs a write; a second use of a validation code in the project becomes `validation_code: ['already used']`. */
async function guardUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = databaseErrorInfo(error);
    if (code === '23505' && constraint === VALIDATION_CODE_INDEX)
      throw new UnprocessableError({ validation_code: ['already used'] });
    throw error;
  }
}

/** The stored form of a treesponse's code (keyed); other fields as given. */
export function withKeyedCode(input: TreesponseInput, voteCodes: VoteCodeKey): TreesponseInput {
  return typeof input.validation_code === 'string' ? { ...input, validation_code: voteCodes.protect(input.validation_code) } : input;
}

export interface BlobResolver {
  /** The blob key of a signed id, or null when the id is not valid. */
  blobKey(signedId: string): string | null;
}

export async function createTreesponse(
  db: Database,
  project: ProjectRow,
  treesponder: TreesponderRow,
  input: TreesponseInput,
  blobs: BlobResolver,
  /** With a key, a create this treesponder already sent with it is not stored again: its public id is returned. */
  idempotencyKey?: string,
): Promise<string> {
  const earlier = idempotencyKey ? await findByIdempotencyKey(db, treesponder, idempotencyKey) : null;
  if (earlier) return earlier;
  await checkAllowList(db, project, input.validation_code);
  const publicId = randomPublicId(16);
  const { columns, values, casts, createdBytes } = columnValues(input);
  const placeholders = columns.map((_, i) => `$${i + 6}${casts[i]}`);
  const uploads = input.uploads_attributes ?? [];
  // without uploads a single statement is enough; with them, the rows go in together or not at all
  const run = <T>(work: (q: Queryable) => Promise<T>) => (uploads.length > 0 ? db.transaction(work) : work(db));
  try {
    return await guardUniqueCode(() =>
      run(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO treesponses (project_id, treesponder_id, public_id, idempotency_key, stored_bytes${columns.map((c) => `, ${c}`).join('')})
           VALUES ($1, $2, $3, $4, $5${placeholders.map((p) => `, ${p}`).join('')}) RETURNING id`,
          [project.id, treesponder.id, publicId, idempotencyKey ?? null, createdBytes, ...values],
        );
        if (uploads.length > 0) await attachUploads(tx, rows[0]!.id, treesponder, uploads, blobs);
        return publicId;
      }),
    );
  } catch (error) {
    // the same create sent twice at once: the one stored first wins
    const { code, constraint } = databaseErrorInfo(error);
    const winner = code === '23505' && constraint === IDEMPOTENCY_KEY_INDEX && idempotencyKey ? await findByIdempotencyKey(db, treesponder, idempotencyKey) : null;
    if (winner) return winner;
    throw error;
  }
}

const IDEMPOTENCY_KEY_INDEX = 'treesponses_idempotency_key';

async function findByIdempotencyKey(db: Queryable, treesponder: TreesponderRow, key: string): Promise<string | null> {
  const { rows } = await db.query<{ public_id: string }>(
    'SELECT public_id FROM treesponses WHERE treesponder_id = $1 AND idempotency_key = $2',
    [treesponder.id, key],
  );
  return rows[0]?.public_id ?? null;
}

/**
 * Updates the given fields of a treesponse of this treesponder; false when there is no such treesponse.
 * `validation_code: null` changes nothing: a stored code stays (so it cannot be freed for a second vote), and a
 * treesponse without one stays without. GET never returns the stored code, so a resumed respondent sends null.
 */
export async function updateTreesponse(
  db: Database,
  project: ProjectRow,
  treesponder: TreesponderRow,
  publicId: string,
  given: TreesponseInput,
  blobs: BlobResolver,
): Promise<boolean> {
  const input = given.validation_code === null ? { ...given, validation_code: undefined } : given;
  // a treesponse holding a code answers 'cannot be changed' to any other, listed or not: the answer says nothing
  // about the allow-list
  await refuseChangedCode(db, treesponder, publicId, input.validation_code);
  await checkAllowList(db, project, input.validation_code);
  const { columns, values, casts, storedBytes } = columnValues(input);
  const assignments = [...columns.map((column, i) => `${column} = $${i + 3}${casts[i]}`), `stored_bytes = ${storedBytes}`];
  const codeIndex = columns.indexOf('validation_code');
  // A concurrent request may have stored another code since the check above: then nothing is written (and the
  // caller hears 'cannot be changed') instead of answering 204 while dropping this code.
  const codeGuard =
    codeIndex < 0 ? '' : ` AND (treesponses.validation_code IS NULL OR treesponses.validation_code = $${codeIndex + 3})`;
  const uploads = input.uploads_attributes ?? [];
  const run = <T>(work: (q: Queryable) => Promise<T>) => (uploads.length > 0 ? db.transaction(work) : work(db));
  const updated = await guardUniqueCode(() =>
    run(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE treesponses SET updated_at = now()${assignments.map((a) => `, ${a}`).join('')}
         WHERE public_id = $1 AND treesponder_id = $2${codeGuard} RETURNING id`,
        [publicId, treesponder.id, ...values],
      );
      if (rows.length === 0) return false;
      if (uploads.length > 0) await attachUploads(tx, rows[0]!.id, treesponder, uploads, blobs);
      return true;
    }),
  );
  if (!updated && codeIndex >= 0) await refuseChangedCode(db, treesponder, publicId, input.validation_code);
  return updated;
}

/**
 * Nested upload attributes, like Rails' accepts_nested_attributes_for: with an id the upload row is changed, without
 * one the upload of that name is created or replaced. The blob must be stored and belong to the same treesponder.
 */
async function attachUploads(
  tx: Queryable,
  treesponseId: number,
  treesponder: TreesponderRow,
  uploads: UploadAttributes[],
  blobs: BlobResolver,
): Promise<void> {
  for (const upload of uploads) {
    const key = blobs.blobKey(upload.file);
    const blob = key
      ? (
          await tx.query<{ id: number }>(
            'SELECT id FROM blobs WHERE key = $1 AND treesponder_id = $2 AND stored_at IS NOT NULL',
            [key, treesponder.id],
          )
        ).rows[0]
      : undefined;
    if (!blob) throw new UnprocessableError({ uploads_attributes: [`file of '${upload.name}' is not a stored blob`] });
    if (upload.id !== null) {
      const { rows } = await tx.query(
        'UPDATE uploads SET name = $1, blob_id = $2 WHERE id = $3 AND treesponse_id = $4 RETURNING id',
        [upload.name, blob.id, upload.id, treesponseId],
      );
      if (rows.length === 0) throw new UnprocessableError({ uploads_attributes: [`upload ${upload.id} does not exist`] });
    } else {
      await tx.query(
        `INSERT INTO uploads (treesponse_id, name, blob_id) VALUES ($1, $2, $3)
         ON CONFLICT (treesponse_id, name) DO UPDATE SET blob_id = EXCLUDED.blob_id`,
        [treesponseId, upload.name, blob.id],
      );
    }
  }
}

export const SELECT_TREESPONSE = `
  SELECT t.id AS internal_id, t.public_id AS id, r.public_id AS treesponder_id, t.created_at, t.updated_at,
         t.completed, t.language, t.survey_version, t.query, t.answers, t.results, t.page_visits, t.age,
         t.year_of_birth, t.optin_organisation, t.optin_project, t.email, t.gender, t.postcode, t.validation_code
  FROM treesponses t JOIN treesponders r ON r.id = t.treesponder_id`;

export type TreesponseRow = Omit<TreesponseRecord, 'uploads' | 'created_at' | 'updated_at'> & {
  internal_id: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export async function withUploads<Row extends { internal_id: number; created_at: Date | string; updated_at: Date | string }>(
  db: Queryable,
  rows: Row[],
  signBlob: (key: string) => string,
): Promise<(Omit<Row, 'internal_id' | 'created_at' | 'updated_at'> & Pick<TreesponseRecord, 'created_at' | 'updated_at' | 'uploads'>)[]> {
  if (rows.length === 0) return [];
  const { rows: uploads } = await db.query<{ treesponse_id: number; id: number; name: string; filename: string; key: string }>(
    `SELECT u.treesponse_id, u.id, u.name, b.filename, b.key FROM uploads u JOIN blobs b ON b.id = u.blob_id
     WHERE u.treesponse_id = ANY($1::int[]) ORDER BY u.id`,
    [rows.map((row) => row.internal_id)],
  );
  return rows.map(({ internal_id, created_at, updated_at, ...row }) => ({
    ...row,
    created_at: new Date(created_at).toISOString(),
    updated_at: new Date(updated_at).toISOString(),
    uploads: uploads
      .filter((upload) => upload.treesponse_id === internal_id)
      .map((upload) => ({ id: upload.id, name: upload.name, filename: upload.filename, blobSignedId: signBlob(upload.key) })),
  }));
}

/** One treesponse of this treesponder, or null (also when it belongs to someone else). */
export async function readTreesponse(
  db: Queryable,
  treesponder: TreesponderRow,
  publicId: string,
  signBlob: (key: string) => string,
): Promise<TreesponseRecord | null> {
  const { rows } = await db.query<TreesponseRow>(`${SELECT_TREESPONSE} WHERE t.public_id = $1 AND t.treesponder_id = $2`, [
    publicId,
    treesponder.id,
  ]);
  return (await withUploads(db, rows, signBlob))[0] ?? null;
}

/** All treesponses of a project, oldest first. */
export async function listProjectTreesponses(
  db: Queryable,
  projectKey: string,
  signBlob: (key: string) => string,
): Promise<TreesponseRecord[]> {
  const { rows } = await db.query<TreesponseRow>(
    `${SELECT_TREESPONSE} JOIN projects p ON p.id = t.project_id WHERE p.key = $1 ORDER BY t.created_at, t.id`,
    [projectKey],
  );
  return withUploads(db, rows, signBlob);
}

export async function treesponseBelongsToProject(db: Queryable, projectId: number, publicId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM treesponses WHERE public_id = $1 AND project_id = $2', [publicId, projectId]);
  return rows.length > 0;
}

export async function createBlob(
  db: Queryable,
  treesponder: TreesponderRow,
  blob: { filename: string; content_type: string; byte_size: number; checksum: string },
): Promise<string> {
  const key = randomPublicId(28);
  await db.query(
    `INSERT INTO blobs (key, project_id, treesponder_id, filename, content_type, byte_size, checksum)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [key, treesponder.project_id, treesponder.id, blob.filename, blob.content_type, blob.byte_size, blob.checksum],
  );
  return key;
}

export async function findBlob(db: Queryable, key: string): Promise<BlobRow | null> {
  const { rows } = await db.query<BlobRow>(
    `SELECT id, key, project_id, treesponder_id, filename, content_type, byte_size, checksum, stored_at
     FROM blobs WHERE key = $1`,
    [key],
  );
  return rows[0] ?? null;
}

/** Marks a blob stored; false when another request stored it first. */
export async function markBlobStored(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE blobs SET stored_at = now() WHERE key = $1 AND stored_at IS NULL RETURNING id', [key]);
  return rows.length > 0;
}

/**
 * Deletes the blob rows no upload refers to (never attached, or replaced by another file) that were created before
 * `createdBefore`, and returns their keys so their files can be removed.
 */
export async function deleteUnattachedBlobs(db: Queryable, createdBefore: Date): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `DELETE FROM blobs b
     WHERE b.created_at < $1 AND NOT EXISTS (SELECT 1 FROM uploads u WHERE u.blob_id = b.id)
     RETURNING b.key`,
    [createdBefore.toISOString()],
  );
  return rows.map((row) => row.key);
}
