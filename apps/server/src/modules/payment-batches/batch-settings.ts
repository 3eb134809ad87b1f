import type { PaymentSettings } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSettings } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';

/*
 * The payment rules on the billing screen (docs/money.md "Payments"), kept on the network's
 * `invoice_settings` row beside the invoice numbering, and the batches' own number sequence.
 */

const DEFAULTS = { paymentDetailsHoldDays: 7, batchSecondApprover: false };

export async function readPaymentSettings(db: Database, tenantId: string): Promise<PaymentSettings> {
  const [row] = await db
    .select({
      paymentDetailsHoldDays: invoiceSettings.paymentDetailsHoldDays,
      batchSecondApprover: invoiceSettings.batchSecondApprover,
    })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  const { paymentDetailsHoldDays, batchSecondApprover } = row ?? DEFAULTS;
  return { detailsHoldDays: paymentDetailsHoldDays, secondApprover: batchSecondApprover };
}

export async function updatePaymentSettings(
  db: Database,
  tenantId: string,
  settings: PaymentSettings,
): Promise<PaymentSettings> {
  const values = {
    paymentDetailsHoldDays: settings.detailsHoldDays,
    batchSecondApprover: settings.secondApprover,
    updatedAt: new Date(),
  };
  await db
    .insert(invoiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: values });
  return readPaymentSettings(db, tenantId);
}

/**
 * Takes the next batch number ("PB-00007") in the creating transaction: the settings row's lock
 * makes parallel creators take turns and a rollback gives the number back (as invoice numbers).
 */
export async function takeBatchNumber(tx: Database, tenantId: string): Promise<string> {
  const [taken] = rowsOf<{ number: number }>(
    await tx.execute(sql`
      insert into invoice_settings (tenant_id, next_batch_number) values (${tenantId}, 2)
      on conflict (tenant_id) do update set next_batch_number = invoice_settings.next_batch_number + 1
      returning next_batch_number - 1 as number`),
  );
  if (!taken) throw new Error('taking a batch number answered no row');
  return `PB-${String(taken.number).padStart(5, '0')}`;
}
