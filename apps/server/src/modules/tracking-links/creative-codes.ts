import type { CreativeCode, TrackingDomain } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creatives } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { SnapshotCreative } from '../../offer-model/index';
import { buildCreativeCode } from '../creatives/index';
import { isCreativeShownToPublishers } from '../offer-snapshots/index';
import {
  buildImpressionUrl,
  buildTrackingLink,
  checkLinkParts,
  type LinkParts,
  landingPageRefOf,
} from './build-tracking-link';
import {
  type LinkDeps,
  type LinkScope,
  offerForPublisherLinks,
  offerForStaffLinks,
  type RunnableOffer,
} from './get-tracking-link';
import { trackingDomainOf } from './tracking-domain';

type CodeRequest = {
  codec: LinkDeps['codec'];
  domain: TrackingDomain;
  offer: RunnableOffer;
  parts: Omit<LinkParts, 'creativeId'>;
};

/**
 * One creative's code: the publisher's link naming the creative, put inside its markup; a banner
 * shown through its impression URL, so each view is counted.
 */
function codeOf(request: CodeRequest, creative: SnapshotCreative): CreativeCode {
  const { codec, domain, offer, parts } = request;
  const refs = { domain, codec, offerRef: offer.snapshot.offer.ref, publisherRef: offer.publisher.ref };
  const link = buildTrackingLink({
    ...refs,
    parts: { ...parts, creativeId: creative.id },
    landingPageRef: landingPageRefOf(offer.snapshot, parts),
    test: null,
  });
  const imageUrl =
    creative.type === 'banner' ? buildImpressionUrl({ ...refs, creativeId: creative.id, parts }) : null;
  return buildCreativeCode(creative, { trackingUrl: link.shortUrl, imageUrl });
}

/**
 * The signed-in publisher's code for every creative they see on the offer, each with their own
 * link (the page, sub ids, source and deep link they chose). 404/403 as their link.
 */
export async function publisherCreativeCodes(
  deps: LinkDeps,
  scope: LinkScope & { publisherId: string },
  parts: Omit<LinkParts, 'creativeId'>,
): Promise<CreativeCode[]> {
  const offer = await offerForPublisherLinks(deps.db, scope);
  checkLinkParts(offer.snapshot, parts);
  const request = {
    codec: deps.codec,
    domain: await trackingDomainOf(deps.db, scope.tenantId, scope.panelOrigin),
    offer,
    parts,
  };
  return offer.snapshot.creatives
    .filter(isCreativeShownToPublishers)
    .map((creative) => codeOf(request, creative));
}

async function offerIdOfCreative(db: Database, tenantId: string, creativeId: string): Promise<string> {
  const [row] = await db
    .select({ offerId: creatives.offerId })
    .from(creatives)
    .where(and(eq(creatives.tenantId, tenantId), eq(creatives.id, creativeId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Creative not found.');
  return row.offerId;
}

/**
 * Staff: one creative's code for a publisher that may run its offer (what they would copy from
 * their offer page), whatever the creative's status.
 */
export async function staffCreativeCode(
  deps: LinkDeps,
  scope: { tenantId: string; creativeId: string; panelOrigin: string },
  publisherId: string,
): Promise<CreativeCode> {
  const { db } = deps;
  const offerId = await offerIdOfCreative(db, scope.tenantId, scope.creativeId);
  const offer = await offerForStaffLinks(db, scope.tenantId, offerId, publisherId);
  const creative = offer.snapshot.creatives.find((item) => item.id === scope.creativeId);
  if (!creative) throw new AppError('NOT_FOUND', 'Creative not found.');
  return codeOf(
    {
      codec: deps.codec,
      domain: await trackingDomainOf(db, scope.tenantId, scope.panelOrigin),
      offer,
      parts: {},
    },
    creative,
  );
}
