import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCategoryLinks, offerEvents, offers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export type OfferRecord = typeof offers.$inferSelect;
export type NewOfferRecord = typeof offers.$inferInsert;
export type OfferEventRecord = typeof offerEvents.$inferSelect;

/** The offer row, locked until the transaction ends, so two saves of one offer run one after the other. */
export async function lockOffer(
  db: Database,
  tenantId: string,
  id: string,
): Promise<OfferRecord | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)))
    .for('update');
  return row;
}

export async function findOfferRecord(
  db: Database,
  tenantId: string,
  id: string,
): Promise<OfferRecord | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)));
  return row;
}

/** The offer of the tenant, or a 404: what reads of one offer's records start with. */
export async function requireOfferRecord(db: Database, tenantId: string, id: string): Promise<OfferRecord> {
  const offer = await findOfferRecord(db, tenantId, id);
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found.');
  return offer;
}

export async function insertOfferRecord(db: Database, values: NewOfferRecord): Promise<OfferRecord> {
  const [row] = await db.insert(offers).values(values).returning();
  if (!row) throw new Error('Offer insert returned no row');
  return row;
}

export async function updateOfferRecord(
  db: Database,
  tenantId: string,
  id: string,
  values: Partial<NewOfferRecord>,
): Promise<void> {
  await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)));
}

export async function findOfferEvents(
  db: Database,
  tenantId: string,
  offerId: string,
): Promise<OfferEventRecord[]> {
  return db
    .select()
    .from(offerEvents)
    .where(and(eq(offerEvents.tenantId, tenantId), eq(offerEvents.offerId, offerId)))
    .orderBy(asc(offerEvents.position));
}

export async function replaceCategoryLinks(
  db: Database,
  offerId: string,
  categoryIds: string[],
): Promise<void> {
  await db.delete(offerCategoryLinks).where(eq(offerCategoryLinks.offerId, offerId));
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await db.insert(offerCategoryLinks).values(unique.map((categoryId) => ({ offerId, categoryId })));
  }
}
