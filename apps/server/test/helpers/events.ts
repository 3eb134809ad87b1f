import type { Database } from '../../src/db/client';
import {
  type ClickRecord,
  type EventStore,
  eventStoreOn,
  type ImpressionRecord,
} from '../../src/events/index';
import { pauseOfferForCap } from '../../src/offer-model/index';
import type { PipelineParts } from '../../src/tracking/index';

/*
 * The event store the tests write and read through: the one production opens (eventStoreOn).
 * The contract suite (test/events/event-stores.ts) runs each implementation by name.
 */

export const eventStoreOf = (db: Database): EventStore => eventStoreOn(db);

/** Stores click records with their rollups and cap usage; answers the ids this call stored. */
export async function writeClicks(db: Database, records: readonly ClickRecord[]): Promise<Set<string>> {
  return (await eventStoreOf(db).writeClicks(records)).inserted;
}

/** Stores banner impressions with their rollups' counters; answers the ids this call stored. */
export function writeImpressions(db: Database, records: readonly ImpressionRecord[]): Promise<Set<string>> {
  return eventStoreOf(db).writeImpressions(records);
}

/** What the click pipeline is given in server.ts: the store, and the pause of filled `pause` caps. */
export function pipelinePartsOf(db: Database): PipelineParts {
  return { db, events: eventStoreOf(db), pauseOffer: (cap) => pauseOfferForCap(db, cap) };
}
