import { hash } from 'node:crypto';

/*
 * HMAC-SHA256 (RFC 2104) from two one-shot hashes, for the click id's MAC: the same bytes as
 * `createHmac('sha256', key)`, without a digest object per call. `createHmac` looks the digest
 * up by name and makes a native object with a handle the garbage collector must finalise, which
 * made a tenth of a click's CPU in the server (docs/performance.md); `crypto.hash` does neither.
 * Not safe for concurrent use across awaits: it writes into two buffers it keeps (a call is
 * synchronous, so no two calls ever overlap).
 */

const BLOCK = 64;
const DIGEST = 32;

export type Mac = (message: Uint8Array) => Buffer;

export function createSha256Mac(key: Uint8Array, messageBytes: number): Mac {
  const block = Buffer.alloc(BLOCK);
  // A key longer than a block is hashed first; a shorter one is padded with zeros.
  (key.length > BLOCK ? hash('sha256', key, 'buffer') : Buffer.from(key)).copy(block);
  const inner = Buffer.alloc(BLOCK + messageBytes);
  const outer = Buffer.alloc(BLOCK + DIGEST);
  for (let i = 0; i < BLOCK; i += 1) {
    inner[i] = (block[i] ?? 0) ^ 0x36;
    outer[i] = (block[i] ?? 0) ^ 0x5c;
  }
  return (message) => {
    if (message.length !== messageBytes) {
      throw new RangeError(`this MAC takes ${messageBytes}-byte messages, not ${message.length}`);
    }
    inner.set(message, BLOCK);
    outer.set(hash('sha256', inner, 'buffer'), BLOCK);
    return hash('sha256', outer, 'buffer');
  };
}
