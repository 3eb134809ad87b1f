import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clicks } from '../../db/schema/index';
import type { ClickRecord, RecentClicks } from '../../tracking/engine/click-record';

/** What a conversion copies from its click (and checks about it): the click row's own fields. */
export type ClickFacts = Pick<ClickRecord, keyof typeof columns>;

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

/**
 * The click behind a click id: from this process's memory when it decided the click recently (the
 * writer may not have stored it yet), else from `clicks` by its primary key. The id carries the
 * click's second, so the lookup names one day's partition and one index entry.
 */
export async function findClick(
  db: Database,
  recentClicks: RecentClicks,
  tenantId: string,
  clickId: string,
  clickedAtSeconds: number,
): Promise<ClickFacts | null> {
  const recent = recentClicks.get(clickId);
  if (recent) return recent.tenantId === tenantId ? { ...recent } : null;
  const [row] = await db
    .select(columns)
    .from(clicks)
    .where(
      and(
        eq(clicks.id, clickId),
        gte(clicks.clickedAt, new Date(clickedAtSeconds * 1000)),
        lt(clicks.clickedAt, new Date((clickedAtSeconds + 1) * 1000)),
        eq(clicks.tenantId, tenantId),
      ),
    )
    .limit(1);
  return row ?? null;
}
