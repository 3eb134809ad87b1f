import { timingSafeEqual } from 'node:crypto';
import { decodeBase32, encodeBase32 } from './base32';
import { createSha256Mac } from './mac';
import { createRandomPool } from './random-pool';

/*
 * Click ids (docs/tracking.md "Click ids"): 30 bytes, base32 → 48 characters.
 *   version 1 | offer ref 4 | publisher ref 4 | seconds 4 | flags 1 | random 8 | MAC 8
 * The MAC (HMAC-SHA256, truncated) makes a forged or altered id fail without a lookup; the
 * fields let a conversion be attributed before the click row is written.
 */

const VERSION = 1;
const BODY_BYTES = 22;
const MAC_BYTES = 8;
const ID_BYTES = BODY_BYTES + MAC_BYTES;
export const CLICK_ID_LENGTH = Math.ceil((ID_BYTES * 8) / 5);

/** Flag bits carried by the id. */
export const CLICK_FLAGS = {
  /** A staff test click: runs the real chain, kept out of caps and money. */
  test: 1,
  /** The click was not sent to its offer (fallback or rejected): it can never convert there. */
  notEligible: 2,
} as const;

export type ClickIdFields = {
  offerRef: number;
  publisherRef: number;
  /** Whole seconds since 1970 (UTC). */
  clickedAtSeconds: number;
  flags: number;
};

export type ClickIdCodec = {
  issue: (fields: ClickIdFields) => string;
  /** The fields of a genuine id; null for anything forged, altered or malformed. */
  verify: (id: string) => ClickIdFields | null;
};

export function createClickIdCodec(
  secret: Buffer,
  random: (size: number) => Buffer = createRandomPool(),
): ClickIdCodec {
  const mac = createSha256Mac(secret, BODY_BYTES);
  const macOf = (body: Uint8Array) => mac(body).subarray(0, MAC_BYTES);
  // Issuing writes here and returns the text: nothing to keep but the id itself.
  const scratch = Buffer.alloc(ID_BYTES);
  const scratchBody = scratch.subarray(0, BODY_BYTES);
  return {
    issue(fields) {
      scratch.writeUInt8(VERSION, 0);
      scratch.writeUInt32BE(fields.offerRef, 1);
      scratch.writeUInt32BE(fields.publisherRef, 5);
      scratch.writeUInt32BE(fields.clickedAtSeconds, 9);
      scratch.writeUInt8(fields.flags, 13);
      random(8).copy(scratch, 14);
      mac(scratchBody).copy(scratch, BODY_BYTES, 0, MAC_BYTES);
      return encodeBase32(scratch);
    },
    verify(id) {
      if (id.length !== CLICK_ID_LENGTH) return null;
      const decoded = decodeBase32(id);
      if (!decoded || decoded.length !== ID_BYTES) return null;
      const bytes = Buffer.from(decoded.buffer, decoded.byteOffset, decoded.length);
      if (bytes.readUInt8(0) !== VERSION) return null;
      const expected = macOf(bytes.subarray(0, BODY_BYTES));
      if (!timingSafeEqual(expected, bytes.subarray(BODY_BYTES))) return null;
      return {
        offerRef: bytes.readUInt32BE(1),
        publisherRef: bytes.readUInt32BE(5),
        clickedAtSeconds: bytes.readUInt32BE(9),
        flags: bytes.readUInt8(13),
      };
    },
  };
}
