import { expect, test } from 'vitest';
import { createRandomPool } from './random-pool';

test('hands out each pooled byte once, refilling when the pool runs out', () => {
  const random = createRandomPool(64);
  const seen = new Set<string>();
  for (let index = 0; index < 200; index += 1) {
    const bytes = random(8);
    expect(bytes).toHaveLength(8);
    seen.add(bytes.toString('hex'));
  }
  // 200 draws of 64 random bits: any repeat would mean bytes were handed out twice.
  expect(seen.size).toBe(200);
});

test('a draw larger than the pool is filled on its own', () => {
  const random = createRandomPool(16);
  expect(random(40)).toHaveLength(40);
  expect(random(40).equals(random(40))).toBe(false);
});
