import {
  INVOICE_ADJUSTMENT_REASON_LABELS,
  type InvoiceDetail,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceSummary,
  type ListOwnInvoicesQuery,
  shiftDay,
  utcToZonedTime,
} from '@affnet/contracts';
import { and, asc, count, desc, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  conversions,
  invoiceHistory,
  invoiceLines,
  invoicePayments,
  invoices,
  invoiceTaxes,
  offerEvents,
  offers,
  partners,
  tenants,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type PageQuery, pageWindow } from '../../lib/paging';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';
import { sideOf } from './ledger-side';

/*
 * What the billing screen and the partners' invoice screens read: one page of invoices, or one
 * invoice whole. Who may see which invoice is the `InvoiceReach` every read takes: staff within
 * their data scope (drafts included), a partner only its own issued ones the network does not
 * keep from it (docs/money.md "Hidden from the advertiser").
 */

export type InvoiceReach =
  | { kind: 'staff'; scope: PartnerScope }
  | { kind: 'partner'; partnerId: string; partnerKind: InvoiceKind };

export type InvoiceListQuery = Omit<ListOwnInvoicesQuery, 'search'> & {
  kind: InvoiceKind;
  partnerId?: string;
};

const OPEN_STATUSES = ['issued', 'partly_paid'] as const;

/** The network's today, the day overdue is measured against. */
export async function tenantTodayOf(db: Database, tenantId: string, now = new Date()): Promise<string> {
  const [tenant] = await db
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  return utcToZonedTime(now, tenant.timezone).slice(0, 10);
}

const summaryColumns = {
  id: invoices.id,
  kind: invoices.partnerKind,
  number: invoices.number,
  status: invoices.status,
  partnerId: invoices.partnerId,
  partnerName: partners.company,
  currency: invoices.currency,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  total: invoices.total,
  paid: invoices.paid,
  outstanding: sql<string>`(case when ${invoices.status} = 'void' then 0::numeric(14, 2) else ${invoices.total} - ${invoices.paid} end)::text`,
  requestedAt: invoices.requestedAt,
  hiddenFromPartner: invoices.hiddenFromPartner,
  convertedCurrency: invoices.convertedCurrency,
  convertedRate: invoices.convertedRate,
  convertedOn: invoices.convertedOn,
  convertedTotal: invoices.convertedTotal,
  createdAt: invoices.createdAt,
};
type SummaryRow = {
  id: string;
  kind: InvoiceKind;
  number: string | null;
  status: InvoiceSummary['status'];
  partnerId: string;
  partnerName: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  issuedOn: string | null;
  dueOn: string | null;
  total: string;
  paid: string;
  outstanding: string;
  requestedAt: Date | null;
  hiddenFromPartner: boolean;
  convertedCurrency: string | null;
  convertedRate: string | null;
  convertedOn: string | null;
  convertedTotal: string | null;
  createdAt: Date;
};

function convertedOf(row: SummaryRow): InvoiceSummary['converted'] {
  const { convertedCurrency: currency, convertedRate: rate, convertedOn: on, convertedTotal: total } = row;
  // A table check keeps the four together.
  return currency && rate && on && total ? { currency, rate, on, total } : null;
}

function toSummary(row: SummaryRow, today: string): InvoiceSummary {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    partner: { id: row.partnerId, name: row.partnerName },
    currency: row.currency,
    periodFrom: row.periodStart,
    periodTo: shiftDay(row.periodEnd, -1),
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    total: row.total,
    paid: row.paid,
    outstanding: row.outstanding,
    overdue: open && row.dueOn !== null && row.dueOn < today,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    hiddenFromPartner: row.hiddenFromPartner,
    converted: convertedOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function reachCondition(reach: InvoiceReach): SQL | undefined {
  if (reach.kind === 'staff') return inPartnerScope(reach.scope, invoices.partnerId);
  return and(
    eq(invoices.partnerId, reach.partnerId),
    eq(invoices.partnerKind, reach.partnerKind),
    ne(invoices.status, 'draft'),
    eq(invoices.hiddenFromPartner, false),
  );
}

function filterConditions(query: InvoiceListQuery, today: string): (SQL | undefined)[] {
  return [
    eq(invoices.partnerKind, query.kind),
    query.partnerId ? eq(invoices.partnerId, query.partnerId) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    query.currency ? eq(invoices.currency, query.currency) : undefined,
    query.overdue
      ? and(inArray(invoices.status, [...OPEN_STATUSES]), sql`${invoices.dueOn} < ${today}`)
      : undefined,
    // period_end is exclusive: the period reaches `periodFrom` when it ends after it.
    query.periodFrom ? gt(invoices.periodEnd, query.periodFrom) : undefined,
    query.periodTo ? lte(invoices.periodStart, query.periodTo) : undefined,
  ];
}

const SORT_COLUMNS = {
  createdAt: invoices.createdAt,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  total: invoices.total,
  number: invoices.number,
  periodFrom: invoices.periodStart,
} as const;

export async function listInvoices(
  db: Database,
  tenantId: string,
  reach: InvoiceReach,
  query: InvoiceListQuery & PageQuery & { sort: keyof typeof SORT_COLUMNS; order: 'asc' | 'desc' },
) {
  const today = await tenantTodayOf(db, tenantId);
  const where = and(
    eq(invoices.tenantId, tenantId),
    reachCondition(reach),
    ...filterConditions(query, today),
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(invoices)
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .where(where)
      .orderBy(sql`${direction(SORT_COLUMNS[query.sort])} nulls last`, desc(invoices.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ value: count() }).from(invoices).where(where),
  ]);
  return { items: rows.map((row) => toSummary(row, today)), total: total?.value ?? 0 };
}

