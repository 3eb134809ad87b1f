import { describe, expect, test } from 'vitest';
import { createClickIdCodec } from './click-id';
import { createLinkCodec, LINK_CODE_LENGTH } from './link-code';

const secret = Buffer.from('a-test-secret-of-enough-length-000');
const codec = createLinkCodec(secret);

describe('short link codes', () => {
  test('a code is 21 lower-case base32 characters and decodes to its refs', () => {
    const code = codec.encode({ offerRef: 1001, publisherRef: 1234 });
    expect(code).toMatch(/^[a-z2-7]{21}$/);
    expect(code).toHaveLength(LINK_CODE_LENGTH);
    expect(codec.decode(code)).toEqual({ offerRef: 1001, publisherRef: 1234, test: false });
    expect(codec.encode({ offerRef: 1001, publisherRef: 1234 })).toBe(code);
  });

  test('a test link carries its flag under the MAC: set, it decodes as a test; it cannot be set by editing', () => {
    const paid = codec.encode({ offerRef: 1001, publisherRef: 1234 });
    const test = codec.encode({ offerRef: 1001, publisherRef: 1234, test: true });
    expect(test).not.toBe(paid);
    expect(codec.decode(test)).toEqual({ offerRef: 1001, publisherRef: 1234, test: true });
    expect(codec.decode(paid)?.test).toBe(false);
  });

  test('another publisher’s code cannot be made by editing one', () => {
    const code = codec.encode({ offerRef: 1001, publisherRef: 1234 });
    for (let position = 0; position < code.length; position++) {
      const swapped = code[position] === 'a' ? 'b' : 'a';
      expect(codec.decode(`${code.slice(0, position)}${swapped}${code.slice(position + 1)}`)).toBeNull();
    }
  });

  test('malformed codes and click ids are refused', () => {
    const clickId = createClickIdCodec(secret).issue({
      offerRef: 1001,
      publisherRef: 1234,
      clickedAtSeconds: 1,
      flags: 0,
    });
    for (const bad of ['', 'abc', clickId, 'a'.repeat(22), 'a'.repeat(20), `${'a'.repeat(20)}1`]) {
      expect(codec.decode(bad)).toBeNull();
    }
  });
});
