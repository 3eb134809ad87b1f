export { isShownToAdvertiser, toAdvertiserOffer, toAdvertiserOfferListItem } from './advertiser-view';
export { toOfferDocument } from './offer-document';
export {
  EVERY_PUBLISHER,
  NO_PUBLISHER,
  type OfferSnapshot,
  onePublisher,
  type PublisherRows,
  type SnapshotCreative,
} from './offer-snapshot';
export {
  type PayoutOverrideRow,
  type PayoutParts,
  type PayoutQuestion,
  type ResolvedPayoutParts,
  resolvePayout,
} from './payout-resolution';
export { type PublisherAccessState, publisherAccessOf } from './publisher-access';
export {
  isCapShownTo,
  isCreativeShownToPublishers,
  toPublisherOffer,
  toPublisherOfferListItem,
} from './publisher-view';
export { readOfferSnapshot, readOfferSnapshots } from './read-offer-snapshots';
/** In-memory snapshots for unit tests elsewhere (the tracking engine's checks); no database. */
export * as snapshotFixtures from './snapshot-fixtures';
