import type { PartnerBalance } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import { tenantTodayOf } from './invoice-reads';
import { networkHoldDays } from './network-hold';

/*
 * A publisher's balance per currency (docs/money.md "Balances"), read from the ledger as it stands:
 * its unbilled approved conversions split by their hold (payable at approval + hold days), and its
 * invoices by state. Two statements, one on the publisher's conversions, one on its invoices.
 */

type ConversionSums = Pick<PartnerBalance, 'currency' | 'onHold' | 'notInvoiced'>;
type InvoiceSums = Pick<PartnerBalance, 'currency' | 'inDraft' | 'outstanding' | 'overdue' | 'paid'>;

const ZERO = '0.00';
const emptyBalance = (currency: string): PartnerBalance => ({
  currency,
  onHold: ZERO,
  notInvoiced: ZERO,
  inDraft: ZERO,
  outstanding: ZERO,
  overdue: ZERO,
  paid: ZERO,
});

async function unbilledSums(db: Database, tenantId: string, publisherId: string, now: Date) {
  const payable = sql`c.approved_at + make_interval(days => coalesce(o.hold_days, p.hold_days, ${networkHoldDays(tenantId)}, 0)::int) <= ${now.toISOString()}::timestamptz`;
  return rowsOf<ConversionSums>(
    await db.execute(sql`
      select c.currency,
        coalesce(sum(c.payout) filter (where not (${payable})), 0)::numeric(14, 2)::text as "onHold",
        coalesce(sum(c.payout) filter (where ${payable}), 0)::numeric(14, 2)::text as "notInvoiced"
      from conversions c
      join offers o on o.id = c.offer_id
      join partners p on p.id = c.publisher_id
      where c.tenant_id = ${tenantId} and c.publisher_id = ${publisherId}
        and c.status = 'approved' and not c.is_test and c.publisher_invoice_id is null
      group by c.currency`),
  );
}

async function invoiceSums(db: Database, tenantId: string, publisherId: string, today: string) {
  return rowsOf<InvoiceSums>(
    await db.execute(sql`
      select currency,
        coalesce(sum(total) filter (where status = 'draft'), 0)::numeric(14, 2)::text as "inDraft",
        coalesce(sum(total - paid) filter (where status in ('issued', 'partly_paid')), 0)::numeric(14, 2)::text
          as outstanding,
        coalesce(sum(total - paid) filter (where status in ('issued', 'partly_paid') and due_on < ${today}::date), 0)
          ::numeric(14, 2)::text as overdue,
        coalesce(sum(paid) filter (where status <> 'void'), 0)::numeric(14, 2)::text as paid
      from invoices
      where tenant_id = ${tenantId} and partner_id = ${publisherId} and partner_kind = 'publisher'
      group by currency`),
  );
}

export async function publisherBalance(
  db: Database,
  tenantId: string,
  publisherId: string,
  now = new Date(),
): Promise<PartnerBalance[]> {
  const today = await tenantTodayOf(db, tenantId, now);
  const [unbilled, invoiced] = await Promise.all([
    unbilledSums(db, tenantId, publisherId, now),
    invoiceSums(db, tenantId, publisherId, today),
  ]);
  const byCurrency = new Map<string, PartnerBalance>();
  for (const sums of [...unbilled, ...invoiced]) {
    byCurrency.set(sums.currency, {
      ...(byCurrency.get(sums.currency) ?? emptyBalance(sums.currency)),
      ...sums,
    });
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}
