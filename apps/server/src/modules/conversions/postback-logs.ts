import type { AdvertiserPostbackLog, listAdvertiserPostbackLogsQuerySchema } from '@affnet/contracts';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { advertiserPostbackLogs, offers, partners } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';

/**
 * advertiser/postback/logs: every call advertisers made, newest first, with filters and search;
 * and an advertiser's own calls (their offer view), the same list narrowed to them.
 */

export type PostbackLogQuery = z.output<typeof listAdvertiserPostbackLogsQuerySchema>;

/** Whose calls a list holds: staff's within their partner scope, or one advertiser's own. */
export type PostbackLogViewer = { scope: PartnerScope } | { advertiserId: string };

function viewerFilter(viewer: PostbackLogViewer): SQL | undefined {
  if ('advertiserId' in viewer) return eq(advertiserPostbackLogs.advertiserId, viewer.advertiserId);
  // A managed scope sees the calls about its advertisers, and those credited to its publishers.
  return or(
    inPartnerScope(viewer.scope, advertiserPostbackLogs.advertiserId),
    inPartnerScope(viewer.scope, advertiserPostbackLogs.publisherId),
  );
}

const DAY_MS = 86_400_000;

function listFilter(tenantId: string, query: PostbackLogQuery, viewer: PostbackLogViewer): SQL | undefined {
  const search = query.search || undefined;
  return and(
    eq(advertiserPostbackLogs.tenantId, tenantId),
    viewerFilter(viewer),
    query.advertiserId ? eq(advertiserPostbackLogs.advertiserId, query.advertiserId) : undefined,
    query.offerId ? eq(advertiserPostbackLogs.offerId, query.offerId) : undefined,
    query.result ? eq(advertiserPostbackLogs.result, query.result) : undefined,
    query.from ? gte(advertiserPostbackLogs.receivedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(advertiserPostbackLogs.receivedAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
    // Click and transaction ids are matched whole: they are opaque, and the log is large.
    search
      ? or(eq(advertiserPostbackLogs.clickId, search), eq(advertiserPostbackLogs.txnId, search))
      : undefined,
  );
}

export async function listPostbackLogs(
  db: Database,
  tenantId: string,
  query: PostbackLogQuery,
  viewer: PostbackLogViewer,
): Promise<{ rows: AdvertiserPostbackLog[]; total: number }> {
  const where = listFilter(tenantId, query, viewer);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await db
    .select({
      log: advertiserPostbackLogs,
      offer: { id: offers.id, ref: offers.ref, name: offers.name },
      advertiser: { id: partners.id, company: partners.company },
    })
    .from(advertiserPostbackLogs)
    .leftJoin(offers, eq(offers.id, advertiserPostbackLogs.offerId))
    .leftJoin(partners, eq(partners.id, advertiserPostbackLogs.advertiserId))
    .where(where)
    .orderBy(sql`${advertiserPostbackLogs.receivedAt} ${direction}`, desc(advertiserPostbackLogs.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(advertiserPostbackLogs)
    .where(where);
  return { rows: rows.map(toPostbackLog), total: counted?.total ?? 0 };
}

type LogRow = {
  log: typeof advertiserPostbackLogs.$inferSelect;
  offer: { id: string; ref: number; name: string } | null;
  advertiser: { id: string; company: string } | null;
};

function toPostbackLog({ log, offer, advertiser }: LogRow): AdvertiserPostbackLog {
  return {
    id: log.id,
    receivedAt: log.receivedAt.toISOString(),
    channel: log.channel,
    method: log.method,
    isHttps: log.isHttps,
    ip: log.ip,
    params: log.params,
    clickId: log.clickId,
    offer,
    advertiser,
    eventKey: log.eventKey,
    txnId: log.txnId,
    result: log.result,
    httpStatus: log.httpStatus,
    conversionId: log.conversionId,
    repeats: log.repeats,
  };
}
