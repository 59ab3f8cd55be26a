/**
 * Responses of 1 MiB of answers each (32 keys of 32 KiB of hex), with 200 page visits of 500-character names: rows
 * saved before the answer limits existed, or imported, the worst shape for an export. Shared by the export-memory
 * test and `bench/export.mjs`.
 */
import type { Queryable } from '../src/db.js';

/** Stored bytes of answers per seeded response. */
export const LARGE_RESPONSE_BYTES = 1024 * 1024;

/** Seeds `count` such responses into the project `projectKey`, 10 per statement; their treesponder ids start `large`. */
export async function seedLargeResponses(db: Queryable, projectKey: string, count: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM projects WHERE key = $1', [projectKey]);
  const projectId = rows[0]!.id;
  for (let done = 0; done < count; done += 10) {
    await db.query(
      `WITH r AS (
         INSERT INTO treesponders (project_id, public_id, token_hash)
         SELECT $1::int, 'large' || $1::int || '-' || ($2::int + g), 'large-token-' || $1::int || '-' || ($2::int + g) FROM generate_series(1, $3::int) g
         RETURNING id, public_id
       )
       INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, answers, page_visits)
       SELECT $1::int, r.id, 'l' || r.public_id, true,
              (SELECT jsonb_object_agg('k' || k, (SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 1024)))
               FROM generate_series(1, 32) k),
              (SELECT jsonb_agg(jsonb_build_object('index', i, 'name', repeat(md5(i::text || r.id), 16) || i, 'order', i))
               FROM generate_series(0, 199) i)
       FROM r`,
      [projectId, done, Math.min(10, count - done)],
    );
  }
}
