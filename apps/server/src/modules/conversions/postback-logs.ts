import type { AdvertiserPostbackLog, listAdvertiserPostbackLogsQuerySchema } from '@affnet/contracts';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { advertiserPostbackLogs, offers, partners } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';

/** advertiser/postback/logs: every call advertisers made, newest first, with filters and search. */

export type PostbackLogQuery = z.output<typeof listAdvertiserPostbackLogsQuerySchema>;

const DAY_MS = 86_400_000;

function listFilter(tenantId: string, query: PostbackLogQuery, scope: PartnerScope): SQL | undefined {
  const search = query.search || undefined;
  return and(
    eq(advertiserPostbackLogs.tenantId, tenantId),
    // A managed scope sees the calls about its advertisers, and those credited to its publishers.
    or(
      inPartnerScope(scope, advertiserPostbackLogs.advertiserId),
      inPartnerScope(scope, advertiserPostbackLogs.publisherId),
    ),
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
  scope: PartnerScope,
): Promise<{ rows: AdvertiserPostbackLog[]; total: number }> {
  const where = listFilter(tenantId, query, scope);
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
