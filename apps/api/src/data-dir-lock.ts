/**
 * The embedded database may be opened by one process at a time (two would corrupt it). A server using a data
 * folder writes `{dataDir}/server.pid`; other servers and the CLI's project and export commands refuse a folder
 * whose pid file names a live process. A file left by a killed server is taken over.
 *
 * The pid file is created by linking a complete file to its name (which fails when the name exists), so of two
 * processes starting at once exactly one gets it and nobody reads it half-written; taking over
 * a stale file goes through a second exclusive file (`server.pid.takeover`), so two processes cannot both remove
 * a stale file and then each write their own. The folder is made private to its owner (mode 700).
 */
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Thrown when another live process holds the data folder. */
export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
}

const claimedHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process in clock ticks since boot (Linux), so a reused pid is not mistaken for the holder. */
async function startTicks(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // fields after the command name (which may hold spaces) start at ')'; the start time is field 22
  return stat ? (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null) : null;
}

async function holder(dataDir: string): Promise<number | null> {
  return holderIn(await readFile(join(dataDir, 'server.pid'), 'utf8').catch(() => ''));
}

/** The live process named by a pid file's text, or null when the text names none (stale, empty or absent). */
async function holderIn(pidFileText: string): Promise<number | null> {
  const [pidText, ticks] = pidFileText.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  if (ticks) {
    const current = await startTicks(pid);
    if (current !== null && current !== ticks) return null;
  }
  return pid;
}

const busy = (dataDir: string, pid: number) =>
  new DataDirBusyError(
    `A server (pid ${pid}) holds the embedded database in ${dataDir}; stop it first, or use DATABASE_URL with PostgreSQL.`,
  );

/** Throws DataDirBusyError when a server holds the folder. */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const dir = resolve(dataDir);
  if (claimedHere.has(dir)) throw busy(dir, process.pid);
  const pid = await holder(dir);
  if (pid !== null) throw busy(dir, pid);
}

/** Claims the folder for this process; returns the function that releases it. */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  if (claimedHere.has(dir)) throw busy(dir, process.pid);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const file = join(dir, 'server.pid');
  const takeover = join(dir, 'server.pid.takeover');
  const content = `${process.pid} ${(await startTicks(process.pid)) ?? ''}\n`;
  // The file appears with its whole content at once: written under a private name, then linked (link fails if the
  // name exists). A file created with 'wx' and then written could be read empty by another process, taken for stale
  // and replaced while its owner goes on believing it holds the folder.
  const create = async (path: string) => {
    const draft = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
    await writeFile(draft, content, { flag: 'wx', mode: 0o600 });
    try {
      await link(draft, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await rm(draft, { force: true });
    }
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (claimedHere.has(dir)) throw busy(dir, process.pid);
    if (await create(file)) {
      claimedHere.add(dir);
      return async () => {
        claimedHere.delete(dir);
        await rm(file, { force: true });
      };
    }
    const pid = await holder(dir);
    if (pid !== null) throw busy(dir, pid);
    // a stale file: one process at a time may replace it. Only a file that is there and stale is removed (while it
    // exists nobody else can create one), and the new one is written before the takeover ends.
    if (await create(takeover)) {
      try {
        // only a file read here and found stale is removed: no one else may remove or replace a stale file while
        // the takeover is held, so it is still that file (a file read as absent is left to the plain create below)
        const text = await readFile(file, 'utf8').catch(() => null);
        if (text !== null && (await holderIn(text)) === null) await rm(file, { force: true });
        if (await create(file)) {
          claimedHere.add(dir);
          return async () => {
            claimedHere.delete(dir);
            await rm(file, { force: true });
          };
        }
      } finally {
        await rm(takeover, { force: true });
      }
    } else {
      // a takeover left behind by a process killed halfway is cleared after 10 s
      const since = await stat(takeover).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (since > 10_000) await rm(takeover, { force: true });
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw busy(dir, (await holder(dir)) ?? 0);
}
