import type { LinkPublisher, OfferVisibility } from '@affnet/contracts';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerAccess, partners, users } from '../../db/schema/index';
import { containsPattern, refOf } from '../../lib/search-pattern';

const PICKER_LIMIT = 50;

/**
 * Who may run an offer, whatever its status (staff prepare links before it goes live): an active
 * publisher account that a public offer has not blocked, or that a gated offer has approved. The
 * same rule as `mayRunOffer`, in SQL for the picker.
 */
function accessCondition(visibility: OfferVisibility): SQL {
  return visibility === 'public'
    ? sql`coalesce(${offerAccess.status}, 'none') <> 'blocked'`
    : sql`${offerAccess.status} = 'approved'`;
}

export function mayRunOffer(
  visibility: OfferVisibility,
  accessStatus: string | null,
  accountStatus: string,
): boolean {
  if (accountStatus !== 'active') return false;
  return visibility === 'public' ? accessStatus !== 'blocked' : accessStatus === 'approved';
}

/** The generator's publisher picker: by company or number ("1001", "#1001"), at most 50. */
export async function listLinkPublishers(
  db: Database,
  tenantId: string,
  offer: { id: string; visibility: OfferVisibility },
  search: string | undefined,
): Promise<LinkPublisher[]> {
  const pattern = search ? containsPattern(search) : undefined;
  const ref = search ? refOf(search) : null;
  return db
    .select({ id: partners.id, ref: partners.ref, company: partners.company })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .leftJoin(offerAccess, and(eq(offerAccess.offerId, offer.id), eq(offerAccess.publisherId, partners.id)))
    .where(
      and(
        eq(partners.tenantId, tenantId),
        eq(partners.kind, 'publisher'),
        eq(users.status, 'active'),
        accessCondition(offer.visibility),
        pattern
          ? or(ilike(partners.company, pattern), ref !== null ? eq(partners.ref, ref) : undefined)
          : undefined,
      ),
    )
    .orderBy(asc(partners.company), asc(partners.ref))
    .limit(PICKER_LIMIT);
}

export type LinkPublisherRow = { id: string; ref: number; company: string; status: string };

/** One publisher of the tenant with their account status, or null. */
export async function findLinkPublisher(
  db: Database,
  tenantId: string,
  publisherId: string,
): Promise<LinkPublisherRow | null> {
  const [row] = await db
    .select({ id: partners.id, ref: partners.ref, company: partners.company, status: users.status })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.tenantId, tenantId), eq(partners.kind, 'publisher'), eq(partners.id, publisherId)))
    .limit(1);
  return row ?? null;
}
