/** Upload checksums: base64 MD5 computed in chunks, yielding between chunks so the page stays responsive. */

import { defaultTimers } from './environment.js';

type SparkMD5Class = typeof import('spark-md5');

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
 * Base64 MD5 of a file, as direct uploads expect. spark-md5 is loaded here on first use, so surveys without uploads
 * never download it.
 */
export async function computeChecksum(file: Blob, options: ChecksumOptions = {}): Promise<string> {
  const chunkSize = options.chunkSize ?? CHECKSUM_CHUNK_SIZE;
  const pause = options.yieldToEventLoop ?? (() => new Promise<void>((resolve) => defaultTimers().setTimeout(resolve, 0)));
  // spark-md5 is CommonJS: depending on the bundler the class is the module itself or its default export.
  const sparkModule = (await import('spark-md5')) as unknown as { default?: SparkMD5Class } & SparkMD5Class;
  const SparkMD5 = sparkModule.default ?? sparkModule;
  const spark = new SparkMD5.ArrayBuffer();
  const total = file.size;
  for (let start = 0; start < total; start += chunkSize) {
    const end = Math.min(start + chunkSize, total);
    spark.append(await file.slice(start, end).arrayBuffer());
    options.onProgress?.(end / total);
    if (end < total) await pause();
  }
  // end(true) gives the raw 16-byte digest as a binary string; btoa turns it into base64.
  return btoa(spark.end(true));
}
