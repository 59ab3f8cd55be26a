import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
});
