import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeBase32, encodeBase32 } from './base32';

/*
 * Short tracking links `/c/{code}` (docs/tracking.md "Identifiers in links"): offer ref,
 * publisher ref and a flags byte with a 4-byte MAC, base32 → 21 characters. Decoded from memory
 * with no lookup; the MAC keeps a publisher from turning their link into another publisher's (or
 * into a test link, or a test link into a paid one) by editing it.
 */

const BODY_BYTES = 9;
const MAC_BYTES = 4;
const CODE_BYTES = BODY_BYTES + MAC_BYTES;
export const LINK_CODE_LENGTH = Math.ceil((CODE_BYTES * 8) / 5);

/** Flags byte: bit 0 marks a staff test link, whose clicks are flagged as test clicks. */
const TEST_FLAG = 1;

export type LinkCodeFields = { offerRef: number; publisherRef: number; test: boolean };

export type LinkCodec = {
  /** `test` left out is a publisher's ordinary link. */
  encode: (fields: Omit<LinkCodeFields, 'test'> & { test?: boolean }) => string;
  decode: (code: string) => LinkCodeFields | null;
};

export function createLinkCodec(secret: Buffer): LinkCodec {
  // A key of its own, so a link code's MAC can never be replayed as part of a click id.
  const key = createHmac('sha256', secret).update('affnet link codes v1').digest();
  const macOf = (body: Uint8Array) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    encode({ offerRef, publisherRef, test = false }) {
      const bytes = Buffer.alloc(CODE_BYTES);
      bytes.writeUInt32BE(offerRef, 0);
      bytes.writeUInt32BE(publisherRef, 4);
      bytes.writeUInt8(test ? TEST_FLAG : 0, 8);
      macOf(bytes.subarray(0, BODY_BYTES)).copy(bytes, BODY_BYTES);
      return encodeBase32(bytes);
    },
    decode(code) {
      if (code.length !== LINK_CODE_LENGTH) return null;
      const decoded = decodeBase32(code);
      if (!decoded || decoded.length !== CODE_BYTES) return null;
      const bytes = Buffer.from(decoded.buffer, decoded.byteOffset, decoded.length);
      if (!timingSafeEqual(macOf(bytes.subarray(0, BODY_BYTES)), bytes.subarray(BODY_BYTES))) return null;
      const flags = bytes.readUInt8(8);
      // Unknown flag bits are refused rather than ignored: no code of this version carries them.
      if ((flags & ~TEST_FLAG) !== 0) return null;
      return {
        offerRef: bytes.readUInt32BE(0),
        publisherRef: bytes.readUInt32BE(4),
        test: (flags & TEST_FLAG) !== 0,
      };
    },
  };
}
