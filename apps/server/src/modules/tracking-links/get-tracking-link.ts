import type { TrackingLink } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { type OfferSnapshot, onePublisher, readOfferSnapshot } from '../../offer-model/index';
import type { LinkCodec, TestLinkSigner } from '../../tracking/index';
import { publisherAccessOf } from '../offer-snapshots/index';
import { buildTrackingLink, checkLinkParts, type LinkParts, landingPageRefOf } from './build-tracking-link';
import { findLinkPublisher, type LinkPublisherRow, mayRunOffer } from './link-publishers';
import { trackingDomainOf } from './tracking-domain';

export type LinkDeps = { db: Database; codec: LinkCodec; testLinks: TestLinkSigner };
export type LinkScope = { tenantId: string; offerId: string; panelOrigin: string };

/** An offer's snapshot with one publisher's rows, and that publisher, once they may run it. */
export type RunnableOffer = { snapshot: OfferSnapshot; publisher: LinkPublisherRow };

/**
 * Staff: any publisher that may run the offer, whatever the offer's status (staff prepare links
 * before it goes live); 404 for an offer not the tenant's, 422 on `publisherId` otherwise.
 */
export async function offerForStaffLinks(
  db: Database,
  tenantId: string,
  offerId: string,
  publisherId: string,
): Promise<RunnableOffer> {
  const snapshot = await readOfferSnapshot(db, tenantId, offerId, onePublisher(publisherId));
  if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
  const publisher = await findLinkPublisher(db, tenantId, publisherId);
  if (!publisher) throw fieldError('publisherId', 'Choose a publisher of this network');
  const entry = snapshot.access.find((row) => row.publisherId === publisher.id);
  if (!mayRunOffer(snapshot.offer.visibility, entry?.status ?? null, publisher.status)) {
    throw fieldError(
      'publisherId',
      `${publisher.company} has no access to this offer: approve them on the Permission tab first`,
      'This publisher may not run this offer.',
    );
  }
  return { snapshot, publisher };
}

/** A publisher's own offer: 404 for an offer they may not see, 403 until they may run it. */
export async function offerForPublisherLinks(
  db: Database,
  scope: LinkScope & { publisherId: string },
): Promise<RunnableOffer> {
  const snapshot = await readOfferSnapshot(
    db,
    scope.tenantId,
    scope.offerId,
    onePublisher(scope.publisherId),
  );
  const access = snapshot ? publisherAccessOf(snapshot, scope.publisherId) : null;
  if (!snapshot || !access?.visible) throw new AppError('NOT_FOUND', 'Offer not found.');
  const publisher = await findLinkPublisher(db, scope.tenantId, scope.publisherId);
  if (!publisher || !access.runnable) {
    throw new AppError('FORBIDDEN', 'Request access to this offer before you promote it.');
  }
  return { snapshot, publisher };
}

/** Staff: a link for any publisher that may run the offer, and test links. */
export async function staffTrackingLink(
  deps: LinkDeps,
  scope: LinkScope,
  query: LinkParts & { publisherId: string; test: boolean },
): Promise<TrackingLink> {
  const { db, codec, testLinks } = deps;
  const { snapshot, publisher } = await offerForStaffLinks(
    db,
    scope.tenantId,
    scope.offerId,
    query.publisherId,
  );
  checkLinkParts(snapshot, query);
  return buildTrackingLink({
    domain: await trackingDomainOf(db, scope.tenantId, scope.panelOrigin),
    codec,
    offerRef: snapshot.offer.ref,
    publisherRef: publisher.ref,
    parts: query,
    landingPageRef: landingPageRefOf(snapshot, query),
    test: query.test ? testLinks : null,
  });
}

/** A publisher's own link of an offer they may run. */
export async function publisherTrackingLink(
  deps: LinkDeps,
  scope: LinkScope & { publisherId: string },
  parts: LinkParts,
): Promise<TrackingLink> {
  const { db, codec } = deps;
  const { snapshot, publisher } = await offerForPublisherLinks(db, scope);
  checkLinkParts(snapshot, parts);
  return buildTrackingLink({
    domain: await trackingDomainOf(db, scope.tenantId, scope.panelOrigin),
    codec,
    offerRef: snapshot.offer.ref,
    publisherRef: publisher.ref,
    parts,
    landingPageRef: landingPageRefOf(snapshot, parts),
    test: null,
  });
}
