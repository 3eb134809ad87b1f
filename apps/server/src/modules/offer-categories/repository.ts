import type { listOfferCategoriesQuerySchema } from '@affnet/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { offerCategories, offerCategoryLinks, offers } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';

export type CategoryRecord = typeof offerCategories.$inferSelect;
export type CategoryRow = CategoryRecord & { offerCount: number };

const byName = [asc(sql`lower(${offerCategories.name})`), asc(offerCategories.id)];

const offerCount = sql<number>`count(${offerCategoryLinks.offerId})::int`;

function selectWithCount(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: offerCategories.id,
      tenantId: offerCategories.tenantId,
      name: offerCategories.name,
      description: offerCategories.description,
      createdAt: offerCategories.createdAt,
      updatedAt: offerCategories.updatedAt,
      offerCount,
    })
    .from(offerCategories)
    .leftJoin(offerCategoryLinks, eq(offerCategoryLinks.categoryId, offerCategories.id))
    .where(where)
    .groupBy(offerCategories.id)
    .$dynamic();
}

export type CategoryQuery = z.output<typeof listOfferCategoriesQuerySchema>;

const SORTS = {
  name: sql`lower(${offerCategories.name})`,
  offerCount,
  createdAt: offerCategories.createdAt,
} as const;

/** One page of the tenant's categories, searched by name and description, in the asked order. */
export async function listCategories(
  db: Database,
  tenantId: string,
  query: CategoryQuery,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(offerCategories.tenantId, tenantId),
    pattern
      ? or(ilike(offerCategories.name, pattern), ilike(offerCategories.description, pattern))
      : undefined,
  );
  const column = SORTS[query.sort];
  const rows = await selectWithCount(db, where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), ...byName)
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db.select({ total: count() }).from(offerCategories).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCategory(
  db: Database,
  tenantId: string,
  id: string,
): Promise<CategoryRow | undefined> {
  const [row] = await selectWithCount(
    db,
    and(eq(offerCategories.tenantId, tenantId), eq(offerCategories.id, id)),
  );
  return row;
}

/** Another category of the tenant with this name in any case (names are unique that way). */
export async function findCategoryNamed(
  db: Database,
  tenantId: string,
  name: string,
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: offerCategories.id })
    .from(offerCategories)
    .where(
      and(
        eq(offerCategories.tenantId, tenantId),
        eq(sql`lower(${offerCategories.name})`, name.toLowerCase()),
        exceptId ? ne(offerCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export type CategoryValues = { name: string; description: string | null };

export async function insertCategory(
  db: Database,
  tenantId: string,
  values: CategoryValues,
): Promise<string> {
  const [row] = await db
    .insert(offerCategories)
    .values({ tenantId, ...values })
    .returning({ id: offerCategories.id });
  if (!row) throw new Error('Category insert returned no row');
  return row.id;
}

export async function updateCategory(
  db: Database,
  tenantId: string,
  id: string,
  values: CategoryValues,
): Promise<void> {
  await db
    .update(offerCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(offerCategories.tenantId, tenantId), eq(offerCategories.id, id)));
}

/**
 * Removes the category; its links to offers go with it (foreign key cascade), the offers stay,
 * their `updated_at` moved in the same transaction: their documents changed, and the offer
 * history reads a stored offer as current only while its `updated_at` is the stored one's.
 */
export async function deleteCategory(db: Database, tenantId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const linked = tx
      .select({ offerId: offerCategoryLinks.offerId })
      .from(offerCategoryLinks)
      .where(eq(offerCategoryLinks.categoryId, id));
    await tx
      .update(offers)
      .set({ updatedAt: new Date() })
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, linked)));
    const deleted = await tx
      .delete(offerCategories)
      .where(and(eq(offerCategories.tenantId, tenantId), eq(offerCategories.id, id)))
      .returning({ id: offerCategories.id });
    return deleted.length;
  });
}

export async function listCategoryNames(db: Database, tenantId: string) {
  return db
    .select({ id: offerCategories.id, name: offerCategories.name })
    .from(offerCategories)
    .where(eq(offerCategories.tenantId, tenantId))
    .orderBy(...byName);
}
