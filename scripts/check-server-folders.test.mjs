import { expect, test } from 'vitest';
import { cyclesOf } from './check-server-folders.mjs';

test('finds a cycle between folders, and none in a layered graph', () => {
  const layered = new Map([
    ['modules/a', new Set(['tracking', 'lib'])],
    ['tracking', new Set(['events', 'lib'])],
    ['events', new Set(['db'])],
  ]);
  expect(cyclesOf(layered)).toEqual([]);
  const knotted = new Map([...layered, ['lib', new Set(['modules/a'])]]);
  expect(cyclesOf(knotted)).toEqual([['lib', 'modules/a', 'tracking']]);
});
