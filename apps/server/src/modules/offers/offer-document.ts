import type { Offer } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { readOfferSnapshot } from '../../offer-model/index';
import { toOfferDocument } from '../offer-snapshots/index';

/** The whole offer as staff see it (every tab), or null when the tenant has no such offer. */
export async function loadOffer(db: Database, tenantId: string, id: string): Promise<Offer | null> {
  const snapshot = await readOfferSnapshot(db, tenantId, id);
  return snapshot ? toOfferDocument(snapshot) : null;
}
