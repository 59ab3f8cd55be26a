/**
 * The embedded database may be opened by one process at a time (two would corrupt it). A server using a data
 * folder writes `{dataDir}/server.pid`; other servers and the CLI's project and export commands refuse a folder
 * whose pid file names a live process. A file left by a killed server is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
  const [pidText, ticks] = (await readFile(join(dataDir, 'server.pid'), 'utf8').catch(() => '')).trim().split(/\s+/);
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
  await assertDataDirFree(dir);
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'server.pid');
  await rm(file, { force: true });
  try {
    await writeFile(file, `${process.pid} ${(await startTicks(process.pid)) ?? ''}\n`, { flag: 'wx' });
  } catch {
    const pid = await holder(dir);
    throw busy(dir, pid ?? 0);
  }
  claimedHere.add(dir);
  return async () => {
    claimedHere.delete(dir);
    await rm(file, { force: true });
  };
}
