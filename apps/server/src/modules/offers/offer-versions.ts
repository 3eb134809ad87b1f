import type { ListOfferVersionsQuery, Offer, OfferVersion, OfferVersionPart } from '@affnet/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerVersions, users } from '../../db/schema/index';
import { diffOffers } from './diff-offer';
import { loadOffer } from './offer-document';
import type { OfferRecord } from './offer-repository';
import { requireOfferRecord } from './offer-repository';

/*
 * Records a save of an offer as a version (docs/offers.md "History"), in the save's own
 * transaction and after its writes, while the offer row is locked: the next number is read under
 * that lock, so two saves never share one. A save that changed nothing records nothing.
 */

export type VersionSource = {
  tenantId: string;
  offerId: string;
  part: OfferVersionPart;
  userId: string | null;
  /** The offer before the save; null when the save created it. */
  before: Offer | null;
  /** A revert: the version it restored. */
  revertedTo?: number;
  /** When the change took effect, if not now (the scheduler's run time). */
  at?: Date;
};

async function nextVersion(tx: Database, offerId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${offerVersions.version}), 0)::int` })
    .from(offerVersions)
    .where(eq(offerVersions.offerId, offerId));
  return (row?.last ?? 0) + 1;
}

/** Records the version and answers the offer after the save (what the save's answer shows). */
export async function recordOfferVersion(tx: Database, source: VersionSource): Promise<Offer> {
  const after = await loadOffer(tx, source.tenantId, source.offerId);
  // The save holds the offer's row: it cannot be gone.
  if (!after) throw new Error(`offer ${source.offerId} vanished during its save`);
  const changes = source.before ? diffOffers(source.before, after) : [];
  if (source.before && changes.length === 0) return after;
  await tx.insert(offerVersions).values({
    tenantId: source.tenantId,
    offerId: source.offerId,
    version: await nextVersion(tx, source.offerId),
    part: source.part,
    changedBy: source.userId,
    changes,
    snapshot: after,
    revertedTo: source.revertedTo ?? null,
    ...(source.at ? { changedAt: source.at } : {}),
  });
  return after;
}

/**
 * The offer before a save, as the save's diff starts from it. The latest version's snapshot when
 * it is the offer as stored now: the row's `updated_at` and status are the snapshot's (every save
 * that records no version moves one or the other: a cap, credit control or the live window pause
 * or expire it, deleting a category touches its offers). Otherwise the offer read whole. One row
 * read instead of the offer's ten (docs/performance.md "Offer saves with history").
 */
export async function offerBefore(
  tx: Database,
  tenantId: string,
  record: OfferRecord,
): Promise<Offer | null> {
  const [latest] = await tx
    .select({ snapshot: offerVersions.snapshot })
    .from(offerVersions)
    .where(eq(offerVersions.offerId, record.id))
    .orderBy(desc(offerVersions.version))
    .limit(1);
  const snapshot = latest?.snapshot;
  if (
    snapshot &&
    snapshot.updatedAt === record.updatedAt.toISOString() &&
    snapshot.status === record.status
  ) {
    return snapshot;
  }
  return loadOffer(tx, tenantId, record.id);
}

/** The offer's versions, newest first, filtered by part and person; 404 for an offer of another tenant. */
export async function listOfferVersions(
  db: Database,
  tenantId: string,
  offerId: string,
  filters: ListOfferVersionsQuery = {},
): Promise<OfferVersion[]> {
  await requireOfferRecord(db, tenantId, offerId);
  const rows = await db
    .select({
      id: offerVersions.id,
      version: offerVersions.version,
      part: offerVersions.part,
      changedAt: offerVersions.changedAt,
      changes: offerVersions.changes,
      revertedTo: offerVersions.revertedTo,
      user: { id: users.id, name: users.name },
    })
    .from(offerVersions)
    .leftJoin(users, eq(users.id, offerVersions.changedBy))
    .where(
      and(
        eq(offerVersions.tenantId, tenantId),
        eq(offerVersions.offerId, offerId),
        filters.part ? eq(offerVersions.part, filters.part) : undefined,
        filters.changedBy ? eq(offerVersions.changedBy, filters.changedBy) : undefined,
      ),
    )
    .orderBy(desc(offerVersions.version));
  return rows.map(({ user, changedAt, ...row }) => ({
    ...row,
    changedBy: user,
    changedAt: changedAt.toISOString(),
  }));
}
