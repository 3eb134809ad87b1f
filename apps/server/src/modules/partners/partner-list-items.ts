import type { AdvertiserListItem, PublisherListItem } from '@affnet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema/index';
import { type ListFigures, type ReportStores, recentFiguresOf } from '../reports/index';
import { toAdvertiser, toPublisher } from './partner-dto';
import type { PartnerRow } from './repository';

/*
 * The rows of advertiser/manage and publisher/manage: each partner as its page shows it, with
 * what the list promises beside it (docs/reports.md "Figures on lists"): a publisher's last 30
 * days (earnings are its payout), an advertiser's offers and last 30 days (spend is its revenue).
 * One grouped query per figure for the page's ids, never one per row.
 */

type OfferCounts = { total: number; active: number };

/** Each advertiser's offers other than archived ones, and the active among them. */
async function offerCountsOf(
  db: Database,
  tenantId: string,
  ids: string[],
): Promise<Map<string, OfferCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      advertiserId: offers.advertiserId,
      total: sql<number>`(count(*) filter (where ${offers.status} <> 'archived'))::int`,
      active: sql<number>`(count(*) filter (where ${offers.status} = 'active'))::int`,
    })
    .from(offers)
    .where(and(eq(offers.tenantId, tenantId), inArray(offers.advertiserId, ids)))
    .groupBy(offers.advertiserId);
  return new Map(rows.map(({ advertiserId, ...counts }) => [advertiserId, counts]));
}

export type ListItemsOf<Item> = (
  stores: ReportStores,
  tenantId: string,
  rows: PartnerRow[],
  figures: ListFigures | null,
) => Promise<Item[]>;

export const toAdvertiserListItems: ListItemsOf<AdvertiserListItem> = async (
  stores,
  tenantId,
  rows,
  figures,
) => {
  const ids = rows.map((row) => row.partner.id);
  const [counts, recent] = await Promise.all([
    offerCountsOf(stores.db, tenantId, ids),
    figures ? recentFiguresOf(stores, figures, 'advertiser', ids) : null,
  ]);
  return rows.map((row) => ({
    ...toAdvertiser(row),
    offers: counts.get(row.partner.id) ?? { total: 0, active: 0 },
    recent: recent?.get(row.partner.id) ?? null,
  }));
};

export const toPublisherListItems: ListItemsOf<PublisherListItem> = async (
  stores,
  _tenantId,
  rows,
  figures,
) => {
  const ids = rows.map((row) => row.partner.id);
  const recent = figures ? await recentFiguresOf(stores, figures, 'publisher', ids) : null;
  return rows.map((row) => ({ ...toPublisher(row), recent: recent?.get(row.partner.id) ?? null }));
};
