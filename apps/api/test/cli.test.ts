/** The built command line (dist/cli.js through bin/treesponse-api.js) on an embedded database in a folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catchUp } from '../src/admin/rollup.js';
import { startApiServer } from '../src/index.js';
import { startPostgres } from './postgres.js';
import { call, newTreesponder } from './helpers.js';
import { readXlsx } from './excel.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'treesponse-api.js');

function runCli(args: string[], env: Record<string, string> = {}, stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: '', ...env } });
    child.stdin.end(stdin);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('treesponse-api command line', () => {
  let dir: string;
  beforeAll(async () => {
    if (!existsSync(join(root, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run the build first');
    dir = await mkdtemp(join(tmpdir(), 'treesponse-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('project create, then the server uses it, then export writes the CSV', async () => {
    const dataDir = join(dir, 'data');
    const allowed = 'd'.repeat(128);
    await writeFile(join(dir, 'codes.txt'), `# residents\n${allowed}\n\n`);
    await writeFile(join(dir, 'likes.json'), JSON.stringify([{ id: 1, text: 'A bench', name: 'bench' }]));
    const created = await runCli([
      'project', 'create', '--key', 'cli-key', '--name', 'CLI project',
      '--allow-list', join(dir, 'codes.txt'), '--like-options', join(dir, 'likes.json'), '--data-dir', dataDir,
    ]);
    expect(created).toMatchObject({ code: 0, stdout: "Project 'CLI project' (key cli-key) saved, allow-list of 1 codes, 1 like options\n" });

    const server = await startApiServer({ dataDir });
    try {
      // a second server on the same folder is refused while the first runs
      await expect(startApiServer({ dataDir })).rejects.toThrow(/holds the embedded database/);
      const voter = await newTreesponder(server, 'cli-key');
      const refused = await call(server, 'POST', '/api/v1/treesponses', { key: 'cli-key', token: voter.token, body: { validation_code: 'e'.repeat(128) } });
      expect(refused.body).toEqual({ validation_code: ['is not allowed'] });
      const saved = await call(server, 'POST', '/api/v1/treesponses', {
        key: 'cli-key',
        token: voter.token,
        body: { validation_code: allowed, completed: true, language: 'fr', answers: { price: '4', note: 'Oui, "bien"' }, results: { ecopower: 90 } },
      });
      expect(saved.status).toBe(201);
      const id = (saved.body as { publicId: string }).publicId;
      expect((await call(server, 'GET', `/api/v1/aggregator/${id}`, { token: 'cli-key' })).body).toEqual([
        { id: 1, text: 'A bench', name: 'bench' },
      ]);
    } finally {
      await server.close();
    }

    const out = join(dir, 'responses.csv');
    const exported = await runCli(['export', '--project', 'cli-key', '--out', out, '--data-dir', dataDir]);
    expect(exported.code).toBe(0);
    const lines = (await readFile(out, 'utf8')).split('\r\n');
    expect(lines[0]).toMatch(/^id,treesponder_id,created_at,updated_at,completed,language,.*,answers\.note,answers\.price,results\.ecopower$/);
    expect(lines[0]).not.toContain('email');
    // the export holds the keyed code, never the code as sent
    expect(lines[1]).toMatch(/,true,fr,.*,hmac-sha256:[0-9a-f]{64},v1,,,"Oui, ""bien""",4,90$/);
    expect(lines.join('\n')).not.toContain(allowed);
    expect(lines).toHaveLength(3);
    // the same as a workbook: the CSV's columns (no labels registered: the keys) and cells, as a spreadsheet reads them
    const xlsxFile = join(dir, 'responses.xlsx');
    expect((await runCli(['export', '--project', 'cli-key', '--format', 'xlsx', '--out', xlsxFile, '--data-dir', dataDir])).code).toBe(0);
    const sheet = readXlsx(await readFile(xlsxFile));
    expect(sheet[0]).toEqual(lines[0]!.split(','));
    expect(sheet).toHaveLength(2);
    const cell = (key: string) => sheet[1]![sheet[0]!.indexOf(key)];
    expect([cell('language'), cell('completed'), cell('answers.note'), cell('answers.price'), cell('results.ecopower')]).toEqual(['fr', true, 'Oui, "bien"', '4', 90]);
    expect(cell('id')).toBe(lines[1]!.split(',')[0]);
    expect(await runCli(['export', '--project', 'cli-key', '--format', 'xlsx', '--labels', 'es', '--out', xlsxFile, '--data-dir', dataDir])).toMatchObject({
      code: 1,
      stderr: '--labels must be one of nl, fr, de, en\n',
    });

    const unknown = await runCli(['export', '--project', 'nope', '--data-dir', dataDir]);
    expect(unknown).toMatchObject({ code: 1, stderr: "No project with key 'nope'\n" });
    const wrong = await runCli(['frobnicate']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("Unknown command 'frobnicate'");
  }, 90_000);

  test('serve seeds a project, holds the data folder, runs export and admin commands sent to it, and stops on SIGTERM', async () => {
    const dataDir = join(dir, 'serve');
    const child: ChildProcess = spawn(
      process.execPath,
      [bin, 'serve', '--port', '0', '--data-dir', dataDir, '--seed-project', 'seeded', '--project-name', 'Seeded'],
      { env: { ...process.env, DATABASE_URL: '' } },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk) => {
          output += chunk;
          const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
          if (match) resolve(match[1]!);
        });
        child.stderr!.on('data', (chunk) => (output += chunk));
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
      });
      const reply = await fetch(`${url}/api/v1/treesponders`, { method: 'POST', headers: { 'x-project-key': 'seeded' } });
      expect(reply.status).toBe(201);
      const { token } = (await reply.json()) as { token: string };
      const saved = await fetch(`${url}/api/v1/treesponses`, {
        method: 'POST',
        headers: { 'x-project-key': 'seeded', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ completed: true, language: 'de', email: 'kontakt@example.org', optin_project: true, answers: { price: '2' } }),
      });
      expect(saved.status).toBe(201);

      // while the server holds the embedded database, the commands are sent to it
      const csv = await runCli(['export', '--project', 'seeded', '--data-dir', dataDir]);
      expect(csv.code).toBe(0);
      expect(csv.stdout.split('\r\n')[1]).toMatch(/,true,de,.*,2$/);
      expect(csv.stdout).not.toContain('kontakt@example.org');
      const jsonl = await runCli(['export', '--project', 'seeded', '--format', 'jsonl', '--data-dir', dataDir]);
      expect(JSON.parse(jsonl.stdout.trim())).toMatchObject({ completed: true, language: 'de', answers: { price: '2' } });
      const workbook = join(dir, 'seeded.xlsx');
      expect((await runCli(['export', '--project', 'seeded', '--format', 'xlsx', '--labels', 'fr', '--out', workbook, '--data-dir', dataDir])).code).toBe(0);
      const rows = readXlsx(await readFile(workbook));
      expect(rows[1]![rows[0]!.indexOf('language')]).toBe('de');
      expect(rows[1]![rows[0]!.indexOf('answers.price')]).toBe('2');
      const contacts = await runCli(['export', 'contacts', '--project', 'seeded', '--data-dir', dataDir]);
      expect(contacts.stdout).toMatch(/^id,created_at,language,email,optin_project,optin_organisation\r\n\w+,[^,]+,de,kontakt@example\.org,true,false\r\n$/);

      const short = await runCli(['admin', 'create', '--user', 'eva', '--data-dir', dataDir], {}, 'short\n');
      expect(short).toMatchObject({ code: 1, stderr: 'The password must have at least 12 characters\n' });
      const created = await runCli(['admin', 'create', '--user', 'eva', '--project', 'seeded', '--data-dir', dataDir], {}, 'a very good password\n');
      expect(created).toMatchObject({ code: 0, stdout: "Operator 'eva' created with access to seeded\n" });
      const login = await fetch(`${url}/admin/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'eva', password: 'a very good password' }),
      });
      expect(login.status).toBe(200);
      expect((await runCli(['admin', 'list', '--data-dir', dataDir])).stdout).toBe('eva\tseeded\n');
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  }, 90_000);

  test('erase and retention remove respondents from the command line, files included', async () => {
    const dataDir = join(dir, 'privacy');
    const server = await startApiServer({ dataDir, projects: [{ key: 'priv', name: 'Privacy' }], logger: { info() {}, warn() {}, error() {} } });
    let kept: string;
    let erasedFile: string;
    try {
      const create = async (email: string, file?: string) => {
        const { token } = await newTreesponder(server, 'priv');
        let uploads: { name: string; file: string }[] = [];
        if (file) {
          const content = Buffer.from(file);
          const announced = await call(server, 'POST', '/api/v1/direct_uploads', {
            key: 'priv',
            token,
            body: { blob: { filename: 'f.txt', content_type: 'text/plain', byte_size: content.length, checksum: createHash('md5').update(content).digest('base64') } },
          });
          const { direct_upload, signed_id } = announced.body as { direct_upload: { url: string }; signed_id: string };
          expect((await fetch(direct_upload.url, { method: 'PUT', body: content, headers: { 'content-type': 'text/plain' } })).status).toBe(204);
          uploads = [{ name: 'f', file: signed_id }];
        }
        const reply = await call(server, 'POST', '/api/v1/treesponses', { key: 'priv', token, body: { email, uploads_attributes: uploads } });
        return (reply.body as { publicId: string }).publicId;
      };
      await create('gone@example.org', 'private file');
      kept = await create('kept@example.org');
      erasedFile = (await readdir(join(dataDir, 'blobs')))[0]!;
    } finally {
      await server.close();
    }
    const erased = await runCli(['erase', '--email', 'GONE@example.org', '--data-dir', dataDir]);
    expect(erased).toMatchObject({ code: 0, stdout: 'Erased 1 treesponses and 1 files\n' });
    expect(existsSync(join(dataDir, 'blobs', erasedFile))).toBe(false);
    expect((await runCli(['erase', '--data-dir', dataDir])).code).toBe(2);
    const anonymised = await runCli(['retention', '--days', '0', '--anonymise', '--data-dir', dataDir]);
    expect(anonymised).toMatchObject({ code: 0, stdout: 'Anonymised 1 treesponses older than 0 days, removed 0 files\n' });
    const exported = await runCli(['export', '--project', 'priv', '--data-dir', dataDir]);
    expect(exported.stdout).toContain(kept);
    expect(exported.stdout).not.toContain('@example.org');
    const deleted = await runCli(['retention', '--days', '0', '--data-dir', dataDir]);
    expect(deleted.stdout).toBe('Deleted 1 treesponses older than 0 days, removed 0 files\n');
  }, 90_000);

  /** Files under `folder` (recursively) whose bytes hold `text`. */
  async function filesHolding(folder: string, text: string): Promise<string[]> {
    const found: string[] = [];
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      if ((await readFile(file)).includes(text)) found.push(file.slice(folder.length + 1));
    }
    return found;
  }

  for (const database of ['embedded', 'postgres'] as const) {
    test(`erase while the server runs (${database}): the values leave every derived table${database === 'embedded' ? ' and, after the next compaction, the data folder' : ''}`, async () => {
      const postgres = database === 'postgres' ? await startPostgres() : undefined;
      const dataDir = join(dir, `erase-running-${database}`);
      const secret = 'a secret of at least thirty-two characters';
      const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url, TREESPONSE_SECRET: secret } : {};
      const server = await startApiServer({
        dataDir,
        ...(postgres ? { databaseUrl: postgres.url, secret } : {}),
        projects: [{ key: 'erase-live', name: 'Erase' }],
        logger: { info() {}, warn() {}, error() {} },
      });
      try {
        const email = `erase.me.${database}@example.org`;
        const save = async (address: string, answer: string) => {
          const { token } = await newTreesponder(server, 'erase-live');
          const reply = await call(server, 'POST', '/api/v1/treesponses', {
            key: 'erase-live',
            token,
            body: { email: address, completed: true, page_visits: [{ index: 0, name: 'first', order: 0 }], answers: { motto: answer, price: '3' } },
          });
          expect(reply.status).toBe(201);
        };
        await save(email, 'only-mine');
        await save('stays@example.org', 'shared');
        const { rows } = await server.db.query<{ id: number }>("SELECT id FROM projects WHERE key = 'erase-live'");
        await catchUp(server.db, rows[0]!.id);
        const counted = async (value: string) =>
          (await server.db.query('SELECT 1 FROM dashboard_counts WHERE NOT split AND value = $1 AND n > 0', [value])).rows.length;
        expect(await counted('only-mine')).toBe(1);
        if (!postgres) {
          await server.db.exec('CHECKPOINT');
          expect(await filesHolding(dataDir, email)).not.toEqual([]);
        }

        // the command line, while the server runs: sent to it (embedded) or run on the shared database (PostgreSQL)
        const erased = await runCli(['erase', '--email', email.toUpperCase(), '--data-dir', dataDir], env);
        expect(erased).toMatchObject({ code: 0, stdout: 'Erased 1 treesponses and 0 files\n' });
        expect((await server.db.query('SELECT 1 FROM treesponses WHERE lower(email) = $1', [email])).rows).toEqual([]);
        // dashboard counts: the erased answer has no row left, the shared ones count one response less
        expect((await server.db.query('SELECT 1 FROM dashboard_counts WHERE value = $1', ['only-mine'])).rows).toEqual([]);
        const { rows: price } = await server.db.query<{ n: number }>("SELECT sum(n)::int AS n FROM dashboard_counts WHERE NOT split AND key = 'price' AND value = '3'");
        expect(price[0]!.n).toBe(1);
        expect((await server.db.query('SELECT 1 FROM dashboard_seen s LEFT JOIN treesponses t ON t.id = s.treesponse_id WHERE t.id IS NULL')).rows).toEqual([]);
        if (!postgres) {
          await server.compact();
          expect(await filesHolding(dataDir, email)).toEqual([]);
          expect(await filesHolding(dataDir, 'only-mine')).toEqual([]);
          // the data that stays is still there
          expect((await server.db.query("SELECT 1 FROM treesponses WHERE email = 'stays@example.org'")).rows).toHaveLength(1);
        }
      } finally {
        await server.close();
        await postgres?.stop();
      }
    }, 90_000);
  }

  test('serve refuses a production start without its secret, its public address or with a short secret', async () => {
    const noSecret = await runCli(['serve', '--port', '0'], { DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/none', TREESPONSE_SECRET: '' });
    expect(noSecret).toMatchObject({ code: 1, stderr: 'TREESPONSE_SECRET must be set when DATABASE_URL is\n' });
    const noPublicUrl = await runCli(['serve', '--port', '0', '--host', '0.0.0.0', '--data-dir', join(dir, 'refused')], { PUBLIC_URL: '' });
    expect(noPublicUrl.code).toBe(1);
    expect(noPublicUrl.stderr).toMatch(/^PUBLIC_URL must be set/);
    const shortSecret = await runCli(['serve', '--port', '0', '--data-dir', join(dir, 'refused')], { TREESPONSE_SECRET: 'short' });
    expect(shortSecret.code).toBe(1);
    expect(shortSecret.stderr).toMatch(/TREESPONSE_SECRET must be at least 32 characters/);
    const badLimits = await runCli(['serve', '--port', '0', '--data-dir', join(dir, 'refused')], { RATE_LIMITS: '{"nope":1}' });
    expect(badLimits.stderr).toMatch(/RATE_LIMITS may set/);
  });
});
