import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createSigner, resolveSecret } from '../src/signing.js';

describe('signed ids', () => {
  const signer = createSigner('s'.repeat(64));

  test('round trip, purpose and expiry are checked', () => {
    const id = signer.sign('blob_id', 'abc');
    expect(signer.verify('blob_id', id)).toBe('abc');
    expect(signer.verify('blob_upload', id)).toBeNull();
    const upload = signer.sign('blob_upload', 'abc', 1000);
    expect(signer.verify('blob_upload', upload, 999)).toBe('abc');
    expect(signer.verify('blob_upload', upload, 1001)).toBeNull();
  });

  test('every id of many random keys verifies (the separator never occurs inside an id part)', () => {
    for (let i = 0; i < 3000; i++) {
      const key = Math.random().toString(36).slice(2) + i;
      expect(signer.verify('blob_id', signer.sign('blob_id', key))).toBe(key);
    }
  });

  test('another secret or a changed payload is refused', () => {
    const id = signer.sign('blob_id', 'abc');
    expect(createSigner('t'.repeat(64)).verify('blob_id', id)).toBeNull();
    const [, signature] = id.split('.');
    const changed = Buffer.from(JSON.stringify({ p: 'blob_id', k: 'abd', e: null })).toString('base64url');
    expect(signer.verify('blob_id', `${changed}.${signature}`)).toBeNull();
    expect(signer.verify('blob_id', 'garbage')).toBeNull();
    expect(signer.verify('blob_id', '.')).toBeNull();
  });

  test('the secret is generated once into the data folder, private to its owner', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-'));
    try {
      const first = await resolveSecret(undefined, dir);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await resolveSecret(undefined, dir)).toBe(first);
      expect((await readFile(join(dir, 'secret'), 'utf8')).trim()).toBe(first);
      expect((await stat(join(dir, 'secret'))).mode & 0o777).toBe(0o600);
      const explicit = 'an explicit secret of at least 32 characters';
      expect(await resolveSecret(explicit, dir)).toBe(explicit);
      await expect(resolveSecret('short', dir)).rejects.toThrow(/at least 32 characters/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
