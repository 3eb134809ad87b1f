// The offer model (docs/ARCHITECTURE.md "Server map"): one offer as everything that reads it needs it
// (a frozen snapshot of its row and lists), how its payout resolves, and the pause its caps cause.
// Below the tracking context and the panel: both read offers through it.

export {
  EVERY_PUBLISHER,
  hasRowsOf,
  NO_PUBLISHER,
  type OfferSnapshot,
  onePublisher,
  type PartnerName,
  type PublisherRows,
  type SnapshotCap,
  type SnapshotChange,
  type SnapshotCreative,
  type SnapshotEvent,
  type SnapshotFallback,
  type SnapshotLandingPage,
  type SnapshotOffer,
  type SnapshotOverride,
} from './offer-snapshot';
export { pauseOfferForCap } from './pause-offer-for-cap';
export {
  type PayoutOverrideRow,
  type PayoutParts,
  type PayoutQuestion,
  type ResolvedPayoutParts,
  resolvePayout,
} from './payout-resolution';
export {
  type OfferOfTenant,
  readOfferSnapshot,
  readOfferSnapshots,
  readOfferSnapshotsAcross,
} from './read-offer-snapshots';
