import type { InvoicePaymentBody } from '@affnet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';
import { refuseWhileInBatch } from './pending-batch-item';

const NOT_PAYABLE: Record<string, string> = {
  draft: 'Issue the invoice before recording a payment.',
  paid: 'This invoice is paid in full.',
  void: 'A void invoice takes no payments.',
};

/**
 * Records a payment against an issued invoice (docs/money.md "Payments"): the invoice becomes
 * partly paid, or paid when the payments reach its total. A payment above what is outstanding, or
 * dated after today, is refused on its field and nothing is written. An invoice a payment batch
 * is paying takes no payment by hand. Answers the payment's id.
 */
export async function recordInvoicePayment(
  db: Database,
  action: InvoiceAction & { payment: InvoicePaymentBody },
): Promise<string> {
  return db.transaction((tx) =>
    payInvoice(tx, action, { ...action.payment, beside: 'recording a payment here' }),
  );
}

/**
 * Pays the invoice in the caller's transaction and answers the payment's id: locks it, checks it
 * takes payments and the amount fits, writes the payment and the history. `beside` names what the
 * caller is doing when a pending batch item must stop it; a batch settling its own item passes null.
 */
export async function payInvoice(
  tx: Database,
  action: InvoiceAction,
  payment: InvoicePaymentBody & { beside: string | null },
): Promise<string> {
  const invoice = await lockInvoice(tx, action);
  const refusal = NOT_PAYABLE[invoice.status];
  if (refusal) throw new AppError('CONFLICT', refusal);
  if (payment.beside) await refuseWhileInBatch(tx, invoice.id, payment.beside);
  if (payment.paidOn > invoice.today) throw fieldError('paidOn', 'A payment cannot be dated after today');
  const [paid] = await tx
    .update(invoices)
    .set({
      paid: sql`${invoices.paid} + ${payment.amount}::numeric`,
      status: sql`case when ${invoices.paid} + ${payment.amount}::numeric = ${invoices.total} then 'paid' else 'partly_paid' end`,
      updatedAt: action.now ?? new Date(),
    })
    .where(
      and(
        eq(invoices.id, invoice.id),
        sql`${invoices.paid} + ${payment.amount}::numeric <= ${invoices.total}`,
      ),
    )
    .returning({ status: invoices.status });
  if (!paid) throw fieldError('amount', 'The payment is more than is outstanding on the invoice');
  const [row] = await tx
    .insert(invoicePayments)
    .values({
      tenantId: action.tenantId,
      invoiceId: invoice.id,
      amount: payment.amount,
      currency: invoice.currency,
      paidOn: payment.paidOn,
      reference: payment.reference ?? null,
      createdBy: action.actorId,
      createdAt: action.now ?? new Date(),
    })
    .returning({ id: invoicePayments.id });
  const reference = payment.reference ? ` (${payment.reference})` : '';
  await recordHistory(tx, action, {
    action: 'payment',
    summary: `Payment of ${payment.amount} ${invoice.currency} on ${payment.paidOn}${reference}`,
  });
  if (!row) throw new Error('inserting a payment answered no row');
  return row.id;
}
