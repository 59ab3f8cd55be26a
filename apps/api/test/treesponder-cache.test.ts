import { expect, test } from 'vitest';
import { sha256Hex } from '../src/store.js';
import { createTreesponderCache } from '../src/treesponder-cache.js';

const ROW = { id: 7, project_id: 1, public_id: 'abc' };

function counted(known: Record<string, typeof ROW>) {
  const asked: string[] = [];
  const lookup = async (projectId: number, tokenHash: string) => {
    asked.push(`${projectId}:${tokenHash}`);
    return known[`${projectId}:${tokenHash}`] ?? null;
  };
  return { asked, lookup };
}

test('a treesponder found is kept for the time given; an unknown token is asked every time', async () => {
  let now = 0;
  const { asked, lookup } = counted({ [`1:${sha256Hex('good')}`]: ROW });
  const cache = createTreesponderCache(lookup, { ttlMs: 1000, now: () => now });
  expect(await cache.find(1, 'good')).toEqual({ row: ROW, kept: false });
  expect(await cache.find(1, 'good')).toEqual({ row: ROW, kept: true });
  // another project with the same token is another key
  expect(await cache.find(2, 'good')).toBeNull();
  expect(await cache.find(1, 'bad')).toBeNull();
  expect(await cache.find(1, 'bad')).toBeNull();
  expect(asked).toEqual([`1:${sha256Hex('good')}`, `2:${sha256Hex('good')}`, `1:${sha256Hex('bad')}`, `1:${sha256Hex('bad')}`]);
  now = 1000;
  expect(await cache.find(1, 'good')).toEqual({ row: ROW, kept: false });
  expect(asked).toHaveLength(5);
});

test('confirm asks again and forgets a treesponder gone; the oldest entry makes room past the maximum', async () => {
  const known: Record<string, typeof ROW> = {};
  for (const token of ['a', 'b', 'c']) known[`1:${sha256Hex(token)}`] = { ...ROW, public_id: token };
  const { asked, lookup } = counted(known);
  const cache = createTreesponderCache(lookup, { maxEntries: 2 });
  await cache.find(1, 'a');
  await cache.find(1, 'b');
  await cache.find(1, 'c');
  expect(asked).toHaveLength(3);
  expect((await cache.find(1, 'c'))?.kept).toBe(true);
  expect((await cache.find(1, 'b'))?.kept).toBe(true);
  // 'a' made room for 'c'
  expect((await cache.find(1, 'a'))?.kept).toBe(false);
  delete known[`1:${sha256Hex('b')}`];
  expect(await cache.confirm(1, 'b')).toBeNull();
  expect(await cache.find(1, 'b')).toBeNull();
});
