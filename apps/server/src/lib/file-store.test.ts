import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, expect, test } from 'vitest';
import { createLocalFileStore } from './file-store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store() {
  const dir = mkdtempSync(join(tmpdir(), 'affnet-store-'));
  dirs.push(dir);
  return createLocalFileStore(dir);
}

test('stores, opens and removes bytes by key', async () => {
  const files = store();
  await files.put('tenant-1/file-1', new TextEncoder().encode('hello'));
  const stream = await files.open('tenant-1/file-1');
  expect(stream && (await text(stream))).toBe('hello');
  await files.remove('tenant-1/file-1');
  expect(await files.open('tenant-1/file-1')).toBeNull();
});

test('a missing key opens as null', async () => {
  expect(await store().open('tenant-1/missing')).toBeNull();
});

test.each(['../outside', 'a/../../b', '/etc/passwd', 'A/B', 'a//b', 'a/b.png'])(
  'refuses the key %s',
  async (key) => {
    await expect(store().put(key, new Uint8Array([1]))).rejects.toThrow(/Bad file key/);
  },
);
