import { convertMoney, MissingRateError, type RateTable } from '@affnet/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserPrepayments, tenants } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { loadRateTable } from '../currency-settings/index';
import { amountOf, type CreditFigures, centsOf } from './credit-state';

/*
 * An advertiser's money as credit control reads it (docs/money.md "Credit control"), from the
 * ledger as it stands: issued invoices (outstanding and invoiced), revenue of pending and approved
 * conversions not on an issued invoice yet (on a draft or on none), and its prepayments. Money in
 * other currencies is converted to the advertiser's at today's rate; a currency without one is
 * named, not guessed.
 */

type CurrencyRow = { currency: string; outstanding: string; invoiced: string; not_invoiced: string };

async function ledgerByCurrency(
  db: Database,
  tenantId: string,
  advertiserId: string,
): Promise<CurrencyRow[]> {
  const result = await db.execute(sql`
    select currency, sum(outstanding)::text as outstanding, sum(invoiced)::text as invoiced,
      sum(not_invoiced)::text as not_invoiced
    from (
      select i.currency,
        case when i.status in ('issued', 'partly_paid') then i.total - i.paid else 0 end as outstanding,
        i.total as invoiced, 0 as not_invoiced
      from invoices i
      where i.tenant_id = ${tenantId} and i.partner_id = ${advertiserId}
        and i.partner_kind = 'advertiser' and i.status in ('issued', 'partly_paid', 'paid')
      union all
      -- Not billed (conversions_advertiser_open_idx) …
      select c.currency, 0, 0, c.revenue
      from conversions c
      where c.tenant_id = ${tenantId} and c.advertiser_id = ${advertiserId}
        and c.status in ('pending', 'approved') and not c.is_test and c.advertiser_invoice_id is null
      union all
      -- … or billed on an open draft (one per currency; conversions_advertiser_invoice_idx).
      select c.currency, 0, 0, c.revenue
      from invoices d
      join conversions c on c.advertiser_invoice_id = d.id
      where d.tenant_id = ${tenantId} and d.partner_id = ${advertiserId}
        and d.partner_kind = 'advertiser' and d.status = 'draft'
        and c.status in ('pending', 'approved') and not c.is_test
    ) money
    group by currency`);
  return rowsOf<CurrencyRow>(result);
}

async function prepaidTotal(db: Database, advertiserId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${advertiserPrepayments.amount}), 0)::text` })
    .from(advertiserPrepayments)
    .where(and(eq(advertiserPrepayments.advertiserId, advertiserId)));
  return row?.total ?? '0';
}

async function ratesOf(db: Database, tenantId: string): Promise<{ rates: RateTable; today: string }> {
  const [tenant] = await db
    .select({ id: tenants.id, defaultCurrency: tenants.defaultCurrency, timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error('credit figures of a network that is gone');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timezone }).format(new Date());
  return { rates: await loadRateTable(db, tenant), today };
}

export type CreditFiguresIn = CreditFigures & { missingRates: string[] };

/** The advertiser's figures in `currency` (its own), prepayments being kept in it. */
export async function creditFiguresOf(
  db: Database,
  advertiser: { tenantId: string; id: string; currency: string },
): Promise<CreditFiguresIn> {
  const rows = await ledgerByCurrency(db, advertiser.tenantId, advertiser.id);
  const foreign = rows.some((row) => row.currency !== advertiser.currency);
  const table = foreign ? await ratesOf(db, advertiser.tenantId) : null;
  const sums = { outstanding: 0n, invoiced: 0n, notInvoiced: 0n };
  const missingRates: string[] = [];
  for (const row of rows) {
    const inOwn = (amount: string) =>
      table ? convertMoney(amount, row.currency, advertiser.currency, table.today, table.rates) : amount;
    try {
      const converted = {
        outstanding: centsOf(inOwn(row.outstanding)),
        invoiced: centsOf(inOwn(row.invoiced)),
        notInvoiced: centsOf(inOwn(row.not_invoiced)),
      };
      sums.outstanding += converted.outstanding;
      sums.invoiced += converted.invoiced;
      sums.notInvoiced += converted.notInvoiced;
    } catch (error) {
      if (!(error instanceof MissingRateError)) throw error;
      missingRates.push(row.currency);
    }
  }
  return {
    outstanding: amountOf(sums.outstanding),
    invoiced: amountOf(sums.invoiced),
    notInvoiced: amountOf(sums.notInvoiced),
    prepaid: amountOf(centsOf(await prepaidTotal(db, advertiser.id))),
    missingRates: missingRates.sort(),
  };
}
