import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Staff test links: `&test={expiry}.{mac}` on a tracking link makes a test click (the click id's
 * test flag): it runs the real chain but counts in no cap and earns no money. The MAC binds the
 * offer, the publisher and the expiry, so a publisher cannot mark their own clicks as tests.
 */

export type TestLinkSigner = {
  sign: (offerRef: number, publisherRef: number, expiresAt: Date) => string;
  /** Whether the token is genuine for this link and not yet expired. */
  verify: (token: string, offerRef: number, publisherRef: number, now: Date) => boolean;
};

export function createTestLinkSigner(secret: Buffer): TestLinkSigner {
  const key = createHmac('sha256', secret).update('affnet test links v1').digest();
  const macOf = (offerRef: number, publisherRef: number, expires: number) =>
    createHmac('sha256', key).update(`${offerRef}.${publisherRef}.${expires}`).digest().subarray(0, 12);
  return {
    sign(offerRef, publisherRef, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${expires}.${macOf(offerRef, publisherRef, expires).toString('base64url')}`;
    },
    verify(token, offerRef, publisherRef, now) {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{16})$/.exec(token);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires * 1000 <= now.getTime()) return false;
      const given = Buffer.from(match[2] ?? '', 'base64url');
      const expected = macOf(offerRef, publisherRef, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
