import type { ClickLookup, EventStore, StoredClick } from '../../events/index';
import { groupWhileBusy } from '../../lib/group-while-busy';
import type { RecentClicks } from '../engine/click-record';

/*
 * The click behind a click id: from this process's memory when it decided the click recently (the
 * writer may not have stored it yet), else from the event store. Most conversions arrive long
 * after their click has left memory (minutes to days), so the store is the usual path. Lookups
 * that arrive while one is running wait and then go to the store together (group commit, as
 * conversions have it): a query per conversion had held the database path to about half the
 * rate of the memory path.
 */

/** What a conversion copies from its click (and checks about it). */
export type ClickFacts = StoredClick;

export type FindClick = (lookup: ClickLookup) => Promise<ClickFacts | null>;

/** At most this many lookups in one call of the store. */
const MAX_LOOKUPS = 500;

/** Memory first; the rest grouped into one call of the store while one is running (see above). */
export function createClickFinder(events: EventStore, recentClicks: RecentClicks): FindClick {
  const fromStore = groupWhileBusy(
    (lookups: readonly ClickLookup[]) => events.findClicks(lookups),
    MAX_LOOKUPS,
  );
  return (lookup) => {
    const recent = recentClicks.get(lookup.clickId);
    if (recent) return Promise.resolve(recent.tenantId === lookup.tenantId ? { ...recent } : null);
    return fromStore(lookup);
  };
}
