/**
 * Where blob bytes live. Two stores with one interface:
 * - `BlobStorage` (disk, the default with the embedded database): `{dir}/blobs/{key}`. A PUT is streamed to
 *   `{dir}/tmp`, checked (size and MD5), and only then renamed into place.
 * - `DatabaseBlobStorage` (the default with PostgreSQL): the bytes in the `blob_contents` table, so every server of
 *   one database serves every blob. An upload is held in memory (at most the announced size, 10 MiB by default)
 *   until it is checked, then written in one statement.
 * Either way a refused or cut-off upload leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Queryable } from './db.js';

export type ReceiveResult =
  | { ok: true }
  | { ok: false; reason: 'too large' | 'size mismatch' | 'checksum mismatch' | 'cut off' | 'write failed' };

type Refusal = Exclude<ReceiveResult, { ok: true }>['reason'];

/** Blob bytes by key. */
export interface BlobStore {
  readonly kind: 'disk' | 'database';
  init(): Promise<void>;
  exists(key: string): Promise<boolean>;
  read(key: string): Readable;
  /** Stores the request body as `key` only when exactly `byteSize` bytes arrived and their base64 MD5 is `checksum`. */
  receive(req: IncomingMessage, key: string, byteSize: number, checksum: string): Promise<ReceiveResult>;
  remove(key: string): Promise<void>;
}

/** Streams a request body to `write`, counting bytes and computing the MD5; checks both at the end. */
async function readUpload(
  req: IncomingMessage,
  byteSize: number,
  checksum: string,
  write: (chunk: Buffer) => boolean | void,
  onWriteError: (listener: () => void) => void,
  drained: (resume: () => void) => void,
): Promise<Refusal | null> {
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
    onWriteError(() => {
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
      if (write(chunk) === false) {
        req.pause();
        drained(() => req.resume());
      }
    });
    req.on('end', () => settle('complete'));
    req.on('error', () => settle('cut off'));
    req.on('close', () => settle(req.complete ? 'complete' : 'cut off'));
  });
  if (outcome !== 'complete') return tooLarge ? 'too large' : outcome;
  if (tooLarge) return 'too large';
  if (size !== byteSize) return 'size mismatch';
  if (md5.digest('base64') !== checksum) return 'checksum mismatch';
  return null;
}

const checkedKey = (key: string) => {
  if (!/^[A-Za-z0-9]+$/.test(key)) throw new Error('invalid blob key');
  return key;
};

export class BlobStorage implements BlobStore {
  readonly kind = 'disk';
  readonly blobDir: string;
  readonly tmpDir: string;

  constructor(dir: string) {
    this.blobDir = join(dir, 'blobs');
    this.tmpDir = join(dir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.blobDir, { recursive: true, mode: 0o700 });
    // leftovers of a crash are never valid blobs
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
  }

  pathOf(key: string): string {
    return join(this.blobDir, checkedKey(key));
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async receive(req: IncomingMessage, key: string, byteSize: number, checksum: string): Promise<ReceiveResult> {
    const tmpPath = join(this.tmpDir, `${checkedKey(key)}.${randomBytes(6).toString('hex')}`);
    const file = createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 });
    const refusal = await readUpload(
      req,
      byteSize,
      checksum,
      (chunk) => file.write(chunk),
      (listener) => file.on('error', listener),
      (resume) => file.once('drain', resume),
    );
    await new Promise<void>((resolve) => file.end(() => resolve()));
    const discard = async (reason: Refusal): Promise<ReceiveResult> => {
      await rm(tmpPath, { force: true });
      return { ok: false, reason };
    };
    if (refusal) return discard(refusal);
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

export class DatabaseBlobStorage implements BlobStore {
  readonly kind = 'database';

  constructor(private readonly db: Queryable) {}

  async init(): Promise<void> {}

  async exists(key: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM blob_contents c JOIN blobs b ON b.id = c.blob_id WHERE b.key = $1',
      [checkedKey(key)],
    );
    return rows.length > 0;
  }

  read(key: string): Readable {
    const { db } = this;
    return Readable.from(
      (async function* () {
        const { rows } = await db.query<{ data: Uint8Array }>(
          'SELECT c.data FROM blob_contents c JOIN blobs b ON b.id = c.blob_id WHERE b.key = $1',
          [checkedKey(key)],
        );
        if (!rows[0]) throw new Error('blob contents are missing');
        yield Buffer.from(rows[0].data);
      })(),
    );
  }

  async receive(req: IncomingMessage, key: string, byteSize: number, checksum: string): Promise<ReceiveResult> {
    const chunks: Buffer[] = [];
    const refusal = await readUpload(
      req,
      byteSize,
      checksum,
      (chunk) => void chunks.push(chunk),
      () => undefined,
      () => undefined,
    );
    if (refusal) return { ok: false, reason: refusal };
    try {
      // a second PUT racing this one writes nothing; marking the blob stored then tells it apart (409)
      await this.db.query(
        `INSERT INTO blob_contents (blob_id, data) SELECT id, $2 FROM blobs WHERE key = $1 ON CONFLICT (blob_id) DO NOTHING`,
        [checkedKey(key), Buffer.concat(chunks)],
      );
    } catch {
      return { ok: false, reason: 'write failed' };
    }
    return { ok: true };
  }

  /** The bytes go with the blob's row (ON DELETE CASCADE). */
  async remove(): Promise<void> {}
}
