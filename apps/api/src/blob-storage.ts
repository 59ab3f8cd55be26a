/**
 * Blob files on disk: `{dir}/blobs/{key}`. A PUT is streamed to `{dir}/tmp`, checked (size and MD5), and only then
 * renamed into place, so a refused or cut-off upload leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';

export type ReceiveResult =
  | { ok: true }
  | { ok: false; reason: 'too large' | 'size mismatch' | 'checksum mismatch' | 'cut off' | 'write failed' };

export class BlobStorage {
  readonly blobDir: string;
  readonly tmpDir: string;

  constructor(dir: string) {
    this.blobDir = join(dir, 'blobs');
    this.tmpDir = join(dir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.blobDir, { recursive: true });
    // leftovers of a crash are never valid blobs
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  pathOf(key: string): string {
    if (!/^[A-Za-z0-9]+$/.test(key)) throw new Error('invalid blob key');
    return join(this.blobDir, key);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  read(key: string) {
    return createReadStream(this.pathOf(key));
  }

  /**
   * Streams the request body to a temporary file while counting bytes and computing the MD5. Stores it as `key` only
   * when exactly `byteSize` bytes arrived and their base64 MD5 is `checksum`.
   */
  async receive(req: IncomingMessage, key: string, byteSize: number, checksum: string): Promise<ReceiveResult> {
    const tmpPath = join(this.tmpDir, `${key}.${randomBytes(6).toString('hex')}`);
    const file = createWriteStream(tmpPath, { flags: 'wx' });
    const md5 = createHash('md5');
    let size = 0;
    let tooLarge = false;
    const outcome = await new Promise<'complete' | 'cut off' | 'write failed'>((resolve) => {
      let settled = false;
      const settle = (value: 'complete' | 'cut off' | 'write failed') => {
        if (settled) return;
        settled = true;
        resolve(value);
      };
      file.on('error', () => {
        req.resume();
        settle('write failed');
      });
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > byteSize) {
          // keep reading (and discarding) so the client can read the refusal, up to a bound
          tooLarge = true;
          if (size > byteSize + 16 * 1024 * 1024) req.destroy();
          return;
        }
        md5.update(chunk);
        if (!file.write(chunk)) {
          req.pause();
          file.once('drain', () => req.resume());
        }
      });
      req.on('end', () => settle('complete'));
      req.on('error', () => settle('cut off'));
      req.on('close', () => settle(req.complete ? 'complete' : 'cut off'));
    });
    await new Promise<void>((resolve) => file.end(() => resolve()));
    const discard = async (reason: Exclude<ReceiveResult, { ok: true }>['reason']): Promise<ReceiveResult> => {
      await rm(tmpPath, { force: true });
      return { ok: false, reason };
    };
    if (outcome !== 'complete') return discard(tooLarge ? 'too large' : outcome);
    if (tooLarge) return discard('too large');
    if (size !== byteSize) return discard('size mismatch');
    if (md5.digest('base64') !== checksum) return discard('checksum mismatch');
    try {
      await rename(tmpPath, this.pathOf(key));
    } catch {
      return discard('write failed');
    }
    return { ok: true };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
