/**
 * Solves the collection API's proof-of-work challenge (a project may ask one for each vote-code attempt): finds a
 * nonce such that SHA-256(`{challenge}:{nonce}`) starts with `difficulty` zero bits, and returns the value of the
 * `X-Proof-Of-Work` header. Uses Web Crypto, so it runs the same in browsers and Node; 16 bits take well under a
 * second.
 */

/** Difficulties above this are refused instead of freezing a visitor's device for minutes. */
export const MAX_PROOF_OF_WORK_BITS = 24;

function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

export async function solveProofOfWork(challenge: string, difficulty: number): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_PROOF_OF_WORK_BITS) {
    throw new RangeError(`proof-of-work difficulty must be from 0 to ${MAX_PROOF_OF_WORK_BITS} bits`);
  }
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    const answer = `${challenge}:${nonce}`;
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(answer)));
    if (leadingZeroBits(digest) >= difficulty) return answer;
  }
}

/** The challenge in a 428 reply body, or null. */
export function proofOfWorkChallenge(body: unknown): { challenge: string; difficulty: number } | null {
  if (typeof body !== 'object' || body === null) return null;
  const request = (body as { proof_of_work?: unknown }).proof_of_work;
  if (typeof request !== 'object' || request === null) return null;
  const { challenge, difficulty } = request as { challenge?: unknown; difficulty?: unknown };
  return typeof challenge === 'string' && typeof difficulty === 'number' ? { challenge, difficulty } : null;
}
