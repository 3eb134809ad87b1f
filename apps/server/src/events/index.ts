// Event data behind one door: clicks, banner impressions and the rollups counting them and conversions
// (docs/ARCHITECTURE.md "Events"). Callers hold an EventStore; the implementation is chosen once.

export type {
  CapKey,
  ClickBatchResult,
  ClickLookup,
  ClickRecord,
  FilledPauseCap,
  ImpressionRecord,
  StoredClick,
} from './event-records';
export type { EventStore } from './event-store';
export { createPostgresEventStore } from './postgres/postgres-event-store';
