import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceHistory, invoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';
import { tenantTodayOf } from './invoice-reads';

/** A staff member's action on one invoice: whose, which, who acts, within which scope, at what instant. */
export type InvoiceAction = {
  tenantId: string;
  invoiceId: string;
  actorId: string;
  scope: PartnerScope;
  now?: Date;
};

/**
 * Locks the invoice for the rest of the transaction and answers what the actions decide on, with
 * the network's day now. Outside the tenant or the caller's scope it is not found (404). Every
 * action on an invoice starts here, so two on the same invoice take turns and the second sees
 * what the first did.
 */
export async function lockInvoice(tx: Database, action: InvoiceAction) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      kind: invoices.partnerKind,
      partnerId: invoices.partnerId,
      currency: invoices.currency,
      number: invoices.number,
      total: invoices.total,
      hasPayments: sql<boolean>`${invoices.paid} > 0`,
      hiddenFromPartner: invoices.hiddenFromPartner,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, action.tenantId),
        eq(invoices.id, action.invoiceId),
        inPartnerScope(action.scope, invoices.partnerId),
      ),
    )
    .for('update', { of: invoices });
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found.');
  return { ...invoice, today: await tenantTodayOf(tx, action.tenantId, action.now) };
}

/** Writes one line of the invoice's history, in the action's transaction. */
export async function recordHistory(
  tx: Database,
  action: InvoiceAction,
  entry: Pick<typeof invoiceHistory.$inferInsert, 'action' | 'summary'>,
) {
  await tx.insert(invoiceHistory).values({
    tenantId: action.tenantId,
    invoiceId: action.invoiceId,
    actorId: action.actorId,
    at: action.now ?? new Date(),
    ...entry,
  });
}
