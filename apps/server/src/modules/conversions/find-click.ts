import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ClickRecord, RecentClicks } from '../../tracking/engine/click-record';

/*
 * The click behind a click id: from this process's memory when it decided the click recently (the
 * writer may not have stored it yet), else from `clicks` by its primary key. The id carries the
 * click's second, so the lookup names one day's partition and one index entry.
 *
 * Most conversions arrive long after their click has left memory (minutes to days), so the
 * database lookup is the usual path. Lookups that arrive while one is running wait and then go
 * in one statement together (`createClickFinder`), as conversions share a transaction: a query
 * per conversion had held the database path to about half the rate of the memory path.
 */

/** What a conversion copies from its click (and checks about it): the click row's own fields. */
export type ClickFacts = Pick<
  ClickRecord,
  | 'kind'
  | 'tenantId'
  | 'offerId'
  | 'publisherId'
  | 'clickedAt'
  | 'isTest'
  | 'sub1'
  | 'sub2'
  | 'sub3'
  | 'sub4'
  | 'sub5'
  | 'source'
  | 'affClickId'
  | 'country'
  | 'region'
  | 'deviceType'
  | 'os'
  | 'browser'
  | 'landingPageId'
  | 'creativeId'
  | 'ip'
>;

export type ClickLookup = { tenantId: string; clickId: string; clickedAtSeconds: number };

export type FindClick = (lookup: ClickLookup) => Promise<ClickFacts | null>;

/** At most this many lookups in one statement. */
const MAX_LOOKUPS = 500;

type ClickRow = {
  id: string;
  kind: ClickFacts['kind'];
  tenant_id: string;
  offer_id: string;
  publisher_id: string;
  clicked_ms: number;
  is_test: boolean;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
  aff_click_id: string | null;
  country: string | null;
  region: string | null;
  device_type: string | null;
  os: string | null;
  browser: string | null;
  landing_page_id: string | null;
  creative_id: string | null;
  ip: string | null;
};

function factsOf(row: ClickRow): ClickFacts {
  return {
    kind: row.kind,
    tenantId: row.tenant_id,
    offerId: row.offer_id,
    publisherId: row.publisher_id,
    clickedAt: new Date(row.clicked_ms),
    isTest: row.is_test,
    sub1: row.sub1,
    sub2: row.sub2,
    sub3: row.sub3,
    sub4: row.sub4,
    sub5: row.sub5,
    source: row.source,
    affClickId: row.aff_click_id,
    country: row.country,
    region: row.region,
    deviceType: row.device_type,
    os: row.os,
    browser: row.browser,
    landingPageId: row.landing_page_id,
    creativeId: row.creative_id,
    ip: row.ip,
  };
}

const DAY_SECONDS = 86_400;

const CLICK_FIELDS = sql.raw(`id, kind, tenant_id, offer_id, publisher_id,
  (extract(epoch from clicked_at) * 1000)::float8 as clicked_ms, is_test, sub1, sub2, sub3, sub4, sub5,
  source, aff_click_id, country, region, device_type, os, browser, landing_page_id, creative_id, ip`);

/**
 * One statement for many lookups: per UTC day of the lookups, the day's ids through the primary
 * key (`id = any(…)` within the day, so the planner keeps that day's partition only), the days
 * joined by UNION ALL. Clicked-at milliseconds come back as a float, which both drivers answer as
 * a number whatever their date parsers.
 */
function lookupStatement(lookups: readonly ClickLookup[]): SQL {
  const idsByDay = new Map<number, string[]>();
  for (const lookup of lookups) {
    const day = Math.floor(lookup.clickedAtSeconds / DAY_SECONDS);
    const ids = idsByDay.get(day) ?? [];
    ids.push(lookup.clickId);
    idsByDay.set(day, ids);
  }
  const branches = [...idsByDay].map(([day, ids]) => {
    const from = new Date(day * DAY_SECONDS * 1000).toISOString();
    const until = new Date((day + 1) * DAY_SECONDS * 1000).toISOString();
    return sql`(select ${CLICK_FIELDS} from clicks
      where id = any(${sql.param(ids)}::text[]) and clicked_at >= ${from}::timestamptz and clicked_at < ${until}::timestamptz)`;
  });
  return sql.join(branches, sql` union all `);
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
  if (lookups.length === 0) return [];
  // Both drivers answer raw SQL with `{ rows }`; Drizzle's Database type cannot name which.
  const { rows } = (await db.execute(lookupStatement(lookups))) as unknown as { rows: ClickRow[] };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lookups.map((lookup) => {
    const row = byId.get(lookup.clickId);
    const matches =
      row?.tenant_id === lookup.tenantId && Math.floor(row.clicked_ms / 1000) === lookup.clickedAtSeconds;
    return row && matches ? factsOf(row) : null;
  });
}

type Waiting = {
  lookup: ClickLookup;
  resolve: (facts: ClickFacts | null) => void;
  reject: (error: unknown) => void;
};

/** Memory first; the rest grouped into one statement per turn (see above). */
export function createClickFinder(db: Database, recentClicks: RecentClicks): FindClick {
  const waiting: Waiting[] = [];
  let looking = false;

  async function lookUp(batch: readonly Waiting[]): Promise<void> {
    try {
      const found = await findStoredClicks(
        db,
        batch.map((item) => item.lookup),
      );
      batch.forEach((item, index) => {
        item.resolve(found[index] ?? null);
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }

  async function drain(): Promise<void> {
    looking = true;
    while (waiting.length > 0) await lookUp(waiting.splice(0, MAX_LOOKUPS));
    looking = false;
  }

  return (lookup) => {
    const recent = recentClicks.get(lookup.clickId);
    if (recent) return Promise.resolve(recent.tenantId === lookup.tenantId ? { ...recent } : null);
    return new Promise((resolve, reject) => {
      waiting.push({ lookup, resolve, reject });
      if (!looking) void drain();
    });
  };
}
