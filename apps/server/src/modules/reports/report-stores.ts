import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { type EventStore, eventStoreOn } from '../../events/index';

/**
 * What a report reads: the panel's tables (names, scopes, the lookups the sums need) on `db`, and
 * event data (sums, counts, click rows) through `events` (docs/ARCHITECTURE.md "Events").
 */
export type ReportStores = { db: Database; events: EventStore };

/**
 * The stores of a heavy read on a connection of its own (the report pool, or a report thread's):
 * the event store on that connection, so the sums keep the report pool's connections and
 * statement timeout (docs/reports.md "Heavy reads") rather than the click path's.
 */
export const reportStoresOn = (db: Database): ReportStores => ({ db, events: eventStoreOn(db) });

/** The stores a route's heavy reads use: on the report pool when there is one, else the app's. */
export function heavyReadStoresOf(deps: AppDeps): ReportStores {
  return deps.reportDb ? reportStoresOn(deps.reportDb) : { db: deps.db, events: deps.events };
}
