/** Upload checksums: base64 MD5 computed in chunks, yielding between chunks so the page stays responsive. */

import { defaultTimers } from './environment.js';

/** Bytes hashed per step. */
export const CHECKSUM_CHUNK_SIZE = 2_097_152;

export interface ChecksumOptions {
  /** Bytes per chunk; default 2 MiB. */
  chunkSize?: number;
  /** Awaited between chunks to give the event loop a turn; default a 0 ms timeout. */
  yieldToEventLoop?: () => Promise<void>;
  /** Called after each chunk with the fraction hashed (0..1). */
  onProgress?: (fraction: number) => void;
}

/**
 * Base64 MD5 of a file, as direct uploads expect. The MD5 (`md5.ts`) is loaded here on first use, so surveys without
 * uploads never download it.
 */
export async function computeChecksum(file: Blob, options: ChecksumOptions = {}): Promise<string> {
  const chunkSize = options.chunkSize ?? CHECKSUM_CHUNK_SIZE;
  const pause = options.yieldToEventLoop ?? (() => new Promise<void>((resolve) => defaultTimers().setTimeout(resolve, 0)));
  const { createMd5 } = await import('./md5.js');
  const hash = createMd5();
  const total = file.size;
  for (let start = 0; start < total; start += chunkSize) {
    const end = Math.min(start + chunkSize, total);
    hash.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
    options.onProgress?.(end / total);
    if (end < total) await pause();
  }
  // The 16-byte digest as a binary string, which btoa turns into base64.
  return btoa(String.fromCharCode(...hash.digest()));
}
