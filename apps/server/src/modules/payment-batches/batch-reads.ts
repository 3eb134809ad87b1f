import {
  exportFormatsOf,
  type PaymentBatchDetail,
  type PaymentBatchItem,
  type PaymentBatchSummary,
  paymentFieldsOf,
} from '@affnet/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  invoices,
  partners,
  paymentBatches,
  paymentBatchItems,
  paymentMethods,
  users,
} from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { maskDestination } from '../invoices/index';
import type { PartnerScope } from '../partner-scope/index';
import { batchInScope } from './batch-scope';
import { readPaymentSettings } from './batch-settings';

/*
 * What the billing screen reads of payment batches (docs/money.md "Payments"): the list, newest
 * first, and one batch with its items; only batches the caller's scope reaches (batch-scope.ts).
 */

const approvers = alias(users, 'approvers');
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const count = (status: string) =>
  sql<number>`(select count(*)::int from ${paymentBatchItems} where ${paymentBatchItems.batchId} = ${paymentBatches.id} and ${paymentBatchItems.status} = ${status})`;

const summaryColumns = {
  id: paymentBatches.id,
  number: paymentBatches.number,
  status: paymentBatches.status,
  methodId: paymentMethods.id,
  methodName: paymentMethods.name,
  methodKind: paymentMethods.kind,
  methodFields: paymentMethods.customFields,
  currency: paymentBatches.currency,
  issuedUntil: paymentBatches.issuedUntil,
  total: paymentBatches.total,
  itemCount: sql<number>`(select count(*)::int from ${paymentBatchItems} where ${paymentBatchItems.batchId} = ${paymentBatches.id})`,
  paidCount: count('paid'),
  failedCount: count('failed'),
  createdById: paymentBatches.createdBy,
  createdBy: users.name,
  createdAt: paymentBatches.createdAt,
  approvedBy: approvers.name,
  approvedAt: paymentBatches.approvedAt,
  exportedAt: paymentBatches.exportedAt,
};

function selectSummaries(db: Database, tenantId: string, scope: PartnerScope) {
  return db
    .select(summaryColumns)
    .from(paymentBatches)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentBatches.paymentMethodId))
    .leftJoin(users, eq(users.id, paymentBatches.createdBy))
    .leftJoin(approvers, eq(approvers.id, paymentBatches.approvedBy))
    .where(and(eq(paymentBatches.tenantId, tenantId), batchInScope(scope)))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function summaryOf(row: SummaryRow): PaymentBatchSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    method: { id: row.methodId, name: row.methodName, kind: row.methodKind },
    currency: row.currency,
    issuedUntil: row.issuedUntil,
    total: row.total,
    itemCount: row.itemCount,
    paidCount: row.paidCount,
    failedCount: row.failedCount,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    approvedBy: row.approvedBy,
    approvedAt: iso(row.approvedAt),
    exportedAt: iso(row.exportedAt),
  };
}

/** Every batch the caller reaches, newest first (a network makes a few a month). */
export async function listBatches(db: Database, tenantId: string, scope: PartnerScope) {
  const rows = await selectSummaries(db, tenantId, scope).orderBy(desc(paymentBatches.createdAt));
  return rows.map(summaryOf);
}

/** The field a method pays to: the e-mail, the account number, the wallet; a custom method's first. */
function destinationOf(
  kind: SummaryRow['methodKind'],
  fields: SummaryRow['methodFields'],
  details: Record<string, string>,
) {
  const key = { paypal: 'email', wire: 'accountNumber', crypto: 'walletAddress' }[kind as string];
  const value = key
    ? details[key]
    : paymentFieldsOf(kind, fields)
        .map((field) => details[field.key])
        .find(Boolean);
  return value ? maskDestination(value) : 'No destination';
}

async function itemsOf(db: Database, batch: SummaryRow): Promise<PaymentBatchItem[]> {
  const rows = await db
    .select({
      id: paymentBatchItems.id,
      invoiceId: paymentBatchItems.invoiceId,
      invoiceNumber: invoices.number,
      partnerId: partners.id,
      partnerName: partners.company,
      amount: paymentBatchItems.amount,
      status: paymentBatchItems.status,
      details: paymentBatchItems.details,
      paidOn: paymentBatchItems.paidOn,
      failureReason: paymentBatchItems.failureReason,
    })
    .from(paymentBatchItems)
    .innerJoin(invoices, eq(invoices.id, paymentBatchItems.invoiceId))
    .innerJoin(partners, eq(partners.id, paymentBatchItems.partnerId))
    .where(eq(paymentBatchItems.batchId, batch.id))
    .orderBy(asc(partners.company), asc(invoices.number));
  return rows.map(({ details, partnerId, partnerName, invoiceNumber, ...row }) => ({
    ...row,
    invoiceNumber: invoiceNumber ?? '',
    partner: { id: partnerId, name: partnerName },
    destination: `${batch.methodName}: ${destinationOf(batch.methodKind, batch.methodFields, details)}`,
  }));
}

/** One batch with its items, and whether `viewerId` may approve it now (not found outside the scope). */
export async function loadBatch(
  db: Database,
  target: { tenantId: string; scope: PartnerScope; batchId: string; viewerId: string },
): Promise<PaymentBatchDetail> {
  const [row] = await selectSummaries(db, target.tenantId, target.scope).where(
    and(
      eq(paymentBatches.tenantId, target.tenantId),
      eq(paymentBatches.id, target.batchId),
      batchInScope(target.scope),
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', 'Payment batch not found.');
  const { secondApprover } = await readPaymentSettings(db, target.tenantId);
  return {
    ...summaryOf(row),
    items: await itemsOf(db, row),
    exportFormats: exportFormatsOf(row.methodKind, row.currency),
    mayApprove: row.status === 'draft' && !(secondApprover && row.createdById === target.viewerId),
  };
}
