import { exportFormatsOf, type PaymentExportFormat, paymentFieldsOf } from '@affnet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, partners, paymentBatches, paymentBatchItems, paymentMethods } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { tenantTodayOf } from '../invoices/index';
import { findCompanySettings } from '../network-settings/index';
import type { ExportFile, ExportSource } from './exports/export-file';
import { genericCsv } from './exports/generic-csv';
import { paypalCsv } from './exports/paypal-csv';
import { sepaXml } from './exports/sepa-xml';
import { wiseCsv } from './exports/wise-csv';
import { type BatchAction, lockBatch } from './lock-batch';

const WRITERS: Record<PaymentExportFormat, (source: ExportSource) => ExportFile> = {
  paypal_csv: paypalCsv,
  wise_csv: wiseCsv,
  sepa_xml: sepaXml,
  generic_csv: genericCsv,
};

// A batch is completed or partly completed only once nothing is pending.
const EXPORTABLE = new Set(['approved', 'exported']);

/**
 * The file that pays a batch's pending items (docs/money.md "Payments"). The first export of an
 * approved batch marks it exported; nothing is ever marked paid by exporting (the money has not
 * moved yet). Exporting again gives the file of what is still pending, with the same message id.
 */
export async function exportBatch(
  db: Database,
  action: BatchAction & { format: PaymentExportFormat },
): Promise<ExportFile> {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, action);
    if (!EXPORTABLE.has(batch.status)) {
      throw new AppError(
        'CONFLICT',
        batch.status === 'draft'
          ? 'Approve the batch before exporting it.'
          : 'Nothing in this batch is left to pay.',
      );
    }
    if (!exportFormatsOf(batch.methodKind, batch.currency).includes(action.format)) {
      throw fieldError('format', 'This batch’s method and currency cannot be exported in this format');
    }
    const source = await exportSourceOf(tx, action, batch);
    if (source.rows.length === 0) throw new AppError('CONFLICT', 'Nothing in this batch is left to pay.');
    const file = WRITERS[action.format](source);
    if (batch.status === 'approved') {
      await tx
        .update(paymentBatches)
        .set({ status: 'exported', exportedAt: source.now, updatedAt: source.now })
        .where(eq(paymentBatches.id, batch.id));
    }
    return file;
  });
}

async function exportSourceOf(
  tx: Database,
  action: BatchAction,
  batch: Awaited<ReturnType<typeof lockBatch>>,
): Promise<ExportSource> {
  const now = action.now ?? new Date();
  const rows = await tx
    .select({
      itemId: paymentBatchItems.id,
      invoiceNumber: invoices.number,
      partnerId: partners.id,
      partnerName: partners.company,
      amount: paymentBatchItems.amount,
      details: paymentBatchItems.details,
    })
    .from(paymentBatchItems)
    .innerJoin(invoices, eq(invoices.id, paymentBatchItems.invoiceId))
    .innerJoin(partners, eq(partners.id, paymentBatchItems.partnerId))
    .where(and(eq(paymentBatchItems.batchId, batch.id), eq(paymentBatchItems.status, 'pending')))
    .orderBy(asc(partners.company), asc(invoices.number));
  const [method] = await tx
    .select({ kind: paymentMethods.kind, customFields: paymentMethods.customFields })
    .from(paymentMethods)
    .innerJoin(paymentBatches, eq(paymentBatches.paymentMethodId, paymentMethods.id))
    .where(eq(paymentBatches.id, batch.id));
  return {
    batchNumber: batch.number,
    currency: batch.currency,
    methodName: batch.methodName,
    fields: method ? paymentFieldsOf(method.kind, method.customFields) : [],
    rows: rows.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber ?? '' })),
    company: await findCompanySettings(tx, action.tenantId),
    today: await tenantTodayOf(tx, action.tenantId, now),
    now,
  };
}
