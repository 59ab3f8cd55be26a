import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECKSUM_CHUNK_SIZE, computeChecksum, formatRrn, hashRrn, normalizeRrn, RRN_DISPLAY_MAX_LENGTH } from '../src/index.js';
import { createMd5 } from '../src/md5.js';

/** Deterministic pseudo-random bytes, so a chunking mistake changes the digest. */
function bytes(length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let state = 12345;
  for (let i = 0; i < length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

describe('upload checksum (base64 MD5 in 2 MiB chunks)', () => {
  it("equals Node's MD5 for a file of 5 MiB + 1 byte, yielding between chunks", async () => {
    const data = bytes(5 * 1024 * 1024 + 1);
    let pauses = 0;
    const progress: number[] = [];
    const checksum = await computeChecksum(new Blob([data]), {
      yieldToEventLoop: async () => {
        pauses += 1;
      },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(checksum).toBe(createHash('md5').update(data).digest('base64'));
    expect(CHECKSUM_CHUNK_SIZE).toBe(2_097_152);
    // 3 chunks: 2 MiB, 2 MiB, 1 MiB + 1; a pause between each pair.
    expect(progress).toHaveLength(3);
    expect(progress.at(-1)).toBe(1);
    expect(pauses).toBe(2);
  });

  it("equals Node's MD5 for every length around the padding's edges, fed in parts cut anywhere", () => {
    const hex = (digest: Uint8Array) => Buffer.from(digest).toString('hex');
    // RFC 1321's own examples.
    const rfc = (text: string) => {
      const md5 = createMd5();
      md5.update(new TextEncoder().encode(text));
      return hex(md5.digest());
    };
    expect(rfc('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(rfc('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(rfc('1234567890'.repeat(8))).toBe('57edf4a22be3c955ac49da2e2107b67a');
    const data = bytes(300);
    for (let length = 0; length <= 300; length += 1) {
      for (const cut of new Set([0, Math.min(1, length), length >> 1, Math.max(0, length - 63), length])) {
        const md5 = createMd5();
        md5.update(data.subarray(0, cut));
        md5.update(data.subarray(cut, length));
        expect(hex(md5.digest()), `${length} bytes cut at ${cut}`).toBe(createHash('md5').update(data.subarray(0, length)).digest('hex'));
      }
    }
  });

  it('an empty file has the MD5 of nothing', async () => {
    await expect(computeChecksum(new Blob([]))).resolves.toBe(createHash('md5').digest('base64'));
  });

  it('never blocks the event loop for the whole file: a timer runs between chunks', async () => {
    const data = bytes(3 * CHECKSUM_CHUNK_SIZE);
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 0);
    try {
      await computeChecksum(new Blob([data]));
    } finally {
      clearInterval(interval);
    }
    expect(ticks).toBeGreaterThan(0);
  });
});

describe('registration number', () => {
  it('keeps digits only, at most as many as the field shows (15)', () => {
    expect(normalizeRrn('85.07.30-033.28')).toBe('85073003328');
    expect(normalizeRrn('ab85 07x30')).toBe('850730');
    expect(normalizeRrn('850730033281')).toBe('850730033281');
    expect(normalizeRrn('1234567890123456789')).toBe('123456789012345');
  });

  it('shows the display pattern 2.2.2-3.2 while typing, max 15 characters', () => {
    expect(formatRrn('8')).toBe('8');
    expect(formatRrn('850')).toBe('85.0');
    expect(formatRrn('85073')).toBe('85.07.3');
    expect(formatRrn('8507300')).toBe('85.07.30-0');
    expect(formatRrn('8507300332')).toBe('85.07.30-033.2');
    expect(formatRrn('85073003328')).toBe('85.07.30-033.28');
    // More than 11 digits is no registration number: shown as typed (digits only), never cut to a valid-looking one.
    expect(formatRrn('850730033281')).toBe('850730033281');
    expect(formatRrn('1234567890123456789')).toHaveLength(RRN_DISPLAY_MAX_LENGTH);
  });

  it("hashes exactly 11 digits with SHA3-512 like Node's crypto, else null", async () => {
    const expected = createHash('sha3-512').update('85073003328').digest('hex');
    await expect(hashRrn('85.07.30-033.28')).resolves.toBe(expected);
    await expect(hashRrn('85073003328')).resolves.toBe(expected);
    await expect(hashRrn('8507300332')).resolves.toBeNull();
    await expect(hashRrn('850730033289')).resolves.toBeNull();
    await expect(hashRrn('')).resolves.toBeNull();
  });
});
