import type { CapCounters, CapKey } from './click-record';

/**
 * Click caps counted in this process alone: exact with one process. It is the `CapCounters` seam's
 * plain implementation; the writer's syncing counters (docs/tracking.md "Caps in memory") take its
 * place where several processes share a cap. Counters of periods that have ended are dropped as
 * new periods start, so memory stays bounded by the caps in force.
 */
export function createMemoryCapCounters(): CapCounters & { usedOf: (key: CapKey) => number } {
  const used = new Map<string, { periodStart: number; count: number }>();
  const slotOf = (key: CapKey) => `${key.capId}|${key.publisherId ?? ''}`;
  const countOf = (key: CapKey) => {
    const entry = used.get(slotOf(key));
    return entry && entry.periodStart === key.periodStart.getTime() ? entry.count : 0;
  };
  return {
    usedOf: countOf,
    hasRoom: (key, limit, amount = 1) => countOf(key) + amount <= limit,
    take(key, amount = 1) {
      used.set(slotOf(key), { periodStart: key.periodStart.getTime(), count: countOf(key) + amount });
    },
  };
}
