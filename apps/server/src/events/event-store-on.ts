import type { Database } from '../db/client';
import type { EventStore } from './event-store';
import { createPostgresEventStore } from './postgres/postgres-event-store';

/**
 * The event store the platform runs on, over a connection of `db`: the one place the
 * implementation is chosen. The server, the CLI and each report thread open theirs here, so a
 * second store (ClickHouse, the scale-out issue) is switched on in this function and nowhere else.
 */
export function eventStoreOn(db: Database): EventStore {
  return createPostgresEventStore(db);
}
