import { type ListPostbackTargetsResponse, listPublisherOffersQuerySchema } from '@affnet/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerEvents, offers } from '../../db/schema/index';
import { listCatalog, listRunnableEventKeys } from '../offer-catalog/index';

const TARGET_OFFERS = 50;

/** Offers (matching `search`, 50 at most) the publisher may run with their visible events, for the form. */
export async function listPostbackTargets(
  db: Database,
  tenantId: string,
  publisherId: string,
  search: string | undefined,
  now = new Date(),
): Promise<ListPostbackTargetsResponse['data']> {
  const query = listPublisherOffersQuerySchema.parse({
    scope: 'approved',
    search,
    perPage: TARGET_OFFERS,
    sort: 'name',
    order: 'asc',
  });
  const { ids } = await listCatalog(db, tenantId, publisherId, query, now);
  const eventKeys = await listRunnableEventKeys(db, tenantId, publisherId);
  if (ids.length === 0) return { offers: [], eventKeys };
  const offerRows = await db
    .select({ id: offers.id, ref: offers.ref, name: offers.name })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)));
  const events = await db
    .select({ offerId: offerEvents.offerId, key: offerEvents.key, name: offerEvents.name })
    .from(offerEvents)
    .where(and(inArray(offerEvents.offerId, ids), eq(offerEvents.isPrivate, false)))
    .orderBy(asc(offerEvents.position));
  const byId = new Map(offerRows.map((row) => [row.id, row]));
  return {
    offers: ids.flatMap((id) => {
      const offer = byId.get(id);
      if (!offer) return [];
      const own = events.filter((event) => event.offerId === id).map(({ key, name }) => ({ key, name }));
      return [{ ...offer, events: own }];
    }),
    eventKeys,
  };
}
