import { formatInvoiceNumber } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';

/*
 * The network's two number sequences, invoices and credit notes (docs/money.md "Numbers"). A
 * number is taken by one statement on the network's `invoice_settings` row, inside the issuing
 * (or voiding) transaction: the row lock makes parallel issuers take turns, and a transaction
 * that rolls back gives its number back, so the sequence has no gaps and no repeats.
 */

type Sequence = { prefix: string; next: string };
const SEQUENCES = {
  invoice: { prefix: 'number_prefix', next: 'next_number' },
  creditNote: { prefix: 'credit_note_prefix', next: 'next_credit_note_number' },
} as const satisfies Record<string, Sequence>;

/** Takes the sequence's next number and answers it as printed ("INV-00042"). */
export async function takeNumber(
  tx: Database,
  tenantId: string,
  sequence: keyof typeof SEQUENCES,
): Promise<string> {
  const { prefix, next } = SEQUENCES[sequence];
  // The first number taken makes the row (with the page's defaults) and leaves 2 as the next.
  const [taken] = rowsOf<{ prefix: string; number: number; padding: number }>(
    await tx.execute(sql`
      insert into invoice_settings (tenant_id, ${sql.raw(next)}) values (${tenantId}, 2)
      on conflict (tenant_id) do update set ${sql.raw(next)} = invoice_settings.${sql.raw(next)} + 1
      returning ${sql.raw(prefix)} as prefix, ${sql.raw(next)} - 1 as number, number_padding as padding`),
  );
  if (!taken) throw new Error('taking an invoice number answered no row');
  return formatInvoiceNumber(taken.prefix, taken.number, taken.padding);
}
