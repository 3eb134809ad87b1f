import { and, eq, gt, inArray, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners, tenantDomains, tenants, trackingChanges, users } from '../../db/schema/index';
import {
  EVERY_PUBLISHER,
  type OfferSnapshot,
  readOfferSnapshots,
  readOfferSnapshotsAcross,
} from '../../offer-model/index';
import type { DomainKind, Tenant } from '../../tenancy/index';
import type { PublisherFacts } from '../engine/checks/index';

/*
 * The statements the in-memory state is loaded and refreshed with. Nothing here runs on a
 * request: only at start and from the change feed's poller.
 */

export type PublisherRow = PublisherFacts & { userId: string };
/** What a conversion checks of the offer's advertiser: its postback token and IP allowlist. */
export type AdvertiserFacts = Readonly<{
  id: string;
  tenantId: string;
  conversionToken: string | null;
  ipAllowlist: readonly string[];
}>;
export type DomainRow = { tenantId: string; host: string; kind: DomainKind };
export type ChangeRow = Pick<typeof trackingChanges.$inferSelect, 'id' | 'tenantId' | 'entity' | 'entityId'>;

export async function readTenants(db: Database, ids?: readonly string[]): Promise<Tenant[]> {
  const query = db.select().from(tenants);
  return ids ? query.where(inArray(tenants.id, [...ids])) : query;
}

/** The hosts that route: a domain its network has not yet proved it controls routes nowhere. */
export async function readDomains(db: Database): Promise<DomainRow[]> {
  return db
    .select({ tenantId: tenantDomains.tenantId, host: tenantDomains.host, kind: tenantDomains.kind })
    .from(tenantDomains)
    .where(isNotNull(tenantDomains.verifiedAt));
}

export async function readTenantOffers(db: Database, tenantId: string): Promise<Map<string, OfferSnapshot>> {
  const rows = await db.select({ id: offers.id }).from(offers).where(eq(offers.tenantId, tenantId));
  return readOffers(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
}

/** Every network's offers as snapshots (the engine's start), read in slices across networks. */
export async function readEveryOffer(db: Database): Promise<Map<string, OfferSnapshot>> {
  const refs = await db.select({ id: offers.id, tenantId: offers.tenantId }).from(offers);
  return readOfferSnapshotsAcross(db, refs, EVERY_PUBLISHER);
}

export function readOffers(db: Database, tenantId: string, ids: readonly string[]) {
  return readOfferSnapshots(db, tenantId, ids, EVERY_PUBLISHER);
}

/** Publishers (the account's status is the publisher's), all or those named by partner or user id. */
export async function readPublishers(
  db: Database,
  filter?: { partnerIds?: readonly string[]; userIds?: readonly string[] },
): Promise<PublisherRow[]> {
  const named = filter?.partnerIds
    ? inArray(partners.id, [...filter.partnerIds])
    : filter?.userIds
      ? inArray(partners.userId, [...filter.userIds])
      : undefined;
  return db
    .select({
      id: partners.id,
      ref: partners.ref,
      tenantId: partners.tenantId,
      userId: partners.userId,
      status: users.status,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.kind, 'publisher'), named));
}

/** Advertisers, all or those named by partner id. */
export async function readAdvertisers(
  db: Database,
  filter?: { partnerIds: readonly string[] },
): Promise<AdvertiserFacts[]> {
  return db
    .select({
      id: partners.id,
      tenantId: partners.tenantId,
      conversionToken: partners.conversionToken,
      ipAllowlist: partners.ipAllowlist,
    })
    .from(partners)
    .where(
      and(eq(partners.kind, 'advertiser'), filter ? inArray(partners.id, [...filter.partnerIds]) : undefined),
    );
}

/** The feed's newest id: changes after it are what a fresh load has not seen. */
export async function readLastChangeId(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(trackingChanges.id) }).from(trackingChanges);
  return Number(row?.last ?? 0);
}

export async function readChangesAfter(db: Database, lastId: number, limit: number): Promise<ChangeRow[]> {
  return db
    .select({
      id: trackingChanges.id,
      tenantId: trackingChanges.tenantId,
      entity: trackingChanges.entity,
      entityId: trackingChanges.entityId,
    })
    .from(trackingChanges)
    .where(gt(trackingChanges.id, lastId))
    .orderBy(trackingChanges.id)
    .limit(limit);
}

/** Feed rows older than an hour: every process has long read them (a restarted one loads afresh). */
export async function pruneChanges(db: Database): Promise<void> {
  await db.delete(trackingChanges).where(lt(trackingChanges.changedAt, sql`now() - interval '1 hour'`));
}
