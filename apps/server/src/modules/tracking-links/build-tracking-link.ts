import {
  type publisherTrackingLinkQuerySchema,
  SUB_ID_KEYS,
  type TrackingDomain,
  type TrackingLink,
} from '@affnet/contracts';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { OfferSnapshot } from '../../offer-model/index';
import type { LinkCodec, TestLinkSigner } from '../../tracking/index';
import { allowedDeepLink } from '../../tracking/index';

export type LinkParts = z.output<typeof publisherTrackingLinkQuerySchema>;

/**
 * What a link may name: a landing page and a creative of this offer, and a deep link only when
 * the offer allows them and its host is one of the offer's domains. All problems at once (422).
 */
export function checkLinkParts(snapshot: OfferSnapshot, parts: LinkParts): void {
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => {
    errors[field] = [message];
  };
  const { offer } = snapshot;
  if (parts.landingPageId && !snapshot.landingPages.some((page) => page.id === parts.landingPageId)) {
    refuse('landingPageId', 'This landing page is not one of the offer’s');
  }
  if (parts.creativeId && !snapshot.creatives.some((creative) => creative.id === parts.creativeId)) {
    refuse('creativeId', 'This creative is not one of the offer’s');
  }
  if (parts.url) {
    if (!offer.deepLinksEnabled) refuse('url', 'This offer does not allow deep links');
    // The click handler's own rule, so a link made here is never one it would refuse.
    else if (allowedDeepLink(snapshot, parts.url) === null) {
      refuse('url', `Deep links may go only to ${offer.deepLinkDomains.join(', ')}`);
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'The link has errors.', errors);
}

/**
 * The number a link names the chosen landing page by (`lp=17`), once `checkLinkParts` found the
 * page among the offer's; null for none. Links made before pages had numbers named them by id,
 * which the click handler still reads.
 */
export function landingPageRefOf(
  snapshot: OfferSnapshot,
  parts: Pick<LinkParts, 'landingPageId'>,
): number | null {
  return snapshot.landingPages.find((page) => page.id === parts.landingPageId)?.ref ?? null;
}

/** The query a link carries besides its refs, in the names the click handler reads. */
function extraParams(parts: LinkParts, landingPageRef: number | null): [string, string][] {
  const params: [string, string][] = [];
  if (landingPageRef !== null) params.push(['lp', String(landingPageRef)]);
  if (parts.creativeId) params.push(['creative', parts.creativeId]);
  for (const key of SUB_ID_KEYS) {
    const value = parts[key];
    if (value) params.push([key, value]);
  }
  if (parts.source) params.push(['source', parts.source]);
  if (parts.url) params.push(['url', parts.url]);
  return params;
}

function withQuery(base: string, params: [string, string][]): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${base}?${query}` : base;
}

export type LinkRequest = {
  domain: TrackingDomain;
  codec: LinkCodec;
  offerRef: number;
  publisherRef: number;
  parts: LinkParts;
  /** The chosen landing page's number (landingPageRefOf), or null. */
  landingPageRef: number | null;
  /** The signer of a staff test link; null for an ordinary link. */
  test: TestLinkSigner | null;
  now?: Date;
};

/** How long a staff test link keeps making test clicks. */
export const TEST_LINK_DAYS = 7;

/**
 * The short link `/c/{code}` (offer and publisher refs signed in the code) and the long form
 * `/click?offer_id=…&pub_id=…`. A staff test link adds `test={expiry}.{mac}` (ids/test-link.ts):
 * the MAC binds offer, publisher and expiry, so nobody can turn a click into a test by editing.
 */
export function buildTrackingLink(request: LinkRequest): TrackingLink {
  const { domain, codec, offerRef, publisherRef, parts, landingPageRef, test, now = new Date() } = request;
  const expiresAt = test ? new Date(now.getTime() + TEST_LINK_DAYS * 86_400_000) : null;
  const extra = extraParams(parts, landingPageRef);
  if (test && expiresAt) extra.push(['test', test.sign(offerRef, publisherRef, expiresAt)]);
  const code = codec.encode({ offerRef, publisherRef });
  const refs: [string, string][] = [
    ['offer_id', String(offerRef)],
    ['pub_id', String(publisherRef)],
  ];
  return {
    shortUrl: withQuery(`${domain.origin}/c/${code}`, extra),
    longUrl: withQuery(`${domain.origin}/click`, [...refs, ...extra]),
    domain,
    offerRef,
    publisherRef,
    test: test !== null,
    testExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

export type ImpressionUrlRequest = Omit<LinkRequest, 'test' | 'now' | 'parts' | 'landingPageRef'> & {
  creativeId: string;
  parts: Pick<LinkParts, (typeof SUB_ID_KEYS)[number] | 'source'>;
};

/**
 * A banner's image through the tracking domain, `/i/{code}?creative=…`, each view counted as an
 * impression (docs/tracking.md "Impressions"): the link's own code, so views and clicks name the
 * same offer, publisher and creative; sub ids and source as on the link, for the sub-id report.
 */
export function buildImpressionUrl(request: ImpressionUrlRequest): string {
  const { domain, codec, offerRef, publisherRef, creativeId, parts } = request;
  const params: [string, string][] = [['creative', creativeId]];
  for (const key of SUB_ID_KEYS) {
    const value = parts[key];
    if (value) params.push([key, value]);
  }
  if (parts.source) params.push(['source', parts.source]);
  return withQuery(`${domain.origin}/i/${codec.encode({ offerRef, publisherRef })}`, params);
}
