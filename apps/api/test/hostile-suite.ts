/**
 * The API under hostile use, run once per database (PGlite and PostgreSQL): writes within a budget of bytes per
 * address and identity, storage that does not keep replaced versions, exports that never stop the questionnaire.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFRESH_STATISTICS_TARGET } from '../src/db.js';
import { EXPORT_MEMORY_BYTES, exportMemory, responsesExport } from '../src/export.js';
import { STORED_BYTES_SQL } from '../src/store.js';
import { DEFAULT_RATE_LIMITS, runCommand, startApiServer, type ApiServer, type ApiServerOptions } from '../src/index.js';
import { LOGIN_ATTEMPTS_PER_CLIENT } from '../src/admin/accounts.js';
import { catchUp } from '../src/admin/rollup.js';
import { ANSWER_LIMITS, PAGE_VISIT_LIMITS, VALUE_LIMITS } from '../src/validation.js';
import { call } from './helpers.js';
import { LARGE_RESPONSE_BYTES, seedLargeResponses } from './large-responses.js';
import { TEST_SECRET } from './server-suite.js';

const KEY = 'hostile-writes';
/** Responses of 1 MiB the export-memory test exports: enough that holding them at once shows, few enough to seed fast. */
const LARGE_EXPORTED = 60;
/**
 * How far the JavaScript heap may rise per export running during those exports, over the heap right after a garbage
 * collection: a few batches of about 1 MiB each in flight (read, as lines, waiting for the socket) and the garbage
 * they leave until the engine collects it (measured 20 to 62 MiB for one export on a busy machine). That is the
 * 100 MiB budget of an export, and far below what batches of a fixed number of rows held (measured 120 to 240 MiB
 * for one export of the 60 responses).
 */
const EXPORT_HEAP_BUDGET = 96 * LARGE_RESPONSE_BYTES;

/** The largest treesponse body the limits allow (about 0.55 MiB): answers, results and page visits each at its limit. */
export function largestBody(variant: number): Record<string, unknown> {
  // random text: what compresses badly is what costs storage
  const text = (length: number, seed: string) => `${seed}${randomBytes(length).toString('base64url')}`.slice(0, length);
  const answerKeys = Math.floor(ANSWER_LIMITS.answers.maxBytes / (VALUE_LIMITS.textLength + 20));
  const resultKeys = Math.floor(ANSWER_LIMITS.results.maxBytes / (VALUE_LIMITS.textLength + 20));
  return {
    answers: Object.fromEntries(Array.from({ length: answerKeys }, (_, k) => [`a${k}`, text(VALUE_LIMITS.textLength, `${variant}-${k}`)])),
    results: Object.fromEntries(Array.from({ length: resultKeys }, (_, k) => [`r${k}`, text(VALUE_LIMITS.textLength, `${variant}-${k}`)])),
    page_visits: Array.from({ length: PAGE_VISIT_LIMITS.entries }, (_, i) => ({
      index: i,
      name: text(PAGE_VISIT_LIMITS.nameLength, `${variant}-${i}-`),
      order: i,
    })),
  };
}

/**
 * `exportedResponses`: how many responses the save-through-export test seeds (in bulk, one statement per table) and
 * exports while visitors save.
 */
