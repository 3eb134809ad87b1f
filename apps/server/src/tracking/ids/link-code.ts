import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeBase32, encodeBase32 } from './base32';
import { createSha256Mac } from './mac';

/*
 * Short tracking links `/c/{code}` (docs/tracking.md "Identifiers in links"): offer ref and
 * publisher ref with a 4-byte MAC, base32 → 20 characters. Decoded from memory with no lookup;
 * the MAC keeps a publisher from turning their link into another publisher's by editing it.
 */

const BODY_BYTES = 8;
const MAC_BYTES = 4;
const CODE_BYTES = BODY_BYTES + MAC_BYTES;
export const LINK_CODE_LENGTH = Math.ceil((CODE_BYTES * 8) / 5);

export type LinkCodeFields = { offerRef: number; publisherRef: number };

export type LinkCodec = {
  encode: (fields: LinkCodeFields) => string;
  decode: (code: string) => LinkCodeFields | null;
};

export function createLinkCodec(secret: Buffer): LinkCodec {
  // A key of its own, so a link code's MAC can never be replayed as part of a click id.
  const key = createHmac('sha256', secret).update('affnet link codes v1').digest();
  const mac = createSha256Mac(key, BODY_BYTES);
  const macOf = (body: Uint8Array) => mac(body).subarray(0, MAC_BYTES);
  return {
    encode({ offerRef, publisherRef }) {
      const bytes = Buffer.alloc(CODE_BYTES);
      bytes.writeUInt32BE(offerRef, 0);
      bytes.writeUInt32BE(publisherRef, 4);
      macOf(bytes.subarray(0, BODY_BYTES)).copy(bytes, BODY_BYTES);
      return encodeBase32(bytes);
    },
    decode(code) {
      if (code.length !== LINK_CODE_LENGTH) return null;
      const decoded = decodeBase32(code);
      if (!decoded || decoded.length !== CODE_BYTES) return null;
      const bytes = Buffer.from(decoded.buffer, decoded.byteOffset, decoded.length);
      if (!timingSafeEqual(macOf(bytes.subarray(0, BODY_BYTES)), bytes.subarray(BODY_BYTES))) return null;
      return { offerRef: bytes.readUInt32BE(0), publisherRef: bytes.readUInt32BE(4) };
    },
  };
}
