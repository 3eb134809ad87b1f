import type {
  creatives,
  files,
  offerAccess,
  offerCaps,
  offerEvents,
  offerFallbacks,
  offerLandingPages,
  offerPayoutOverrides,
  offerScheduledChanges,
  offers,
} from '../db/schema/index';

/*
 * One offer as everything that reads it needs it: the row (every single-valued setting, targeting
 * and schedule included) and every list of its tabs, read together (read-offer-snapshots.ts) and
 * frozen. Screens project it (offer-document.ts, publisher-view.ts, advertiser-view.ts); the
 * tracking engine keeps the snapshots of a tenant's live offers in memory and runs its checks over
 * them. Nothing in it reaches back to the database.
 */

type Row<Table extends { $inferSelect: object }> = Readonly<Table['$inferSelect']>;
/** A stored upload (the files module's FileRecord). */
type FileRecord = (typeof files)['$inferSelect'];

export type PartnerName = Readonly<{ id: string; company: string }>;
export type SnapshotOffer = Row<typeof offers>;
export type SnapshotEvent = Row<typeof offerEvents>;
/** Overrides and caps name their event by key, as the API does, and their publisher by company. */
export type SnapshotOverride = Row<typeof offerPayoutOverrides> &
  Readonly<{ eventKey: string; publisher: PartnerName }>;
export type SnapshotLandingPage = Row<typeof offerLandingPages>;
export type SnapshotCap = Row<typeof offerCaps> &
  Readonly<{ eventKey: string | null; publisher: PartnerName | null }>;
export type SnapshotChange = Row<typeof offerScheduledChanges> & Readonly<{ eventKey: string | null }>;
export type SnapshotFallback = Row<typeof offerFallbacks> &
  Readonly<{ target: Readonly<{ id: string; name: string }> | null }>;
/** A publisher's access entry, without the answers of their request (those stay on offer/access). */
export type SnapshotAccess = Readonly<
  Pick<(typeof offerAccess)['$inferSelect'], 'publisherId' | 'status' | 'reason'>
>;
export type SnapshotCreative = Row<typeof creatives> & Readonly<{ file: Readonly<FileRecord> | null }>;

/**
 * Whose per-publisher rows (payout overrides, access entries, caps on one publisher) were read:
 * everyone's (staff, the engine), one publisher's (their own screens: others' rows never leave the
 * database for them), or none (advertisers). A projection refuses a snapshot that lacks what it needs.
 */
export type PublisherRows = Readonly<
  { kind: 'all' } | { kind: 'one'; publisherId: string } | { kind: 'none' }
>;

export type OfferSnapshot = Readonly<{
  offer: SnapshotOffer;
  advertiser: PartnerName;
  thumbnail: Readonly<FileRecord> | null;
  /** By name, any case. */
  categories: ReadonlyArray<Readonly<{ id: string; name: string }>>;
  /** In tab order (position); each carries its default payout and revenue. */
  events: readonly SnapshotEvent[];
  /** By event, publisher, country (none first) and start (none first). */
  overrides: readonly SnapshotOverride[];
  landingPages: readonly SnapshotLandingPage[];
  caps: readonly SnapshotCap[];
  /** By run time, applied and failed ones included (their history). */
  scheduledChanges: readonly SnapshotChange[];
  /** In priority order. */
  fallbacks: readonly SnapshotFallback[];
  access: readonly SnapshotAccess[];
  /** Oldest first. */
  creatives: readonly SnapshotCreative[];
  publisherRows: PublisherRows;
}>;

export const EVERY_PUBLISHER: PublisherRows = { kind: 'all' };
export const NO_PUBLISHER: PublisherRows = { kind: 'none' };
export const onePublisher = (publisherId: string): PublisherRows => ({ kind: 'one', publisherId });

/** Whether the snapshot holds this publisher's own rows (everyone's, or exactly theirs). */
export function hasRowsOf(snapshot: OfferSnapshot, publisherId: string): boolean {
  const rows = snapshot.publisherRows;
  return rows.kind === 'all' || (rows.kind === 'one' && rows.publisherId === publisherId);
}
