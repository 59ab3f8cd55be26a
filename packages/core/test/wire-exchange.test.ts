import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from '../src/proof-of-work.js';
import {
  API_BASE_PATH,
  blobPath,
  leadingZeroBits,
  MAX_PROOF_OF_WORK_BITS,
  PROJECT_KEY_HEADER,
  PROOF_OF_WORK_HEADER,
  PROOF_OF_WORK_REQUIRED_ERROR,
  proofOfWorkChallenge,
  WIRE_PATHS,
  WIRE_REQUEST_HEADERS,
  WIRE_RESOURCES,
  WIRE_STATUS,
  type WireProofOfWorkRequired,
} from '../src/wire.js';

describe('the wire contract: paths, headers and the proof-of-work exchange', () => {
  it('names every path under /api/v1 by its resource, with ids encoded as one segment', () => {
    expect(API_BASE_PATH).toBe('/api/v1');
    expect(WIRE_PATHS.treesponders).toBe(`/${WIRE_RESOURCES.treesponders}`);
    expect(WIRE_PATHS.treesponses).toBe(`/${WIRE_RESOURCES.treesponses}`);
    expect(WIRE_PATHS.directUploads).toBe(`/${WIRE_RESOURCES.directUploads}`);
    expect(WIRE_PATHS.aiFeedbacks).toBe(`/${WIRE_RESOURCES.aiFeedbacks}`);
    expect(WIRE_PATHS.treesponse('a/b c')).toBe('/treesponses/a%2Fb%20c');
    expect(WIRE_PATHS.aggregator('x1')).toBe(`/${WIRE_RESOURCES.aggregator}/x1`);
    expect(blobPath('sig/ned', 'my file.pdf')).toBe('/rails/active_storage/blobs/sig%2Fned/my%20file.pdf');
  });

  it('lists the request headers a browser sends, the project key and the proof of work among them', () => {
    expect(WIRE_REQUEST_HEADERS).toContain(PROJECT_KEY_HEADER);
    expect(WIRE_REQUEST_HEADERS).toContain(PROOF_OF_WORK_HEADER);
    expect(WIRE_REQUEST_HEADERS.join(', ')).toBe('x-project-key, authorization, content-type, content-md5, x-proof-of-work, idempotency-key');
  });

  it('reads the challenge of a 428 body and refuses anything else', () => {
    const body: WireProofOfWorkRequired = { error: PROOF_OF_WORK_REQUIRED_ERROR, proof_of_work: { challenge: 'c1', difficulty: 8 } };
    expect(WIRE_STATUS.proofOfWorkRequired).toBe(428);
    expect(proofOfWorkChallenge(body)).toEqual({ challenge: 'c1', difficulty: 8 });
    expect(proofOfWorkChallenge({ error: 'x' })).toBeNull();
    expect(proofOfWorkChallenge({ proof_of_work: { challenge: 1, difficulty: 8 } })).toBeNull();
    expect(proofOfWorkChallenge(null)).toBeNull();
    expect(proofOfWorkChallenge('428')).toBeNull();
  });

  it('counts leading zero bits as the server checks them, so a solved answer passes the server-side check', async () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
    const answer = await solveProofOfWork('challenge', 10);
    expect(answer.startsWith('challenge:')).toBe(true);
    expect(leadingZeroBits(createHash('sha256').update(answer).digest())).toBeGreaterThanOrEqual(10);
    await expect(solveProofOfWork('challenge', MAX_PROOF_OF_WORK_BITS + 1)).rejects.toThrow(RangeError);
  });
});
