import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { createSha256Mac } from './mac';

test.each([0, 1, 16, 32, 63, 64, 65, 100])('equals createHmac sha256 with a %i-byte key', (keyBytes) => {
  const key = randomBytes(keyBytes);
  const mac = createSha256Mac(key, 22);
  for (let round = 0; round < 20; round += 1) {
    const message = randomBytes(22);
    expect(mac(message).equals(createHmac('sha256', key).update(message).digest())).toBe(true);
  }
});

test('refuses a message of another length', () => {
  expect(() => createSha256Mac(randomBytes(32), 22)(randomBytes(21))).toThrow(RangeError);
});
