import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// The web and API test projects run with `isolate: false`: the files of a worker share one module
// cache, so a `vi.mock` there would replace the module for whichever files come after, or not at
// all if the module was loaded first. Only `*.isolated.test.ts` files (the server-api-isolated
// project) may mock a module.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = ['apps/web/src', 'apps/server/test'];

function testFilesUnder(dir) {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

test('no test file sharing a module cache mocks a module', () => {
  const files = SHARED.flatMap(testFilesUnder);
  expect(files.length).toBeGreaterThan(100);
  const mocking = files.filter(
    (file) =>
      !file.endsWith('.isolated.test.ts') &&
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
  );
  expect(mocking).toEqual([]);
});
