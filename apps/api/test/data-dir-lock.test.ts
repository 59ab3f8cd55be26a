import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { assertDataDirFree, claimDataDir, DataDirBusyError } from '../src/data-dir-lock.js';

describe('data folder lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a claimed folder is refused until released', async () => {
    const release = await claimDataDir(dir);
    expect((await readFile(join(dir, 'server.pid'), 'utf8')).startsWith(`${process.pid} `)).toBe(true);
    await expect(claimDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(assertDataDirFree(dir)).rejects.toThrow(/holds the embedded database/);
    await release();
    await expect(assertDataDirFree(dir)).resolves.toBeUndefined();
  });

  test('a live process of another program holds it; a dead pid or a reused pid does not', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      await writeFile(join(dir, 'server.pid'), `${child.pid} ${ticks}\n`);
      await expect(assertDataDirFree(dir)).rejects.toThrow(`pid ${child.pid}`);
      // same pid, other start time: a process that reused the number after a restart
      await writeFile(join(dir, 'server.pid'), `${child.pid} 1\n`);
      await expect(assertDataDirFree(dir)).resolves.toBeUndefined();
    } finally {
      child.kill();
    }
    await writeFile(join(dir, 'server.pid'), '999999999 1\n');
    const release = await claimDataDir(dir);
    await release();
  });

  test('processes starting at once: never two hold the folder at the same time, new or with a stale pid file', async () => {
    const lockModule = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'data-dir-lock.ts');
    // each process waits for the same moment, claims, holds the folder longer than the others try, then releases it
    const script = `
      const { claimDataDir } = await import(${JSON.stringify(lockModule)});
      const [folder, at] = process.argv.slice(-2);
      await new Promise((r) => setTimeout(r, Math.max(0, Number(at) - Date.now())));
      try {
        const release = await claimDataDir(folder);
        const from = Date.now();
        await new Promise((r) => setTimeout(r, 1500));
        console.log('won', from, Date.now());
        await release();
      } catch (error) {
        console.log(error.name);
      }`;
    const run = (folder: string, at: number) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script, folder, String(at)]);
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (out += chunk));
        child.on('error', reject);
        child.on('close', () => resolve(out.trim()));
      });
    for (let round = 0; round < 8; round++) {
      const folder = join(dir, `round-${round}`);
      if (round % 2 === 1) {
        await claimDataDir(folder).then((release) => release());
        await writeFile(join(folder, 'server.pid'), '999999999 1\n');
      }
      const at = Date.now() + 700;
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => run(folder, at)));
      const held = outcomes
        .filter((outcome) => outcome.startsWith('won'))
        .map((outcome) => outcome.split(' ').slice(1).map(Number) as [number, number])
        .sort((x, y) => x[0] - y[0]);
      expect(held.length, `round ${round}: ${outcomes.join(', ')}`).toBeGreaterThanOrEqual(1);
      // on a busy machine a late process may claim the folder after the first released it: fine, as long as the
      // times of holding never overlap
      for (let i = 1; i < held.length; i++) expect(held[i]![0], `round ${round}: ${outcomes.join(', ')}`).toBeGreaterThanOrEqual(held[i - 1]![1]);
      for (const outcome of outcomes) expect(outcome).toMatch(/^(won \d+ \d+|DataDirBusyError)$/);
    }
  }, 120_000);

  test('a reader never sees the pid file half-written (another server would take it for stale)', async () => {
    const folder = join(dir, 'watched');
    let claiming = true;
    const seen: string[] = [];
    const watch = (async () => {
      while (claiming) {
        const text = await readFile(join(folder, 'server.pid'), 'utf8').catch(() => null);
        if (text !== null) seen.push(text);
      }
    })();
    for (let i = 0; i < 300; i++) await claimDataDir(folder).then((release) => release());
    claiming = false;
    await watch;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => !/^\d+ \d*\n$/.test(text))).toEqual([]);
  });

  test('the folder is private to its owner', async () => {
    const folder = join(dir, 'private');
    const release = await claimDataDir(folder);
    expect((await stat(folder)).mode & 0o077).toBe(0);
    await release();
  });
});
