import type { Database } from '../../db/client';
import type { EventStore } from '../event-store';
import { ensureClickPartitions } from './click-partitions';
import { countClickRows, readClickRows } from './click-rows';
import { addConversionsToRollups, moveConversionInRollups } from './conversion-rollups';
import { findStoredClicks } from './find-clicks';
import { countsById, lookupsNeededFor, sumRollups } from './sum-rollups';
import { storeClickBatch } from './write-click-batch';
import { storeImpressionBatch } from './write-impression-batch';

/** The event store on the network's PostgreSQL (or the embedded PGlite): the tables of db/schema/events.ts. */
export function createPostgresEventStore(db: Database): EventStore {
  return {
    writeClicks: (batch) => storeClickBatch(db, batch),
    writeImpressions: (batch) => storeImpressionBatch(db, batch),
    prepareClickStorage: async (now) => {
      await ensureClickPartitions(db, now);
    },
    findClicks: (lookups) => findStoredClicks(db, lookups),
    countConversions: (tx, ids, sign = 1) => addConversionsToRollups(tx, ids, sign),
    moveConversion: (tx, id, from, to) => moveConversionInRollups(tx, id, from, to),
    lookupsNeededFor,
    sumRollups: (request, lookups) => sumRollups(db, request, lookups),
    countsById: (request, dimension) => countsById(db, request, dimension),
    readClickRows: (filter, page) => readClickRows(db, filter, page),
    countClickRows: (filter) => countClickRows(db, filter),
  };
}
