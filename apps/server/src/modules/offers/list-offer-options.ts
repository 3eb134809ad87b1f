import type { OfferOption } from '@affnet/contracts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema/index';

export const OFFER_OPTIONS_LIMIT = 50;

/** Offers to pick from (fallback target, creative form, access filters): by name or ref, at most 50. */
export async function listOfferOptions(
  db: Database,
  tenantId: string,
  search: string | undefined,
): Promise<OfferOption[]> {
  const term = search?.trim() ?? '';
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ref = /^#?(\d{1,9})$/.exec(term)?.[1];
  return db
    .select({ id: offers.id, ref: offers.ref, name: offers.name, status: offers.status })
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        term ? or(ilike(offers.name, pattern), ref ? eq(offers.ref, Number(ref)) : undefined) : undefined,
      ),
    )
    .orderBy(sql`lower(${offers.name})`, asc(offers.ref))
    .limit(OFFER_OPTIONS_LIMIT);
}
