/**
 * CPU time of the server and its database, from /proc: a figure that depends less on what else the machine runs than
 * the time does. Shared by the benchmarks and the tests that print figures.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../src/db.js';

/** CPU milliseconds (user and system) a process has used so far, from /proc; undefined when it is gone. */
export function processCpuMs(pid: string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** The parent of a process, from /proc; undefined when it is gone. */
function parentOf(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
  } catch {
    return undefined;
  }
}

/** A PostgreSQL cluster's processes: its postmaster and the processes it started (backends, WAL writer, checkpointer). */
export function clusterPids(postmaster: string): string[] {
  return [postmaster, ...readdirSync('/proc').filter((name) => /^\d+$/.test(name) && parentOf(name) === postmaster)];
}

/**
 * CPU milliseconds used so far by this process (the server, and the embedded database in it) and, with PostgreSQL,
 * by each process of the cluster (its postmaster and the processes it started).
 */
export async function cpuSnapshot(db: Queryable & { kind?: string }): Promise<Map<string, number>> {
  const own = process.cpuUsage();
  const byPid = new Map([['self', (own.user + own.system) / 1000]]);
  if (db.kind === 'postgres') {
    const { rows } = await db.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'");
    const postmaster = readFileSync(`${rows[0]!.setting}/postmaster.pid`, 'utf8').split('\n')[0]!.trim();
    for (const pid of clusterPids(postmaster)) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) byPid.set(pid, ms);
    }
  }
  return byPid;
}

/** CPU milliseconds used between two snapshots (processes started in between count from nothing). */
export const cpuBetween = (before: Map<string, number>, after: Map<string, number>): number =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
