import { describe, expect, test } from 'vitest';
import { OldestFirstMap } from './oldest-first-map';

const keysOf = (map: OldestFirstMap<string, number>, candidates: string[]) =>
  candidates.filter((key) => map.get(key) !== undefined);

describe('OldestFirstMap', () => {
  test('keeps at most its limit, forgetting the oldest first', () => {
    const map = new OldestFirstMap<string, number>(3);
    for (const [index, key] of ['a', 'b', 'c', 'd', 'e'].entries()) map.set(key, index);
    expect(map.size).toBe(3);
    expect(keysOf(map, ['a', 'b', 'c', 'd', 'e'])).toEqual(['c', 'd', 'e']);
    expect(map.get('e')).toBe(4);
  });

  test('a key set again becomes the newest and keeps one entry', () => {
    const map = new OldestFirstMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    map.set('d', 5);
    expect(keysOf(map, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(map.get('a')).toBe(3);
    // The same key again and again never holds more than one entry, nor drops the others.
    for (let i = 0; i < 10; i += 1) map.set('d', i);
    expect(map.size).toBeLessThanOrEqual(3);
    expect(map.get('d')).toBe(9);
  });

  test('drops from the oldest while a predicate holds, and stops at the first that fails', () => {
    const map = new OldestFirstMap<string, number>(100);
    for (let i = 0; i < 10; i += 1) map.set(`k${i}`, i);
    map.set('k0', 50); // refreshed: now the newest, so an age walk meets it last
    map.dropOldestWhile((value) => value < 5);
    expect(map.size).toBe(6);
    expect(map.get('k0')).toBe(50);
    expect(map.get('k4')).toBeUndefined();
    expect(map.get('k5')).toBe(5);
    map.dropOldestWhile(() => true);
    expect(map.size).toBe(0);
    map.set('again', 1);
    expect(map.get('again')).toBe(1);
  });

  test('stays correct across ring growth and wrap-around', () => {
    const limit = 1000;
    const map = new OldestFirstMap<number, number>(limit);
    for (let i = 0; i < 5000; i += 1) {
      map.set(i, i);
      if (i % 7 === 0) map.set(i - 3, i); // refresh an older key now and then
    }
    expect(map.size).toBeLessThanOrEqual(limit);
    expect(map.get(4999)).toBe(4999);
    expect(map.get(100)).toBeUndefined();
  });

  test('refuses a limit below one', () => {
    expect(() => new OldestFirstMap(0)).toThrow(RangeError);
  });
});

describe('OldestFirstMap as a least-recently-used cache', () => {
  test('a key set over and over does not push the others out', () => {
    const map = new OldestFirstMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    for (let i = 0; i < 100; i += 1) map.set('c', i);
    expect(map.size).toBe(3);
    expect(keysOf(map, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    map.set('b', 0);
    map.set('d', 4);
    expect(keysOf(map, ['a', 'b', 'c', 'd'])).toEqual(['b', 'c', 'd']);
  });
});
