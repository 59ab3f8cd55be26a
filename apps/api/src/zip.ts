/**
 * A streaming ZIP writer: entries are deflated piece by piece as their content arrives, so a large entry never sits
 * in memory whole. Each piece is compressed on its own and ends on a byte boundary without the final bit (a sync
 * flush); one empty final block closes the entry, so the pieces together form one valid deflate stream. Sizes and
 * checksum follow each entry in a data descriptor, and the central directory comes last. Without ZIP64: an archive
 * beyond 4 GiB is refused (an error ends the stream).
 */
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);
const SYNC = { finishFlush: constants.Z_SYNC_FLUSH };
/** An empty deflate block with the final bit set. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const LIMIT = 0xffffffff;
/** General purpose flags: sizes in a data descriptor (bit 3), names in UTF-8 (bit 11). */
const FLAGS = 0x0808;
/** 1980-01-01 00:00 in MS-DOS form: the entries carry no real date (a download's content is what matters). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(8, 8);
  header.writeUInt16LE(DOS_TIME, 10);
  header.writeUInt16LE(DOS_DATE, 12);
  // checksum and sizes (14–25) stay 0: they follow in the data descriptor
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(8, 10);
  header.writeUInt16LE(DOS_TIME, 12);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The bytes of a ZIP archive holding `entries`, in pieces about as large as the entries' pieces. */
export async function* zipStream(entries: Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  const out = (bytes: Buffer) => {
    offset += bytes.length;
    if (offset > LIMIT) throw new Error('The archive would exceed 4 GiB');
    return bytes;
  };
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    yield out(localHeader(entry.name));
    for await (const piece of content) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (bytes.length === 0) continue;
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      const compressed = await deflate(bytes, SYNC);
      entry.compressed += compressed.length;
      if (entry.size > LIMIT) throw new Error('An entry would exceed 4 GiB');
      yield out(compressed);
    }
    entry.compressed += FINAL_BLOCK.length;
    yield out(Buffer.concat([FINAL_BLOCK, dataDescriptor(entry)]));
    written.push(entry);
  }
  const start = offset;
  const directory = Buffer.concat(written.map(centralHeader));
  yield out(Buffer.concat([directory, endOfCentralDirectory(written.length, directory.length, start)]));
}
