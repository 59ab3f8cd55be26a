/**
 * A throwaway PostgreSQL server for the tests: PG_TEST_URL when set, otherwise a cluster created with the Debian
 * binaries in a temporary folder (unix socket only, no TCP), owned by the `postgres` user when running as root.
 * Missing binaries fail the suite: the PostgreSQL variant is never skipped silently.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
/** The newest PostgreSQL of Debian's packages (/usr/lib/postgresql/{major}/bin), unless POSTGRES_BIN says otherwise. */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => b - a)
    : [];
  return join(root, String(majors[0] ?? 15), 'bin');
}

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? debianPostgresBin();

/** runuser lives in /usr/sbin, which is not on every PATH (a non-login shell, a minimal CI environment). */
function runuserPath(): string {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', '/usr/bin', '/bin'];
  return dirs.map((dir) => join(dir, 'runuser')).find((file) => existsSync(file)) ?? 'runuser';
}

export interface TestPostgres {
  /** Connection string of a fresh, empty database. */
  url: string;
  stop(): Promise<void>;
}

async function asOwner(owner: string | null, command: string, args: string[]): Promise<void> {
  if (owner) await run(runuserPath(), ['-u', owner, '--', command, ...args]);
  else await run(command, args);
}

export async function startPostgres(): Promise<TestPostgres> {
  if (process.env.PG_TEST_URL) return freshDatabase(process.env.PG_TEST_URL, async () => undefined);
  if (!existsSync(join(POSTGRES_BIN, 'initdb')) || !existsSync(join(POSTGRES_BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${POSTGRES_BIN}: install them (Debian: apt-get install postgresql) ` +
        'or set PG_TEST_URL to a reachable server. The PostgreSQL test suite does not skip.',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'treesponse-pg-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : null;
  if (owner) {
    const { stdout } = await run('id', ['-u', owner]);
    const { stdout: gid } = await run('id', ['-g', owner]);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 40000);
  await asOwner(owner, join(POSTGRES_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N']);
  await asOwner(owner, join(POSTGRES_BIN, 'pg_ctl'), [
    '-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30',
    '-o', `-c listen_addresses='' -k ${dir} -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const stopServer = async () => {
    await asOwner(owner, join(POSTGRES_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    return await freshDatabase(`postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${port}`, stopServer);
  } catch (error) {
    await stopServer();
    throw error;
  }
}

async function freshDatabase(adminUrl: string, stopServer: () => Promise<void>): Promise<TestPostgres> {
  const name = `treesponse_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await stopServer();
    },
  };
}
