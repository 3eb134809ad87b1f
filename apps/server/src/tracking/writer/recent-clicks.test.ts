import { expect, test } from 'vitest';
import type { ClickRecord } from '../engine/click-record';
import { createRecentClicks } from './recent-clicks';

const click = (id: string) => ({ id }) as ClickRecord;

test('a click pushed is found by its id until it is older than the window', () => {
  let clock = 0;
  const recent = createRecentClicks({ maxAgeMs: 1000, now: () => clock });
  recent.add(click('a'));
  clock = 1000;
  expect(recent.get('a')?.id).toBe('a');
  clock = 1001;
  expect(recent.get('a')).toBeUndefined();
  expect(recent.get('unknown')).toBeUndefined();
});

test('the map holds at most maxEntries clicks, dropping the oldest first', () => {
  const recent = createRecentClicks({ maxEntries: 3 });
  for (const id of ['a', 'b', 'c', 'd', 'e']) recent.add(click(id));
  expect(recent.size()).toBe(3);
  expect(['a', 'b', 'c', 'd', 'e'].map((id) => recent.get(id)?.id)).toEqual([
    undefined,
    undefined,
    'c',
    'd',
    'e',
  ]);
});

test('clicks past their age are dropped as new ones arrive, so memory follows the traffic of the window', () => {
  let clock = 0;
  const recent = createRecentClicks({ maxAgeMs: 100, now: () => clock });
  for (let i = 0; i < 50; i++) recent.add(click(`old-${i}`));
  clock = 500;
  recent.add(click('new'));
  expect(recent.size()).toBe(1);
});
