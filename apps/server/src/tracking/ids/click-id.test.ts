import { describe, expect, test } from 'vitest';
import { CLICK_FLAGS, CLICK_ID_LENGTH, createClickIdCodec } from './click-id';

const codec = createClickIdCodec(Buffer.from('a-test-secret-of-enough-length-000'));
const fields = {
  offerRef: 1001,
  publisherRef: 20_345,
  clickedAtSeconds: 1_795_000_000,
  flags: CLICK_FLAGS.test,
};

describe('click ids', () => {
  test('an issued id is 48 lower-case base32 characters and verifies to its fields', () => {
    const id = codec.issue(fields);
    expect(id).toMatch(/^[a-z2-7]{48}$/);
    expect(id).toHaveLength(CLICK_ID_LENGTH);
    expect(codec.verify(id)).toEqual(fields);
  });

  test('two clicks with the same fields get different ids', () => {
    expect(codec.issue(fields)).not.toBe(codec.issue(fields));
  });

  test('an id upper-cased by a partner still verifies', () => {
    expect(codec.verify(codec.issue(fields).toUpperCase())).toEqual(fields);
  });

  test('changing any character, or the key, makes the id fail', () => {
    const id = codec.issue(fields);
    for (let position = 0; position < id.length; position++) {
      const swapped = id[position] === 'a' ? 'b' : 'a';
      const forged = `${id.slice(0, position)}${swapped}${id.slice(position + 1)}`;
      expect(codec.verify(forged), `position ${position}`).toBeNull();
    }
    expect(createClickIdCodec(Buffer.from('another-secret-entirely-000000000')).verify(id)).toBeNull();
  });

  test('malformed ids are refused, not thrown', () => {
    for (const bad of [
      '',
      'x',
      'a'.repeat(47),
      'a'.repeat(49),
      `${'a'.repeat(47)}!`,
      '0'.repeat(48),
      'é'.repeat(48),
    ]) {
      expect(codec.verify(bad)).toBeNull();
    }
  });
});
