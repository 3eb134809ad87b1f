import type { Offer } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import { findFileRecord } from '../files/index';
import { toOffer } from './offer-dto';
import { readOfferParts } from './offer-parts';

/** The whole offer as staff see it (every tab), or null when the tenant has no such offer. */
export async function loadOffer(db: Database, tenantId: string, id: string): Promise<Offer | null> {
  const [head] = await db
    .select({ offer: offers, advertiser: { id: partners.id, company: partners.company } })
    .from(offers)
    .innerJoin(partners, eq(partners.id, offers.advertiserId))
    .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)));
  if (!head) return null;
  const thumbnail = head.offer.thumbnailFileId
    ? await findFileRecord(db, tenantId, head.offer.thumbnailFileId)
    : undefined;
  return toOffer(head, thumbnail ?? null, await readOfferParts(db, id));
}
