import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCategories, offerCategoryLinks } from '../../db/schema/index';

export type CategoryRecord = typeof offerCategories.$inferSelect;
export type CategoryRow = CategoryRecord & { offerCount: number };

const byName = [asc(sql`lower(${offerCategories.name})`), asc(offerCategories.id)];

function selectWithCount(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: offerCategories.id,
      tenantId: offerCategories.tenantId,
      name: offerCategories.name,
      description: offerCategories.description,
      createdAt: offerCategories.createdAt,
      updatedAt: offerCategories.updatedAt,
      offerCount: sql<number>`count(${offerCategoryLinks.offerId})::int`,
    })
    .from(offerCategories)
    .leftJoin(offerCategoryLinks, eq(offerCategoryLinks.categoryId, offerCategories.id))
    .where(where)
    .groupBy(offerCategories.id)
    .orderBy(...byName);
}

export async function listCategories(db: Database, tenantId: string): Promise<CategoryRow[]> {
  return selectWithCount(db, eq(offerCategories.tenantId, tenantId));
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

/** Removes the category; its links to offers go with it (foreign key cascade), the offers stay. */
export async function deleteCategory(db: Database, tenantId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(offerCategories)
    .where(and(eq(offerCategories.tenantId, tenantId), eq(offerCategories.id, id)))
    .returning({ id: offerCategories.id });
  return deleted.length;
}

export async function listCategoryNames(db: Database, tenantId: string) {
  return db
    .select({ id: offerCategories.id, name: offerCategories.name })
    .from(offerCategories)
    .where(eq(offerCategories.tenantId, tenantId))
    .orderBy(...byName);
}
