import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type InvoiceAction, lockInvoice, recordHistory } from './lock-invoice';

/**
 * Hides an advertiser's invoice from the advertiser, or shows it again (docs/money.md "Hidden from
 * the advertiser"): hidden, it is off the advertiser's invoice screens, its PDF included, and
 * neither its issue nor its payments are e-mailed. Any status: a draft hidden before it is issued
 * is never announced. The same setting again changes nothing and writes no history.
 */
export async function setInvoiceHidden(
  db: Database,
  action: InvoiceAction & { hidden: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, action);
    if (invoice.kind !== 'advertiser') {
      throw new AppError(
        'CONFLICT',
        'Only an advertiser’s invoice can be hidden: a publisher always sees what it is paid.',
      );
    }
    if (invoice.hiddenFromPartner === action.hidden) return;
    await tx
      .update(invoices)
      .set({ hiddenFromPartner: action.hidden, updatedAt: action.now ?? new Date() })
      .where(eq(invoices.id, invoice.id));
    await recordHistory(tx, action, {
      action: action.hidden ? 'hidden' : 'shown',
      summary: action.hidden ? 'Hidden from the advertiser' : 'Shown to the advertiser again',
    });
  });
}

/** Whether the partner is told about the invoice: not when the network keeps it hidden. */
export async function partnerSeesInvoice(
  db: Database,
  tenantId: string,
  invoiceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hidden: invoices.hiddenFromPartner })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  return row !== undefined && !row.hidden;
}
