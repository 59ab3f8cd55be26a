/**
 * Solves the collection API's proof-of-work challenge (a project may ask one for each vote-code attempt): finds a
 * nonce such that SHA-256(`{challenge}:{nonce}`) starts with `difficulty` zero bits, and returns the value of the
 * `X-Proof-Of-Work` header. Uses Web Crypto, so it runs the same in browsers and Node; 16 bits take well under a
 * second. The exchange itself (header, 428 body, limits) is the wire contract's (`wire.ts`).
 */
import { leadingZeroBits, MAX_PROOF_OF_WORK_BITS, proofOfWorkAnswer } from './wire.js';

/** Finds the answer to a challenge; refuses difficulties above `MAX_PROOF_OF_WORK_BITS` instead of freezing a visitor's device. */
export async function solveProofOfWork(challenge: string, difficulty: number): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_PROOF_OF_WORK_BITS) {
    throw new RangeError(`proof-of-work difficulty must be from 0 to ${MAX_PROOF_OF_WORK_BITS} bits`);
  }
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    const answer = proofOfWorkAnswer(challenge, nonce);
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(answer)));
    if (leadingZeroBits(digest) >= difficulty) return answer;
  }
}
