import type { OfferCategory, OfferCategoryBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type CategoryRow,
  findCategory,
  findCategoryNamed,
  insertCategory,
  updateCategory,
} from './repository';

export function toOfferCategory(row: CategoryRow): OfferCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    offerCount: row.offerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertNameFree(db: Database, tenantId: string, name: string, exceptId?: string) {
  if (await findCategoryNamed(db, tenantId, name, exceptId)) {
    throw new AppError('CONFLICT', 'A category with this name already exists.', {
      name: ['A category with this name already exists'],
    });
  }
}

export async function loadCategory(db: Database, tenantId: string, id: string): Promise<OfferCategory> {
  const row = await findCategory(db, tenantId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Category not found.');
  return toOfferCategory(row);
}

/**
 * Adds a category. The name check gives the form its field error; the unique index on
 * lower(name) still refuses a twin added at the same moment (a plain 409).
 */
export async function createCategory(
  db: Database,
  tenantId: string,
  body: OfferCategoryBody,
): Promise<string> {
  await assertNameFree(db, tenantId, body.name);
  return insertCategory(db, tenantId, { name: body.name, description: body.description ?? null });
}

export async function renameCategory(
  db: Database,
  tenantId: string,
  id: string,
  body: OfferCategoryBody,
): Promise<void> {
  if (!(await findCategory(db, tenantId, id))) throw new AppError('NOT_FOUND', 'Category not found.');
  await assertNameFree(db, tenantId, body.name, id);
  await updateCategory(db, tenantId, id, { name: body.name, description: body.description ?? null });
}
