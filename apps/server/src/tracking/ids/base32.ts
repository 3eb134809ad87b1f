/**
 * RFC 4648 base32 in lower case, without padding: URL-safe, case-insensitive for readers who
 * lower-case what they store, and free of characters a spreadsheet or a shell would reinterpret.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const VALUE_OF = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) {
  VALUE_OF[ALPHABET.charCodeAt(index)] = index;
  VALUE_OF[ALPHABET.toUpperCase().charCodeAt(index)] = index;
}

const ALPHABET_CODES = Buffer.from(ALPHABET, 'latin1');
/** Where encodeBase32 spells its characters (ids are short; longer inputs get a buffer of their own). */
const SCRATCH = Buffer.alloc(128);

/** One flat string read from a byte buffer: no chain of 48 one-character concatenations. */
export function encodeBase32(bytes: Uint8Array): string {
  const length = Math.ceil((bytes.length * 8) / 5);
  const out = length <= SCRATCH.length ? SCRATCH : Buffer.alloc(length);
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    buffer = ((buffer << 8) | (bytes[index] ?? 0)) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out[at++] = ALPHABET_CODES[(buffer >>> bits) & 31] ?? 0;
    }
  }
  if (bits > 0) out[at++] = ALPHABET_CODES[(buffer << (5 - bits)) & 31] ?? 0;
  return out.toString('latin1', 0, at);
}

/** The bytes of a base32 text, or null when it holds anything else or has stray trailing bits. */
export function decodeBase32(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (let position = 0; position < text.length; position++) {
    const code = text.charCodeAt(position);
    const value = code < 128 ? (VALUE_OF[code] ?? -1) : -1;
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >>> bits) & 255;
    }
    buffer &= (1 << bits) - 1;
  }
  // Leftover bits must be zero, so each byte string has exactly one spelling.
  return buffer === 0 ? out : null;
}
