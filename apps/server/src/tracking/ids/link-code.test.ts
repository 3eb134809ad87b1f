import { describe, expect, test } from 'vitest';
import { createClickIdCodec } from './click-id';
import { createLinkCodec, LINK_CODE_LENGTH } from './link-code';

const secret = Buffer.from('a-test-secret-of-enough-length-000');
const codec = createLinkCodec(secret);

describe('short link codes', () => {
  test('a code is 20 lower-case base32 characters and decodes to its refs', () => {
    const code = codec.encode({ offerRef: 1001, publisherRef: 1234 });
    expect(code).toMatch(/^[a-z2-7]{20}$/);
    expect(code).toHaveLength(LINK_CODE_LENGTH);
    expect(codec.decode(code)).toEqual({ offerRef: 1001, publisherRef: 1234 });
    expect(codec.encode({ offerRef: 1001, publisherRef: 1234 })).toBe(code);
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
    for (const bad of ['', 'abc', clickId, 'a'.repeat(21), `${'a'.repeat(19)}1`]) {
      expect(codec.decode(bad)).toBeNull();
    }
  });
});
