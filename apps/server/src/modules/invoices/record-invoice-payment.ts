import type { InvoicePaymentBody } from '@affnet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';

const NOT_PAYABLE: Record<string, string> = {
  draft: 'Issue the invoice before recording a payment.',
  paid: 'This invoice is paid in full.',
  void: 'A void invoice takes no payments.',
};

/**
 * Records a payment against an issued invoice (docs/money.md "Payments"): the invoice becomes
 * partly paid, or paid when the payments reach its total. A payment above what is outstanding, or
 * dated after today, is refused on its field and nothing is written.
 */
export async function recordInvoicePayment(
  db: Database,
  action: InvoiceAction & { payment: InvoicePaymentBody },
): Promise<void> {
  const { payment } = action;
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, action);
    const refusal = NOT_PAYABLE[invoice.status];
    if (refusal) throw new AppError('CONFLICT', refusal);
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
    await tx.insert(invoicePayments).values({
      tenantId: action.tenantId,
      invoiceId: invoice.id,
      amount: payment.amount,
      currency: invoice.currency,
      paidOn: payment.paidOn,
      reference: payment.reference ?? null,
      createdBy: action.actorId,
      createdAt: action.now ?? new Date(),
    });
    const reference = payment.reference ? ` (${payment.reference})` : '';
    await recordHistory(tx, action, {
      action: 'payment',
      summary: `Payment of ${payment.amount} ${invoice.currency} on ${payment.paidOn}${reference}`,
    });
  });
}
