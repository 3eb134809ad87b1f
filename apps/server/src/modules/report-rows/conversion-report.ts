import {
  type AdvertiserConversionRow,
  conversionReasonText,
  type conversionReportQuerySchema,
  type PublisherConversionRow,
  type StaffConversionRow,
} from '@affnet/contracts';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conversions, offerEvents, offers, partners } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { decisionDueOf } from '../conversions/index';
import {
  afterCursor,
  EXPORT_PAGE_SIZE,
  filteredColumnsOf,
  orderOf,
  rowFilterCondition,
  type TimeCursor,
} from './row-filters';
import { partnerScopeCondition, type RowScope } from './row-scope';

/*
 * The conversion report's rows for one caller. The scope is applied in the query, so a partner's
 * answer holds only their rows: a publisher's own conversions on events they may see (never a
 * private event), an advertiser's own offers; test conversions are staff's alone. What each role
 * may read of a row is decided by its mapper (`toPublisherRow` has no revenue to leak).
 */

export type ConversionReportQuery = z.output<typeof conversionReportQuerySchema>;

const publisher = alias(partners, 'publisher');
const advertiser = alias(partners, 'advertiser');

function whereOf(
  tenantId: string,
  scope: RowScope,
  query: ConversionReportQuery,
  tz: string,
): SQL | undefined {
  const search = query.search || undefined;
  return and(
    eq(conversions.tenantId, tenantId),
    rowFilterCondition(filteredColumnsOf(conversions, conversions.convertedAt), query, tz),
    query.status ? eq(conversions.status, query.status) : undefined,
    query.event ? eq(conversions.eventKey, query.event) : undefined,
    // Click and transaction ids are matched whole: they are opaque.
    search ? or(eq(conversions.clickId, search), eq(conversions.txnId, search)) : undefined,
    scope.publisherId ? eq(conversions.publisherId, scope.publisherId) : undefined,
    scope.advertiserId ? eq(conversions.advertiserId, scope.advertiserId) : undefined,
    partnerScopeCondition(scope, conversions.publisherId, conversions.advertiserId),
    scope.role === 'staff' ? undefined : eq(conversions.isTest, false),
    scope.role === 'publisher' ? sql`coalesce(${offerEvents.isPrivate}, false) = false` : undefined,
    query.invoiceId ? billedOn(scope, query.invoiceId) : undefined,
  );
}

/** Billed on the invoice: staff read either side's stamp, a partner its own side's. */
function billedOn(scope: RowScope, invoiceId: string): SQL | undefined {
  if (scope.role === 'publisher') return eq(conversions.publisherInvoiceId, invoiceId);
  if (scope.role === 'advertiser') return eq(conversions.advertiserInvoiceId, invoiceId);
  return or(eq(conversions.publisherInvoiceId, invoiceId), eq(conversions.advertiserInvoiceId, invoiceId));
}

function selectRows(db: Database) {
  return db
    .select({
      conversion: conversions,
      offer: { id: offers.id, ref: offers.ref, name: offers.name },
      publisher: { id: publisher.id, ref: publisher.ref, company: publisher.company },
      advertiser: { id: advertiser.id, ref: advertiser.ref, company: advertiser.company },
      decisionDue: decisionDueOf(offers, advertiser),
    })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .innerJoin(publisher, eq(publisher.id, conversions.publisherId))
    .innerJoin(advertiser, eq(advertiser.id, conversions.advertiserId))
    .leftJoin(offerEvents, eq(offerEvents.id, conversions.eventId));
}

export type ConversionRecord = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const timeColumn = (query: ConversionReportQuery) =>
  query.sort === 'clickedAt' ? conversions.clickedAt : conversions.convertedAt;

/** One page of the report and the count of all its rows. */
export async function listConversionRecords(
  db: Database,
  tenantId: string,
  scope: RowScope,
  query: ConversionReportQuery,
  tz: string,
): Promise<{ records: ConversionRecord[]; total: number }> {
  const where = whereOf(tenantId, scope, query, tz);
  const { limit, offset } = pageWindow(query);
  const direction = orderOf(query.order);
  const records = await selectRows(db)
    .where(where)
    .orderBy(sql`${timeColumn(query)} ${direction}`, sql`${conversions.id} ${direction}`)
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(conversions)
    .leftJoin(offerEvents, eq(offerEvents.id, conversions.eventId))
    .where(where);
  return { records, total: counted?.total ?? 0 };
}

/** One keyset page of the export: the rows after `cursor` in the report's order. */
export function readConversionPage(
  db: Database,
  tenantId: string,
  scope: RowScope,
  query: ConversionReportQuery,
  tz: string,
) {
  const time = timeColumn(query);
  const direction = orderOf(query.order);
  return (cursor: TimeCursor | undefined) =>
    selectRows(db)
      .where(and(whereOf(tenantId, scope, query, tz), afterCursor(time, conversions.id, cursor, query.order)))
      .orderBy(sql`${time} ${direction}`, sql`${conversions.id} ${direction}`)
      .limit(EXPORT_PAGE_SIZE);
}

export const conversionCursorOf =
  (query: ConversionReportQuery) =>
  ({ conversion }: ConversionRecord): TimeCursor => ({
    time: query.sort === 'clickedAt' ? conversion.clickedAt : conversion.convertedAt,
    id: conversion.id,
  });

function coreOf(
  { conversion, offer, decisionDue }: ConversionRecord,
  audience: 'staff' | 'publisher' | 'advertiser',
) {
  return {
    id: conversion.id,
    clickId: conversion.clickId,
    clickedAt: conversion.clickedAt.toISOString(),
    convertedAt: conversion.convertedAt.toISOString(),
    offer,
    event: conversion.eventKey,
    status: conversion.status,
    reason: conversionReasonText(conversion.statusReason, audience),
    decisionDue: decisionDue?.toISOString() ?? null,
    saleAmount: conversion.saleAmount,
    currency: conversion.currency,
    country: conversion.country,
    device: conversion.deviceType,
    os: conversion.os,
    browser: conversion.browser,
  };
}

function subIdsOf({ conversion }: ConversionRecord) {
  const { sub1, sub2, sub3, sub4, sub5, source } = conversion;
  return { sub1, sub2, sub3, sub4, sub5, source };
}

export function toStaffRow(record: ConversionRecord): StaffConversionRow {
  const { conversion } = record;
  return {
    ...coreOf(record, 'staff'),
    ...subIdsOf(record),
    publisher: record.publisher,
    advertiser: record.advertiser,
    payout: conversion.payout,
    revenue: conversion.revenue,
    ip: conversion.ip,
    txnId: conversion.txnId,
    isTest: conversion.isTest,
  };
}

export function toPublisherRow(record: ConversionRecord): PublisherConversionRow {
  return {
    ...coreOf(record, 'publisher'),
    ...subIdsOf(record),
    payout: record.conversion.payout,
    ip: record.conversion.ip,
  };
}

export function toAdvertiserRow(record: ConversionRecord): AdvertiserConversionRow {
  return {
    ...coreOf(record, 'advertiser'),
    publisherRef: record.publisher.ref,
    revenue: record.conversion.revenue,
    txnId: record.conversion.txnId,
  };
}
