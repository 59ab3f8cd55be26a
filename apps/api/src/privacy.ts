/**
 * Privacy operations on stored responses: erasing one respondent on request, and the retention rule that deletes or
 * anonymises responses older than the period the privacy text promises. Both return the keys of the blobs they
 * removed, so files on disk can be deleted too (blob bytes in the database go with their rows).
 */
import { takeBackDeleted } from './admin/rollup.js';
import type { Database, Queryable } from './db.js';

/** Who to erase: a treesponse id, a treesponder id, or every response with this e-mail address (any letter case). */
export type RespondentSelector = { id: string } | { email: string };

export interface PrivacyOutcome {
  /** Treesponses deleted or anonymised. */
  treesponses: number;
  /** Blobs deleted (their keys, for removing files on disk). */
  blobKeys: string[];
}

/**
 * Deletes a respondent's treesponses, their uploads and files, and their treesponders (with every blob they uploaded,
 * attached or not), and takes their values out of the dashboard's counts (`dashboard_seen` and counts left at zero).
 * `id` may be a treesponse or a treesponder public id. With `projectKey`, only that project. Their vote code goes too,
 * so the person could vote again. The embedded database keeps the bytes of deleted rows in its files until its next
 * compaction (`compact({ full: true })`, which the server runs after an erasure).
 */
export async function eraseRespondent(db: Database, selector: RespondentSelector, projectKey?: string): Promise<PrivacyOutcome> {
  return db.transaction(async (tx) => {
    const match =
      'id' in selector
        ? { sql: '(t.public_id = $1 OR r.public_id = $1)', value: selector.id }
        : { sql: 'lower(t.email) = lower($1)', value: selector.email.trim() };
    const { rows: treesponders } = await tx.query<{ id: number; project_id: number }>(
      `SELECT DISTINCT r.id, r.project_id FROM treesponders r
       LEFT JOIN treesponses t ON t.treesponder_id = r.id
       JOIN projects p ON p.id = r.project_id
       WHERE ${match.sql} AND ($2::text IS NULL OR p.key = $2)`,
      [match.value, projectKey ?? null],
    );
    const ids = treesponders.map((row) => row.id);
    if (ids.length === 0) return { treesponses: 0, blobKeys: [] };
    const { rows: deleted } = await tx.query('DELETE FROM treesponses WHERE treesponder_id = ANY($1::int[]) RETURNING id', [ids]);
    const blobKeys = await deleteBlobsOf(tx, 'treesponder_id = ANY($1::int[])', [ids]);
    await tx.query('DELETE FROM treesponders WHERE id = ANY($1::int[])', [ids]);
    for (const projectId of new Set(treesponders.map((row) => row.project_id))) await takeBackDeleted(tx, projectId);
    return { treesponses: deleted.length, blobKeys };
  });
}

/** What the retention rule does with a response past its period. */
export type RetentionMode = 'delete' | 'anonymise';

/** The personal fields cleared by anonymising; answers and results (the survey's content) stay. */
export const ANONYMISED_FIELDS = ['email', 'postcode', 'gender', 'age', 'year_of_birth', 'validation_code', 'query'] as const;

/**
 * Deletes, or anonymises, the treesponses created before `olderThan` (with `projectKey`: of that project only).
 * Anonymising clears ANONYMISED_FIELDS, the opt-ins and the page visits, and deletes the uploads and their files.
 */
export async function applyRetention(
  db: Database,
  olderThan: Date,
  mode: RetentionMode,
  projectKey?: string,
): Promise<PrivacyOutcome> {
  return db.transaction(async (tx) => {
    const old = `t.created_at < $1 AND ($2::text IS NULL OR t.project_id = (SELECT id FROM projects WHERE key = $2))`;
    const params = [olderThan.toISOString(), projectKey ?? null];
    const { rows: blobs } = await tx.query<{ id: number }>(
      `SELECT u.blob_id AS id FROM uploads u JOIN treesponses t ON t.id = u.treesponse_id WHERE ${old}`,
      params,
    );
    let treesponses: number;
    if (mode === 'delete') {
      const { rows } = await tx.query<{ project_id: number }>(`DELETE FROM treesponses t WHERE ${old} RETURNING t.project_id`, params);
      treesponses = rows.length;
      for (const projectId of new Set(rows.map((row) => row.project_id))) await takeBackDeleted(tx, projectId);
    } else {
      await tx.query(`DELETE FROM uploads u USING treesponses t WHERE t.id = u.treesponse_id AND ${old}`, params);
      treesponses = (
        await tx.query(
          `UPDATE treesponses t SET email = NULL, postcode = NULL, gender = NULL, age = NULL, year_of_birth = NULL,
             validation_code = NULL, query = '', optin_project = false, optin_organisation = false,
             page_visits = '[]'::jsonb, updated_at = now()
           WHERE ${old} RETURNING t.id`,
          params,
        )
      ).rows.length;
    }
    // a file attached to a newer response of the same respondent stays
    const blobKeys = await deleteBlobsOf(tx, 'id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM uploads WHERE blob_id = blobs.id)', [
      blobs.map((row) => row.id),
    ]);
    return { treesponses, blobKeys };
  });
}

async function deleteBlobsOf(tx: Queryable, where: string, params: unknown[]): Promise<string[]> {
  const { rows } = await tx.query<{ key: string }>(`DELETE FROM blobs WHERE ${where} RETURNING key`, params);
  return rows.map((row) => row.key);
}
