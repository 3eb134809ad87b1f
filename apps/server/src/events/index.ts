// Event data behind one door: clicks, banner impressions and the rollups counting them and conversions
// (docs/ARCHITECTURE.md "Events"): their writes, the sums reports read and the click log's pages.
// Callers hold an EventStore; the implementation is chosen once, in eventStoreOn.

export type {
  CapKey,
  ClickBatchResult,
  ClickCursor,
  ClickLookup,
  ClickRecord,
  ClickRow,
  ClickRowFilter,
  ClickRowFilters,
  ClickRowPage,
  FilledPauseCap,
  ImpressionRecord,
  StoredClick,
} from './event-records';
export { CLICK_ROW_FILTER_KEYS } from './event-records';
export type { EventStore } from './event-store';
export { eventStoreOn } from './event-store-on';
/** The PostgreSQL store by name, for the contract suite that runs every store (test/events). */
export { createPostgresEventStore } from './postgres/postgres-event-store';
export {
  type CountedDimension,
  type CountsById,
  type CountsRequest,
  type IdPairs,
  type RollupFilters,
  type RollupGroup,
  type RollupLookups,
  type RollupLookupsNeeded,
  type RollupRequest,
  type RollupScope,
  type RollupSums,
  type RollupWithin,
  TooManyGroupsError,
} from './rollup-records';