export function describeHostileSuite(
  label: string,
  options: () => Promise<Partial<ApiServerOptions>>,
  { exportedResponses }: { exportedResponses: number },
): void {
  describe(`hostile use on ${label}`, () => {
    let server: ApiServer;

    beforeAll(async () => {
      server = await startApiServer({
        ...(await options()),
        secret: TEST_SECRET,
        projects: [{ key: KEY, name: 'Hostile writes' }],
        // the tests speak from addresses of their own, so counters shared with other suites of one database do not mix
        trustedProxies: 1,
        logError: () => undefined,
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
    });

    /** A dashboard account with access to `project` (of `on`, the suite's server by default), logged in: its session cookie. */
    const operatorCookie = async (user: string, project: string, on: ApiServer = server) => {
      for await (const _ of await runCommand(on.db, { command: 'admin create', user, password: 'a long enough password', project })) void _;
      const login = await fetch(`${on.url}/admin/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user, password: 'a long enough password' }),
      });
      return login.headers.get('set-cookie')!.split(';')[0]!;
    };

    test('200 saves of the largest body the limits allow from one address meet 429 long before 50 MB', { timeout: 120_000 }, async () => {
      const address = { 'x-forwarded-for': '198.51.100.77' };
      const size = async () =>
        Number((await server.db.query<{ n: string }>("SELECT pg_total_relation_size('treesponses') AS n")).rows[0]!.n);
      const before = await size();
      let accepted = 0;
      let firstRefusal: Awaited<ReturnType<typeof call>> | undefined;
      const perIdentity: number[][] = [];
      // the review's attack: 10 identities, 20 saves each
      for (let identity = 0; identity < 10; identity++) {
        const created = await call(server, 'POST', '/api/v1/treesponders', { key: KEY, headers: address });
        const { token } = created.body as { token: string };
        const first = await call(server, 'POST', '/api/v1/treesponses', { key: KEY, token, headers: address, body: {} });
        const { publicId } = first.body as { publicId: string };
        const statuses: number[] = [];
        for (let save = 0; save < 20; save++) {
          const body = largestBody(identity * 100 + save);
          const reply = await call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key: KEY, token, headers: address, body });
          statuses.push(reply.status);
          if (reply.status === 204) accepted += Buffer.byteLength(JSON.stringify(body));
          else firstRefusal ??= reply;
        }
        perIdentity.push(statuses);
      }
      const grown = (await size()) - before;
      const bodyBytes = Buffer.byteLength(JSON.stringify(largestBody(0)));
      console.log(
        `${label}: write budget: ${(bodyBytes / 1048576).toFixed(2)} MiB per save; ${(accepted / 1048576).toFixed(1)} MiB accepted of ` +
          `${((200 * bodyBytes) / 1048576).toFixed(1)} MiB sent; table grew ${(grown / 1048576).toFixed(1)} MiB`,
      );
      // one identity: its own budget first
      const perSave = Math.floor(DEFAULT_RATE_LIMITS.saveBytesPerTreesponder / bodyBytes);
      expect(perIdentity[0]).toEqual([...Array(perSave).fill(204), ...Array(20 - perSave).fill(429)]);
      // the address's budget stops the others
      expect(accepted).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.saveBytesPerAddress);
      expect(accepted).toBeGreaterThan(DEFAULT_RATE_LIMITS.saveBytesPerAddress - 2 * bodyBytes);
      expect(perIdentity.at(-1)!.every((status) => status === 429)).toBe(true);
      expect(firstRefusal!.body).toEqual({ error: 'Too many requests, try again later' });
      expect(Number(firstRefusal!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(grown).toBeLessThan(50_000_000);
      // another address is not affected
      const other = await call(server, 'POST', '/api/v1/treesponders', { key: KEY, headers: { 'x-forwarded-for': '198.51.100.78' } });
      const saved = await call(server, 'POST', '/api/v1/treesponses', {
        key: KEY,
        token: (other.body as { token: string }).token,
        headers: { 'x-forwarded-for': '198.51.100.78' },
        body: largestBody(9999),
      });
      expect(saved.status).toBe(201);
    });

    test('replaced versions do not accumulate: after a compaction their space is used again', { timeout: 60_000 }, async () => {
      const size = async () =>
        Number((await server.db.query<{ n: string }>("SELECT pg_total_relation_size('treesponses') AS n")).rows[0]!.n);
      const bodyBytes = Buffer.byteLength(JSON.stringify(largestBody(0)));
      /** One identity saving the largest body six times (within its budget): one live row, five replaced versions. */
      const saveSixTimes = async (address: string) => {
        const headers = { 'x-forwarded-for': address };
        const { token } = (await call(server, 'POST', '/api/v1/treesponders', { key: KEY, headers })).body as { token: string };
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: KEY, token, headers, body: largestBody(0) });
        const { publicId } = created.body as { publicId: string };
        for (let save = 1; save < 6; save++)
          expect((await call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key: KEY, token, headers, body: largestBody(save) })).status).toBe(204);
      };
      await saveSixTimes('198.51.100.81');
      await server.compact();
      const before = await size();
      await saveSixTimes('198.51.100.82');
      const grown = (await size()) - before;
      console.log(`${label}: six saves of ${(bodyBytes / 1048576).toFixed(2)} MiB after a compaction: the table grew ${(grown / 1048576).toFixed(2)} MiB`);
      // the replaced versions of the first round made room for the second: about one live row more, not six
      expect(grown).toBeLessThan(3 * bodyBytes);
    });

    test('behind a trusted proxy the login limit counts the client the proxy saw, not the socket or a spoofed hop', { timeout: 60_000 }, async () => {
      let guesses = 0;
      // a new name each time: a name's own lockout (5 wrong) is not what this is about
      const login = (forwardedFor: string) =>
        fetch(`${server.url}/admin/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ username: `nobody-${guesses++}`, password: 'wrong password, long enough' }),
        });
      const statuses: number[] = [];
      // one client behind the proxy, writing a new address in front of the proxy's hop each time
      for (let i = 0; i <= LOGIN_ATTEMPTS_PER_CLIENT; i++) statuses.push((await login(`192.0.2.${i + 1}, 198.51.100.90`)).status);
      expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_CLIENT).every((status) => status === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // another client of the same proxy (same socket address) is not locked out
      expect((await login('198.51.100.91')).status).toBe(401);
    });

    test(`visitors saving through a full export of ${exportedResponses.toLocaleString('en')} responses lose nothing`, { timeout: Math.max(300_000, exportedResponses * 10) }, async () => {
      const seedStarted = performance.now();
      const { rows } = await server.db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('hostile-export', 'Export') RETURNING id");
      const projectId = rows[0]!.id;
      // seeded in bulk, one statement per table: the export is what is measured, not the seeding
      await server.db.query(
        `INSERT INTO treesponders (project_id, public_id, token_hash) SELECT $1, 'exp' || g, 'exp-token-' || g FROM generate_series(1, $2::int) g`,
        [projectId, exportedResponses],
      );
      // ordinary responses and 10 of 1 MiB (saved before the limits existed, or imported): the worst shape
      const everyLarge = Math.floor(exportedResponses / 10);
      await server.db.query(
        `INSERT INTO treesponses (project_id, treesponder_id, public_id, completed, answers, results)
         SELECT $1, r.id, 'expr' || r.public_id, true,
                CASE WHEN r.id % $2::int = 0
                  THEN (SELECT jsonb_object_agg('k' || k, repeat(md5(r.id::text || k), 1024)) FROM generate_series(1, 32) k)
                  ELSE jsonb_build_object('price', (r.id % 5)::text, 'member', jsonb_build_array('ecopower', 'other'), 'comment', 'Fine ' || r.id)
                END,
                jsonb_build_object('ecopower', r.id % 100, 'engie', 50)
         FROM treesponders r WHERE r.project_id = $1`,
        [projectId, everyLarge],
      );
      const seedMs = performance.now() - seedStarted;
      const { rows: sizes } = await server.db.query<{ n: string }>(
        "SELECT sum(octet_length(answers::text))::bigint AS n FROM treesponses WHERE project_id = $1",
        [projectId],
      );
      const cookie = await operatorCookie('exa', 'hostile-export');

      let exporting = true;
      const latencies: number[] = [];
      const failures: string[] = [];
      const saved: string[] = [];
      /** A visitor: a treesponder, a create, then saves, for as long as the export runs (each call given 5 s). */
      const visitor = async (n: number) => {
        const headers = { 'x-forwarded-for': `198.51.100.${100 + n}` };
        const timed = async (method: string, path: string, options: Parameters<typeof call>[3]) => {
          const started = performance.now();
          try {
            const reply = await Promise.race([
              call(server, method, path, { ...options, headers }),
              new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 5 s')), 5000)),
            ]);
            latencies.push(performance.now() - started);
            if (reply.status >= 300) failures.push(`${method} ${reply.status}`);
            return reply;
          } catch (error) {
            failures.push(`${method} ${(error as Error).message}`);
            return undefined;
          }
        };
        while (exporting) {
          const identity = await timed('POST', '/api/v1/treesponders', { key: KEY });
          if (!identity) continue;
          const { token } = identity.body as { token: string };
          const created = await timed('POST', '/api/v1/treesponses', { key: KEY, token, body: { answers: { price: '1' } } });
          if (!created) continue;
          const { publicId } = created.body as { publicId: string };
          saved.push(publicId);
          for (let page = 2; page <= 4 && exporting; page++)
            await timed('PATCH', `/api/v1/treesponses/${publicId}`, { key: KEY, token, body: { answers: { price: String(page) } } });
        }
      };
      // how fast this machine answers right now, without an export (a loaded machine gets more room)
      const idle: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        await call(server, 'POST', '/api/v1/treesponders', { key: KEY, headers: { 'x-forwarded-for': '198.51.100.99' } });
        idle.push(performance.now() - started);
      }
      const slowness = idle.sort((a, b) => a - b)[5]!;
      const visitors = Promise.all([0, 1, 2, 3, 4].map(visitor));
      // the longest time this process (server and visitors) answered nothing: the embedded database runs in it
      const stalls = monitorEventLoopDelay({ resolution: 10 });
      stalls.enable();
      const started = performance.now();
      const exported = await fetch(`${server.url}/admin/api/projects/hostile-export/export.jsonl`, { headers: { cookie } });
      // the embedded server compacts its database every 10 minutes, so a long export meets a compaction: asked for
      // here, it waits until the export ends (a VACUUM there holds the whole process, over large responses on a
      // loaded machine longer than a visitor's request may wait for its headers)
      let compaction: Promise<void> | undefined;
      let compacted = false;
      let chunksAfterCompaction = 0;
      let text = '';
      const decoder = new TextDecoder();
      const treesponseStatistics = async () =>
        (
          await server.db.query<{ attname: string; bounds: number | null }>(
            `SELECT attname, array_length(histogram_bounds::text::text[], 1) AS bounds FROM pg_stats
             WHERE schemaname = current_schema() AND tablename = 'treesponses' AND attname IN ('id', 'answers', 'results', 'page_visits')`,
          )
        ).rows;
      let statistics: Awaited<ReturnType<typeof treesponseStatistics>> | undefined;
      for await (const chunk of exported.body as AsyncIterable<Uint8Array>) {
        statistics ??= await treesponseStatistics();
        compaction ??= server.compact().then(() => void (compacted = true));
        if (compacted) chunksAfterCompaction++;
        text += decoder.decode(chunk, { stream: true });
      }
      const lines = text.trim().split('\n');
      const exportMs = performance.now() - started;
      stalls.disable();
      exporting = false;
      await visitors;
      await compaction;
      latencies.sort((a, b) => a - b);
      const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!;
      console.log(
        `${label}: seeded ${exportedResponses} responses in ${seedMs.toFixed(0)} ms; export of them (${(Number(sizes[0]!.n) / 1048576).toFixed(0)} MiB of answers) in ${exportMs.toFixed(0)} ms; ` +
          `${latencies.length} visitor calls meanwhile, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms, ` +
          `longest stall of the process ${(stalls.max / 1e6).toFixed(0)} ms, ` +
          `${failures.length} failed (${slowness.toFixed(0)} ms per call without an export)`,
      );
      expect(lines).toHaveLength(exportedResponses);
      expect(failures).toEqual([]);
      // the compaction asked for during the export ran after it
      expect(compaction).toBeDefined();
      expect(chunksAfterCompaction).toBe(0);
      // within 1 s, plus room for a machine busy with other work, and never frozen
      expect(latencies[Math.floor(latencies.length * 0.95)]!).toBeLessThan(1000 + 20 * slowness);
      expect(latencies.at(-1)!).toBeLessThan(3000 + 50 * slowness);
      expect(saved.length).toBeGreaterThan(0);
      const { rows: kept } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM treesponses WHERE public_id = ANY($1)', [saved]);
      expect(kept[0]!.n).toBe(saved.length);
      // what used to hold the embedded database for seconds before the first batch: statistics over a sample of
      // 30,000 rows with their JSON. Now a small sample (read at the export's first piece, before the compaction's
      // full statistics), and no statistics of answers, results and page visits.
      expect(statistics!.map(({ attname }) => attname)).toEqual(['id']);
      // PostgreSQL's autovacuum may take the full statistics meanwhile; the embedded database has none
      if (server.db.kind === 'pglite') expect(statistics![0]!.bounds).toBeLessThanOrEqual(REFRESH_STATISTICS_TARGET + 1);
      expect((await treesponseStatistics()).map(({ attname }) => attname)).toEqual(['id']);
    });

    test('exports of 60 responses of 1 MiB keep memory flat, also three at once (CSV, JSON Lines, XLSX), and the questionnaire answers meanwhile', { timeout: 300_000 }, async () => {
      await server.db.query("INSERT INTO projects (key, name) VALUES ('hostile-large', 'Large')");
      await seedLargeResponses(server.db, 'hostile-large', LARGE_EXPORTED);
      const cookie = await operatorCookie('exl', 'hostile-large');
      const headers = { 'x-forwarded-for': '198.51.100.120' };
      const newVisitor = async () => {
        const { token } = (await call(server, 'POST', '/api/v1/treesponders', { key: KEY, headers })).body as { token: string };
        const { publicId } = (await call(server, 'POST', '/api/v1/treesponses', { key: KEY, token, headers, body: {} })).body as { publicId: string };
        return { token, publicId };
      };
      /**
       * One export over HTTP, read as it comes and kept nowhere: its lines (an XLSX, compressed, has none: its last
       * bytes must be a ZIP's end of central directory, and it counts as one line per response).
       */
      const download = async (format: 'csv' | 'jsonl' | 'xlsx') => {
        const reply = await fetch(`${server.url}/admin/api/projects/hostile-large/export.${format}`, { headers: { cookie } });
        expect(reply.status).toBe(200);
        let lines = 0;
        let bytes = 0;
        let tail = Buffer.alloc(0);
        for await (const chunk of reply.body as AsyncIterable<Uint8Array>) {
          for (const byte of chunk) if (byte === 10) lines++;
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-22);
          sample();
        }
        if (format !== 'xlsx') return lines;
        expect(tail.readUInt32LE(0)).toBe(0x06054b50);
        // the central directory ends where the end record starts, so the archive is whole
        expect(tail.readUInt32LE(12) + tail.readUInt32LE(16)).toBe(bytes - 22);
        return LARGE_EXPORTED;
      };
      // the JavaScript heap of this process (server and downloads): where a batch of rows, its lines and what waits
      // for the socket live. A batch of a fixed number of rows held all 60 MiB (and its lines) at once.
      let peak = 0;
      const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
      // the garbage that earlier tests left is collected first, so the peak above idle is this export's alone
      setFlagsFromString('--expose-gc');
      const collectGarbage = runInNewContext('gc') as () => void;
      for (const formats of [['csv'], ['csv', 'jsonl', 'jsonl'], ['csv', 'jsonl', 'xlsx']] as const) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        collectGarbage();
        const idle = process.memoryUsage().heapUsed;
        peak = idle;
        const sampler = setInterval(sample, 5);
        let exporting = true;
        const latencies: number[] = [];
        const saving = (async () => {
          let visitor = { token: '', publicId: '' };
          for (let n = 0; exporting; n++) {
            // a new visitor every 500 saves: one saving as fast as it can would reach its hourly limit of saves
            if (n % 500 === 0) visitor = await newVisitor();
            const { token, publicId } = visitor;
            const started = performance.now();
            const reply = await call(server, 'PATCH', `/api/v1/treesponses/${publicId}`, { key: KEY, token, headers, body: { answers: { price: String(n % 5) } } });
            expect(reply.status).toBe(204);
            latencies.push(performance.now() - started);
          }
        })();
        const lines = await Promise.all(formats.map(download));
        clearInterval(sampler);
        exporting = false;
        await saving;
        latencies.sort((a, b) => a - b);
        console.log(
          `${label}: export ${formats.join(' + ')} of ${LARGE_EXPORTED} responses of 1 MiB: heap peak ${((peak - idle) / 1048576).toFixed(0)} MiB above idle; ` +
            `${latencies.length} saves meanwhile, max ${latencies.at(-1)!.toFixed(0)} ms`,
        );
        // CSV: a header line; JSON Lines: one line per response
        expect(lines).toEqual(formats.map((format) => LARGE_EXPORTED + (format === 'csv' ? 1 : 0)));
        expect(peak - idle).toBeLessThan(EXPORT_HEAP_BUDGET * formats.length);
        expect(latencies.length).toBeGreaterThan(0);
      }
    });

    test('exports running at once share one budget of rows in memory: a second waits while the first holds a slice of large responses', { timeout: 120_000 }, async () => {
      await server.db.query("INSERT INTO projects (key, name) VALUES ('hostile-turns', 'Turns')");
      // 4 responses of 0.75 MiB of incompressible text: two slices of them do not fit in the budget together
      await server.db.query(
        `WITH r AS (
           INSERT INTO treesponders (project_id, public_id, token_hash)
           SELECT p.id, 'turns-' || g, 'turns-token-' || g FROM projects p, generate_series(1, 4) g WHERE p.key = 'hostile-turns'
           RETURNING id, project_id, public_id
         )
         INSERT INTO treesponses (project_id, treesponder_id, public_id, answers)
         SELECT r.project_id, r.id, 't' || r.public_id,
                (SELECT jsonb_object_agg('k' || k, (SELECT string_agg(md5(random()::text), '') FROM generate_series(1, 1024))) FROM generate_series(1, 24) k)
         FROM r`,
      );
      const { rows } = await server.db.query<{ id: number; smallest: number }>(
        `SELECT p.id, min(${STORED_BYTES_SQL})::int AS smallest FROM projects p JOIN treesponses t ON t.project_id = p.id WHERE p.key = 'hostile-turns' GROUP BY p.id`,
      );
      expect(rows[0]!.smallest * 2).toBeGreaterThan(EXPORT_MEMORY_BYTES);
      const filter = { projectId: rows[0]!.id };
      const lines = (pieces: string[]) => pieces.join('').split('\n').length - 1;
      exportMemory.mostHeld();
      const first = responsesExport(server.db, filter, 'jsonl');
      const second = responsesExport(server.db, filter, 'jsonl');
      const firstPieces = [(await first.next()).value as string];
      // the first holds its slice (its reader has not asked for more): the second waits for its share however long
      let secondStarted = false;
      const secondPiece = second.next().then((piece) => ((secondStarted = true), piece));
      for (let n = 0; n < 20; n++) await Promise.all([server.db.query('SELECT 1'), new Promise((resolve) => setTimeout(resolve, 100))]);
      expect(secondStarted).toBe(false);
      // once the first reads on, the second gets its turn; both end whole
      const secondPieces: string[] = [];
      await Promise.all([
        (async () => {
          for await (const piece of first) firstPieces.push(piece);
        })(),
        (async () => {
          secondPieces.push((await secondPiece).value as string);
          for await (const piece of second) secondPieces.push(piece);
        })(),
      ]);
      expect([lines(firstPieces), lines(secondPieces)]).toEqual([4, 4]);
      expect(exportMemory.mostHeld()).toBeLessThanOrEqual(EXPORT_MEMORY_BYTES);
    });

    test('the JSON Lines and CSV exports write answers and results as stored, whatever their shape', async () => {
      const { rows } = await server.db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('hostile-shapes', 'Shapes') RETURNING id");
      const shapes: [string, string][] = [
        [JSON.stringify({ 'a"b': 'x\n"y"', é: [1, { n: null }], '1': 1.5, 10: true, ['__proto__']: { x: 1 }, '': '', emoji: '🌳\u2028' }), '"a result"'],
        ['[1, "two", {"three": 3}]', '{}'],
        ['"only text"', '{"score": 12345678901234567890, "nested": {"deep": [[]]}}'],
        ['{}', '42'],
      ];
      for (const [n, [answers, results]] of shapes.entries())
        await server.db.query(
          `WITH r AS (INSERT INTO treesponders (project_id, public_id, token_hash) VALUES ($1, $2, $2) RETURNING id)
           INSERT INTO treesponses (project_id, treesponder_id, public_id, answers, results) SELECT $1, r.id, $2, $3::jsonb, $4::jsonb FROM r`,
          [rows[0]!.id, `shape-${n}`, answers, results],
        );
      const { rows: stored } = await server.db.query<{ answers: unknown; results: unknown }>(
        "SELECT answers, results FROM treesponses WHERE public_id LIKE 'shape-%' ORDER BY id",
      );
      const cookie = await operatorCookie('shapes', 'hostile-shapes');
      const jsonl = await (await fetch(`${server.url}/admin/api/projects/hostile-shapes/export.jsonl`, { headers: { cookie } })).text();
      const records = jsonl.trim().split('\n').map((line) => JSON.parse(line) as { answers: unknown; results: unknown });
      expect(records.map(({ answers, results }) => ({ answers, results }))).toEqual(stored);
      expect(Object.keys(records[0]!.answers as object)).toContain('__proto__');
      const csv = await (await fetch(`${server.url}/admin/api/projects/hostile-shapes/export.csv`, { headers: { cookie } })).text();
      expect(csv).toContain('"x\n""y"""');
      expect(csv).toContain('"[1,{""n"":null}]"');
    });

    test('a download whose client stops reading is cut off after downloadStallMs, and the compaction it held runs', { timeout: 120_000 }, async () => {
      const stallMs = 1500;
      const logged: unknown[] = [];
      const stalling = await startApiServer({
        ...(await options()),
        secret: TEST_SECRET,
        projects: [{ key: 'hostile-stall', name: 'Stall' }],
        dashboard: { downloadStallMs: stallMs },
        logError: (error) => logged.push(error),
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      try {
        // far more than the sockets' buffers take from a client that reads nothing
        await seedLargeResponses(stalling.db, 'hostile-stall', 16);
        const cookie = await operatorCookie('stall', 'hostile-stall', stalling);
        const { port } = new URL(stalling.url);
        const socket = connect(Number(port), '127.0.0.1');
        socket.write(`GET /admin/api/projects/hostile-stall/export.jsonl HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n\r\n`);
        let received = 0;
        const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
        socket.on('error', () => undefined);
        socket.on('data', (chunk: Buffer) => (received += chunk.length));
        // the export runs (its first line arrived): from now on the client reads nothing
        await new Promise<void>((resolve) => {
          const started = (chunk: Buffer) => {
            if (!chunk.includes('"answers":')) return;
            socket.pause();
            socket.off('data', started);
            resolve();
          };
          socket.on('data', started);
        });
        const started = performance.now();
        const compacted = await Promise.race([
          stalling.compact().then(() => 'compacted'),
          new Promise((resolve) => setTimeout(() => resolve('still held'), stallMs + 30_000)),
        ]);
        const waited = performance.now() - started;
        expect(compacted).toBe('compacted');
        // held while the export ran, then let through once its client was cut off
        expect(waited).toBeGreaterThan(stallMs / 2);
        // what the sockets still held arrives, then the end: far less than the export
        socket.resume();
        await closed;
        console.log(`${label}: a download read by nobody: cut off after ${received} bytes; the compaction waited ${waited.toFixed(0)} ms`);
        expect(received).toBeLessThan(16 * LARGE_RESPONSE_BYTES);
        expect(logged.some((error) => error instanceof Error && /read nothing/.test(error.message))).toBe(true);
      } finally {
        await stalling.close();
      }
    });

    test('the dashboard queue and counts hold no log of their own, and what a crash empties from them is counted all the same', async () => {
      const { rows } = await server.db.query<{ id: number }>("INSERT INTO projects (key, name) VALUES ('hostile-queue', 'Queue') RETURNING id");
      const projectId = rows[0]!.id;
      const headers = { 'x-forwarded-for': '198.51.100.130' };
      const respond = async (price: string) => {
        const { token } = (await call(server, 'POST', '/api/v1/treesponders', { key: 'hostile-queue', headers })).body as { token: string };
        const created = await call(server, 'POST', '/api/v1/treesponses', { key: 'hostile-queue', token, headers, body: { answers: { price } } });
        return { token, publicId: (created.body as { publicId: string }).publicId };
      };
      const first = await respond('1');
      await respond('2');
      await catchUp(server.db, projectId);
      // written after the last counting: a new response and a changed one
      await respond('3');
      const changed = await call(server, 'PATCH', `/api/v1/treesponses/${first.publicId}`, {
        key: 'hostile-queue',
        token: first.token,
        headers,
        body: { answers: { price: '4' } },
      });
      expect(changed.status).toBe(204);
      const { rows: persistence } = await server.db.query<{ relname: string; relpersistence: string }>(
        "SELECT relname, relpersistence FROM pg_class WHERE relname IN ('dashboard_pending', 'dashboard_cells', 'dashboard_seen') ORDER BY relname",
      );
      expect(persistence).toEqual(['dashboard_cells', 'dashboard_pending', 'dashboard_seen'].map((relname) => ({ relname, relpersistence: 'u' })));
      const prices = async () =>
        (
          await server.db.query<{ value: string; n: number }>(
            `SELECT value, sum(n)::int AS n FROM dashboard_counts WHERE project_id = $1 AND NOT split AND metric IN ('answer', 'answer1') AND key = 'price'
             GROUP BY value HAVING sum(n) > 0 ORDER BY value`,
            [projectId],
          )
        ).rows;
      const expected = [
        { value: '2', n: 1 },
        { value: '3', n: 1 },
        { value: '4', n: 1 },
      ];
      // what crash recovery does to an unlogged table: the queue alone
      await server.db.query('TRUNCATE dashboard_pending');
      expect(await catchUp(server.db, projectId)).toMatchObject({ complete: true, pending: 0 });
      expect(await prices()).toEqual(expected);
      // and all three at once: every response is counted again, once
      await server.db.query('TRUNCATE dashboard_pending, dashboard_cells, dashboard_seen');
      expect(await catchUp(server.db, projectId)).toMatchObject({ complete: true, pending: 0 });
      expect(await prices()).toEqual(expected);
    });
  });
}
