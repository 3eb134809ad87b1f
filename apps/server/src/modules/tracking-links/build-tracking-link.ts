import {
  isDeepLinkAllowed,
  type publisherTrackingLinkQuerySchema,
  SUB_ID_KEYS,
  type TrackingDomain,
  type TrackingLink,
} from '@affnet/contracts';
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { LinkCodec } from '../../tracking/ids/link-code';
import type { OfferSnapshot } from '../offer-snapshots/index';

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
    else if (!isDeepLinkAllowed(parts.url, offer.deepLinkDomains)) {
      refuse('url', `Deep links may go only to ${offer.deepLinkDomains.join(', ')}`);
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'The link has errors.', errors);
}

/** The query a link carries besides its refs, in the names the click handler reads. */
function extraParams(parts: LinkParts): [string, string][] {
  const params: [string, string][] = [];
  if (parts.landingPageId) params.push(['lp', parts.landingPageId]);
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
  test: boolean;
};

/**
 * The short link `/c/{code}` (refs and the test flag signed in the code) and the long form
 * `/click?offer_id=…&pub_id=…`. A test link has no long form: only the signed code can mark a
 * click as a test, or anyone could turn their clicks into unpaid tests by editing a URL.
 */
export function buildTrackingLink(request: LinkRequest): TrackingLink {
  const { domain, codec, offerRef, publisherRef, parts, test } = request;
  const extra = extraParams(parts);
  const code = codec.encode({ offerRef, publisherRef, test });
  const refs: [string, string][] = [
    ['offer_id', String(offerRef)],
    ['pub_id', String(publisherRef)],
  ];
  return {
    shortUrl: withQuery(`${domain.origin}/c/${code}`, extra),
    longUrl: test ? null : withQuery(`${domain.origin}/click`, [...refs, ...extra]),
    domain,
    offerRef,
    publisherRef,
    test,
  };
}
