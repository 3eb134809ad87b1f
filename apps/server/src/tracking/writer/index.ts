// The click writer and what runs beside it (docs/tracking.md "Writing", "Caps in memory").

export { type ClickPipeline, createClickPipeline, type PipelineParts } from './click-pipeline';
export { spoolDirFor } from './click-spool';
export { type ClickWriter, type ClickWriterOptions, createClickWriter } from './click-writer';
export { createRecentClicks, type RecentClickMap } from './recent-clicks';
export { type SyncedCapCounters, startCapCounters } from './synced-cap-counters';
