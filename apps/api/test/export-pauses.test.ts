import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db.js';
import { responsesExport } from '../src/export.js';
import { migrate } from '../src/migrations.js';

/** Responses of about 300 KiB each: an export reads them in slices of one or two. */
const RESPONSES = 12;

describe('an export on the embedded database', () => {
  let db: Database;
  let projectId: number;
  beforeAll(async () => {
    db = await openDatabase({ memory: true });
    await migrate(db);
    projectId = (await db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('pauses', 'Pauses') RETURNING id")).rows[0]!.id;
    await db.query(
      `WITH r AS (
         INSERT INTO treesponders (project_id, public_id, token_hash)
         SELECT $1::int, 'p' || g, 'p-token-' || g FROM generate_series(1, $2::int) g RETURNING id, public_id
       )
       INSERT INTO treesponses (project_id, treesponder_id, public_id, answers)
       SELECT $1::int, r.id, 'pr' || r.public_id, jsonb_build_object('a', (SELECT string_agg(md5(r.public_id || i), '') FROM generate_series(1, 9600) i))
       FROM r`,
      [projectId, RESPONSES],
    );
  });
  afterAll(async () => {
    await db?.close();
  });

  /** Exports the responses as JSON Lines, running `meanwhile` after each piece; the pauses taken between slices. */
  async function pausesOfAnExport(meanwhile: () => Promise<unknown>): Promise<number> {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    let lines = 0;
    try {
      for await (const piece of responsesExport(db, { projectId }, 'jsonl')) {
        lines += piece.split('\n').length - 1;
        await meanwhile();
      }
      return timers.mock.calls.length;
    } finally {
      timers.mockRestore();
      expect(lines).toBe(RESPONSES);
    }
  }

  it('pauses between slices only while other requests ask the database', async () => {
    // nothing else asks: one slice follows the other at once
    expect(await pausesOfAnExport(async () => undefined)).toBe(0);
    // a visitor's request of two statements (like a save) whose first waits when the next slice starts: its second
    // asks during that slice, and the export pauses after it
    const requests: Promise<unknown>[] = [];
    const pauses = await pausesOfAnExport(async () => {
      requests.push(db.query('SELECT count(*) FROM treesponders').then(() => db.query('SELECT count(*) FROM treesponses')));
    });
    await Promise.all(requests);
    expect(pauses).toBeGreaterThan(0);
  });
});
