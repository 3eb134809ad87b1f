import { randomFillSync } from 'node:crypto';

/*
 * Random bytes for click ids from a pool refilled in one call: `randomBytes(8)` per click was a
 * sixth of the click path's time (a call into OpenSSL each), one fill per 1,024 ids is not.
 * The bytes are the same CSPRNG's; each is handed out once.
 */

export function createRandomPool(poolBytes = 8192): (size: number) => Buffer {
  const pool = Buffer.alloc(poolBytes);
  let offset = poolBytes;
  return (size) => {
    if (size > poolBytes) return randomFillSync(Buffer.alloc(size));
    if (offset + size > poolBytes) {
      randomFillSync(pool);
      offset = 0;
    }
    const bytes = pool.subarray(offset, offset + size);
    offset += size;
    return bytes;
  };
}
