import type { PartnerKind } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCategories, offers, partners } from '../../db/schema/index';
import type { FieldErrors } from '../../lib/app-error';
import { addFieldError } from './field-errors';

/*
 * Ids a form sends that must name rows of the request's tenant. An id of another tenant reads
 * exactly like an unknown one, so the message never tells whether it exists elsewhere.
 */

async function partnerIdsOf(db: Database, tenantId: string, kind: PartnerKind, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.tenantId, tenantId), eq(partners.kind, kind), inArray(partners.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Any advertiser of the tenant, whatever its account status (a paused advertiser's offers are still edited). */
export async function checkAdvertiser(
  db: Database,
  tenantId: string,
  advertiserId: string,
  errors: FieldErrors,
): Promise<void> {
  const found = await partnerIdsOf(db, tenantId, 'advertiser', [advertiserId]);
  if (!found.has(advertiserId)) addFieldError(errors, 'advertiserId', 'Choose an advertiser of this network');
}

export async function checkCategories(
  db: Database,
  tenantId: string,
  categoryIds: readonly string[],
  errors: FieldErrors,
): Promise<void> {
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: offerCategories.id })
    .from(offerCategories)
    .where(and(eq(offerCategories.tenantId, tenantId), inArray(offerCategories.id, ids)));
  if (rows.length !== ids.length) {
    addFieldError(errors, 'categoryIds', 'A chosen category no longer exists; choose again');
  }
}

/** Rows naming a publisher (`publisherId` may be absent): `<section>.<index>.publisherId` when unknown. */
export async function checkPublishers(
  db: Database,
  tenantId: string,
  section: string,
  rows: ReadonlyArray<{ publisherId?: string | undefined }>,
  errors: FieldErrors,
): Promise<void> {
  const ids = rows.flatMap((row) => (row.publisherId ? [row.publisherId] : []));
  const found = await partnerIdsOf(db, tenantId, 'publisher', [...new Set(ids)]);
  rows.forEach((row, index) => {
    if (row.publisherId && !found.has(row.publisherId)) {
      addFieldError(errors, `${section}.${index}.publisherId`, 'Choose a publisher of this network');
    }
  });
}

/** Fallback entries sending clicks to another offer: it must be one of the tenant's, and not this one. */
export async function checkFallbackOffers(
  db: Database,
  tenantId: string,
  offerId: string | null,
  rows: ReadonlyArray<{ offerId?: string | undefined }>,
  errors: FieldErrors,
): Promise<void> {
  const ids = [...new Set(rows.flatMap((row) => (row.offerId ? [row.offerId] : [])))];
  const found =
    ids.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db
              .select({ id: offers.id })
              .from(offers)
              .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)))
          ).map((row) => row.id),
        );
  rows.forEach((row, index) => {
    if (!row.offerId) return;
    const path = `fallbacks.${index}.offerId`;
    if (row.offerId === offerId) addFieldError(errors, path, 'An offer cannot be its own fallback');
    else if (!found.has(row.offerId)) addFieldError(errors, path, 'Choose another offer of this network');
  });
}
