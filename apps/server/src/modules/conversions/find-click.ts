import { and, gte, inArray, lt } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { clicks } from '../../db/schema/index';
import { groupWhileBusy } from '../../lib/group-while-busy';
import type { ClickRecord, RecentClicks } from '../../tracking/engine/click-record';

/*
 * The click behind a click id: from this process's memory when it decided the click recently (the
 * writer may not have stored it yet), else from `clicks` by its primary key. The id carries the
 * click's second, so the lookup names one day's partition and one index entry.
 *
 * Most conversions arrive long after their click has left memory (minutes to days), so the
 * database lookup is the usual path. Lookups that arrive while one is running wait and then go
 * in one statement together (`createClickFinder`, group commit as conversions have it): a query
 * per conversion had held the database path to about half the rate of the memory path.
 */

const columns = {
  kind: clicks.kind,
  tenantId: clicks.tenantId,
  offerId: clicks.offerId,
  publisherId: clicks.publisherId,
  clickedAt: clicks.clickedAt,
  isTest: clicks.isTest,
  sub1: clicks.sub1,
  sub2: clicks.sub2,
  sub3: clicks.sub3,
  sub4: clicks.sub4,
  sub5: clicks.sub5,
  source: clicks.source,
  affClickId: clicks.affClickId,
  country: clicks.country,
  region: clicks.region,
  deviceType: clicks.deviceType,
  os: clicks.os,
  browser: clicks.browser,
  landingPageId: clicks.landingPageId,
  creativeId: clicks.creativeId,
  ip: clicks.ip,
};

/** What a conversion copies from its click (and checks about it): the click row's own fields. */
export type ClickFacts = Pick<ClickRecord, keyof typeof columns>;

export type ClickLookup = { tenantId: string; clickId: string; clickedAtSeconds: number };

export type FindClick = (lookup: ClickLookup) => Promise<ClickFacts | null>;

/** At most this many lookups in one statement. */
const MAX_LOOKUPS = 500;

const DAY_MS = 86_400_000;

/**
 * Per UTC day of the lookups, that day's ids through the primary key (`id in (…)` within the day,
 * so the planner keeps that day's partition only); the days joined by UNION ALL.
 */
function storedClicksOf(db: Database, lookups: readonly ClickLookup[]) {
  const idsByDay = new Map<number, string[]>();
  for (const lookup of lookups) {
    const day = Math.floor((lookup.clickedAtSeconds * 1000) / DAY_MS);
    const ids = idsByDay.get(day);
    if (ids) ids.push(lookup.clickId);
    else idsByDay.set(day, [lookup.clickId]);
  }
  const [first, second, ...rest] = [...idsByDay].map(([day, ids]) =>
    db
      .select({ id: clicks.id, ...columns })
      .from(clicks)
      .where(
        and(
          inArray(clicks.id, ids),
          gte(clicks.clickedAt, new Date(day * DAY_MS)),
          lt(clicks.clickedAt, new Date((day + 1) * DAY_MS)),
        ),
      ),
  );
  if (!first) return Promise.resolve([]);
  return second ? unionAll(first, second, ...rest) : first;
}

/**
 * The stored clicks of the lookups, in their order (null where none is stored). A row counts
 * only for its own tenant and second: another network's click is not this one's to convert.
 * Both are compared here, not in the statement: with the tenant there, PostgreSQL chose the
 * (tenant, time) index and read every click of the tenant's second for each lookup (4,000 index
 * entries a lookup in `npm run bench`, where one tenant clicks 7,000 times a second).
 */
export async function findStoredClicks(
  db: Database,
  lookups: readonly ClickLookup[],
): Promise<Array<ClickFacts | null>> {
  const byId = new Map((await storedClicksOf(db, lookups)).map(({ id, ...facts }) => [id, facts]));
  return lookups.map((lookup) => {
    const facts = byId.get(lookup.clickId);
    const matches =
      facts?.tenantId === lookup.tenantId &&
      Math.floor(facts.clickedAt.getTime() / 1000) === lookup.clickedAtSeconds;
    return facts && matches ? facts : null;
  });
}

/** Memory first; the rest grouped into one statement while one is running (see above). */
export function createClickFinder(db: Database, recentClicks: RecentClicks): FindClick {
  const fromDatabase = groupWhileBusy(
    (lookups: readonly ClickLookup[]) => findStoredClicks(db, lookups),
    MAX_LOOKUPS,
  );
  return (lookup) => {
    const recent = recentClicks.get(lookup.clickId);
    if (recent) return Promise.resolve(recent.tenantId === lookup.tenantId ? { ...recent } : null);
    return fromDatabase(lookup);
  };
}