/** One invoice whole, if the reach allows it (404 otherwise, another network's id included). */
export async function loadInvoice(
  db: Database,
  tenantId: string,
  reach: InvoiceReach,
  id: string,
): Promise<InvoiceDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      subtotal: invoices.subtotal,
      reverseCharge: invoices.reverseCharge,
      voidReason: invoices.voidReason,
      creditNoteNumber: invoices.creditNoteNumber,
    })
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id), reachCondition(reach)));
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
  const [today, lines, taxes, payments, history, billed] = await Promise.all([
    tenantTodayOf(db, tenantId),
    linesOf(db, id),
    taxesOf(db, id),
    paymentsOf(db, id),
    historyOf(db, id),
    billedConversionsOf(db, tenantId, row.kind, id),
  ]);
  return {
    ...toSummary(row, today),
    subtotal: row.subtotal,
    lines,
    taxes,
    reverseCharge: row.reverseCharge,
    payments,
    history,
    conversionCount: billed.count,
    conversionDays: billed.from && billed.to ? { from: billed.from, to: billed.to } : null,
    voidReason: row.voidReason,
    creditNoteNumber: row.creditNoteNumber,
  };
}

async function taxesOf(db: Database, invoiceId: string): Promise<InvoiceDetail['taxes']> {
  return db
    .select({ name: invoiceTaxes.name, percent: invoiceTaxes.percent, amount: invoiceTaxes.amount })
    .from(invoiceTaxes)
    .where(eq(invoiceTaxes.invoiceId, invoiceId))
    .orderBy(asc(invoiceTaxes.kind), asc(invoiceTaxes.name), asc(invoiceTaxes.percent));
}

async function linesOf(db: Database, invoiceId: string): Promise<InvoiceDetail['lines']> {
  const rows = await db
    .select({
      id: invoiceLines.id,
      kind: invoiceLines.kind,
      offerId: invoiceLines.offerId,
      offerName: offers.name,
      eventKey: invoiceLines.eventKey,
      eventName: offerEvents.name,
      memo: invoiceLines.memo,
      reason: invoiceLines.adjustmentReason,
      quantity: invoiceLines.quantity,
      amount: invoiceLines.amount,
      addedBy: users.name,
      createdAt: invoiceLines.createdAt,
    })
    .from(invoiceLines)
    .leftJoin(offers, eq(offers.id, invoiceLines.offerId))
    .leftJoin(users, eq(users.id, invoiceLines.createdBy))
    .leftJoin(
      offerEvents,
      and(eq(offerEvents.offerId, invoiceLines.offerId), eq(offerEvents.key, invoiceLines.eventKey)),
    )
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(
      asc(invoiceLines.kind),
      asc(offers.name),
      asc(invoiceLines.eventKey),
      asc(invoiceLines.createdAt),
    );
  return rows.map((line) => ({
    id: line.id,
    kind: line.kind,
    description: descriptionOf(line),
    offerId: line.offerId,
    eventKey: line.eventKey,
    quantity: line.quantity,
    amount: line.amount,
    reason: line.reason,
    addedBy: line.reason ? line.addedBy : null,
    addedAt: line.reason ? line.createdAt.toISOString() : null,
  }));
}

type LineNames = {
  kind: InvoiceLine['kind'];
  memo: string | null;
  reason: InvoiceLine['reason'];
  offerName: string | null;
  eventName: string | null;
  eventKey: string | null;
};

function descriptionOf(line: LineNames): string {
  if (line.kind === 'adjustment') {
    const label = line.reason ? INVOICE_ADJUSTMENT_REASON_LABELS[line.reason] : 'Adjustment';
    return `${label}: ${line.memo ?? ''}`;
  }
  const offer = line.offerName ?? 'Deleted offer';
  const event = line.eventName ?? line.eventKey;
  const what = event ? `${offer} · ${event}` : offer;
  return line.kind === 'reversals' ? `Reversed: ${what}` : what;
}

async function paymentsOf(db: Database, invoiceId: string): Promise<InvoiceDetail['payments']> {
  const rows = await db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      paidOn: invoicePayments.paidOn,
      reference: invoicePayments.reference,
      recordedBy: users.name,
      createdAt: invoicePayments.createdAt,
    })
    .from(invoicePayments)
    .leftJoin(users, eq(users.id, invoicePayments.createdBy))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function historyOf(db: Database, invoiceId: string): Promise<InvoiceDetail['history']> {
  const rows = await db
    .select({
      id: invoiceHistory.id,
      action: invoiceHistory.action,
      summary: invoiceHistory.summary,
      by: users.name,
      at: invoiceHistory.at,
    })
    .from(invoiceHistory)
    .leftJoin(users, eq(users.id, invoiceHistory.actorId))
    .where(eq(invoiceHistory.invoiceId, invoiceId))
    .orderBy(asc(invoiceHistory.at), asc(invoiceHistory.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** How many conversions are billed on the invoice, and the days (network's zone) they converted on. */
async function billedConversionsOf(db: Database, tenantId: string, kind: InvoiceKind, invoiceId: string) {
  const zone = sql`(select ${tenants.timezone} from ${tenants} where ${tenants.id} = ${tenantId})`;
  const dayOf = (edge: SQL) => sql<string | null>`((${edge} at time zone ${zone})::date)::text`;
  const [row] = await db
    .select({
      count: count(),
      from: dayOf(sql`min(${conversions.convertedAt})`),
      to: dayOf(sql`max(${conversions.convertedAt})`),
    })
    .from(conversions)
    .where(and(eq(conversions.tenantId, tenantId), eq(sideOf(kind).invoice, invoiceId)));
  return { count: row?.count ?? 0, from: row?.from ?? null, to: row?.to ?? null };
}
