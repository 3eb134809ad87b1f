import type { listCreativesQuerySchema } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { creatives, files, offerLandingPages, offers } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';

export type CreativesQuery = z.output<typeof listCreativesQuerySchema>;
export type CreativeRecord = typeof creatives.$inferSelect;
export type NewCreativeValues = Omit<
  typeof creatives.$inferInsert,
  'id' | 'tenantId' | 'createdAt' | 'updatedAt'
>;

const selection = {
  creative: creatives,
  offer: { id: offers.id, ref: offers.ref, name: offers.name },
  landingPage: { id: offerLandingPages.id, name: offerLandingPages.name },
  file: files,
};

function selectCreatives(db: Database) {
  return db
    .select(selection)
    .from(creatives)
    .innerJoin(offers, eq(offers.id, creatives.offerId))
    .leftJoin(offerLandingPages, eq(offerLandingPages.id, creatives.landingPageId))
    .leftJoin(files, eq(files.id, creatives.fileId));
}

export type CreativeRow = NonNullable<Awaited<ReturnType<typeof findCreative>>>;

function listFilter(tenantId: string, query: CreativesQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(creatives.tenantId, tenantId),
    query.offerId ? eq(creatives.offerId, query.offerId) : undefined,
    query.type ? eq(creatives.type, query.type) : undefined,
    query.status ? eq(creatives.status, query.status) : undefined,
    pattern ? or(ilike(creatives.name, pattern), ilike(offers.name, pattern)) : undefined,
  );
}

const SORTS = {
  name: creatives.name,
  type: creatives.type,
  status: creatives.status,
  offer: offers.name,
  createdAt: creatives.createdAt,
} as const;

export async function listCreatives(db: Database, tenantId: string, query: CreativesQuery) {
  const where = listFilter(tenantId, query);
  const column = SORTS[query.sort];
  const rows = await selectCreatives(db)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(creatives.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(creatives)
    .innerJoin(offers, eq(offers.id, creatives.offerId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCreative(db: Database, tenantId: string, id: string) {
  const [row] = await selectCreatives(db)
    .where(and(eq(creatives.tenantId, tenantId), eq(creatives.id, id)))
    .limit(1);
  return row;
}

export async function findCreativeRecord(
  db: Database,
  tenantId: string,
  id: string,
): Promise<CreativeRecord | undefined> {
  const [row] = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.tenantId, tenantId), eq(creatives.id, id)))
    .limit(1);
  return row;
}

export async function insertCreative(
  db: Database,
  tenantId: string,
  values: NewCreativeValues,
): Promise<string> {
  const [row] = await db
    .insert(creatives)
    .values({ tenantId, ...values })
    .returning({ id: creatives.id });
  if (!row) throw new Error('Creative insert returned no row');
  return row.id;
}

export async function updateCreative(
  db: Database,
  tenantId: string,
  id: string,
  values: NewCreativeValues,
): Promise<void> {
  await db
    .update(creatives)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(creatives.tenantId, tenantId), eq(creatives.id, id)));
}

export async function deleteCreative(db: Database, tenantId: string, id: string): Promise<void> {
  await db.delete(creatives).where(and(eq(creatives.tenantId, tenantId), eq(creatives.id, id)));
}

export async function offerExists(db: Database, tenantId: string, offerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, offerId)))
    .limit(1);
  return Boolean(row);
}

export async function landingPageOfOffer(
  db: Database,
  tenantId: string,
  offerId: string,
  pageId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: offerLandingPages.id })
    .from(offerLandingPages)
    .where(
      and(
        eq(offerLandingPages.tenantId, tenantId),
        eq(offerLandingPages.offerId, offerId),
        eq(offerLandingPages.id, pageId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
