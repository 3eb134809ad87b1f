import type { ClickBatchResult, EventStore } from '../../events/index';
import {
  type ClickRecord,
  type ImpressionRecord,
  isImpression,
  type TrackedRecord,
} from '../engine/click-record';

/**
 * A batch of the writer's queue through the event store: its clicks in one write, its impressions
 * in another (each all or nothing; both skip what they stored before, so a batch tried again
 * after the second failed counts nothing twice). `inserted` holds the ids either stored.
 */
export async function writeTrackedBatch(
  events: EventStore,
  records: readonly TrackedRecord[],
): Promise<ClickBatchResult> {
  const clicks: ClickRecord[] = [];
  const impressions: ImpressionRecord[] = [];
  for (const record of records) {
    if (isImpression(record)) impressions.push(record);
    else clicks.push(record);
  }
  const result = await events.writeClicks(clicks);
  if (impressions.length > 0) {
    for (const id of await events.writeImpressions(impressions)) result.inserted.add(id);
  }
  return result;
}
