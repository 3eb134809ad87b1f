// Event data behind one door: clicks and the rollups counting clicks and conversions
// (docs/ARCHITECTURE.md "Events"). Callers hold an EventStore; the implementation is chosen once.

export type {
  CapKey,
  ClickBatchResult,
  ClickLookup,
  ClickRecord,
  FilledPauseCap,
  StoredClick,
} from './event-records';
export type { EventStore } from './event-store';
export { createPostgresEventStore } from './postgres/postgres-event-store';
