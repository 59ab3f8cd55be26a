/**
 * MD5 (RFC 1321) fed in parts, for the checksum direct uploads expect; not for security. An ES module of its own that
 * `computeChecksum` loads on first use, so a consumer's bundler needs no CommonJS helpers for it.
 */

/** The sines table of RFC 1321 (written out: Math.sin need not round alike in every engine). */
const K = new Int32Array([
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
  0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
  0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
  0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
  0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
  0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
  0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
  0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
]);
/** The left rotations of each round's four steps. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** The word of the block each step reads: i, 5i + 1, 3i + 5 and 7i (mod 16) in the four rounds. */
const ORDER = Array.from({ length: 64 }, (_, i) => [i, 5 * i + 1, 3 * i + 5, 7 * i][i >> 4]! & 15);

export interface Md5 {
  /** Adds bytes to what is hashed. */
  update(bytes: Uint8Array): void;
  /** The 16-byte digest of every byte added; the hash takes no more bytes after it. */
  digest(): Uint8Array;
}

export function createMd5(): Md5 {
  const state = new Int32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  const words = new Int32Array(16);
  const pending = new Uint8Array(64);
  let pendingLength = 0;
  let length = 0;

  /** Hashes the 64 bytes of `bytes` from `offset`. */
  const block = (bytes: Uint8Array, offset: number) => {
    for (let j = 0; j < 16; j += 1) {
      const at = offset + j * 4;
      words[j] = bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    // Four rounds of sixteen steps, each round with its own mixing function; a, d, c and b take d, c, b and b plus
    // the rotated sum.
    for (let i = 0; i < 64; i += 1) {
      const round = i >> 4;
      const mixed = round === 0 ? (b & c) | (~b & d) : round === 1 ? (d & b) | (~d & c) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const sum = (a + mixed + K[i]! + words[ORDER[i]!]!) | 0;
      const shift = SHIFTS[(round << 2) | (i & 3)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    state[0] = state[0]! + a;
    state[1] = state[1]! + b;
    state[2] = state[2]! + c;
    state[3] = state[3]! + d;
  };

  const update = (bytes: Uint8Array) => {
    length += bytes.length;
    let offset = 0;
    if (pendingLength > 0) {
      offset = Math.min(64 - pendingLength, bytes.length);
      pending.set(bytes.subarray(0, offset), pendingLength);
      pendingLength += offset;
      if (pendingLength < 64) return;
      block(pending, 0);
      pendingLength = 0;
    }
    for (; offset + 64 <= bytes.length; offset += 64) block(bytes, offset);
    pending.set(bytes.subarray(offset), 0);
    pendingLength = bytes.length - offset;
  };

  return {
    update,
    digest() {
      const bits = length * 8;
      // 0x80, zeros up to 56 bytes past a block's start, then the length in bits as a little-endian 64-bit number.
      const tail = new Uint8Array((pendingLength < 56 ? 64 : 128) - pendingLength);
      tail[0] = 0x80;
      const view = new DataView(tail.buffer);
      view.setUint32(tail.length - 8, bits >>> 0, true);
      view.setUint32(tail.length - 4, Math.floor(bits / 2 ** 32), true);
      update(tail);
      const digest = new DataView(new ArrayBuffer(16));
      for (let i = 0; i < 4; i += 1) digest.setInt32(i * 4, state[i]!, true);
      return new Uint8Array(digest.buffer);
    },
  };
}
