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

type CurrencyRow = {
  currency: string;
  outstanding: string;
  invoiced: string;
  not_invoiced: string;
  hidden_outstanding: string;
  hidden_invoiced: string;
};

async function ledgerByCurrency(
  db: Database,
  tenantId: string,
  advertiserId: string,
): Promise<CurrencyRow[]> {
  const result = await db.execute(sql`
    select currency, sum(outstanding)::text as outstanding, sum(invoiced)::text as invoiced,
      sum(not_invoiced)::text as not_invoiced,
      coalesce(sum(outstanding) filter (where hidden), 0)::text as hidden_outstanding,
      coalesce(sum(invoiced) filter (where hidden), 0)::text as hidden_invoiced
    from (
      select i.currency,
        case when i.status in ('issued', 'partly_paid') then i.total - i.paid else 0 end as outstanding,
        i.total as invoiced, 0 as not_invoiced, i.hidden_from_partner as hidden
      from invoices i
      where i.tenant_id = ${tenantId} and i.partner_id = ${advertiserId}
        and i.partner_kind = 'advertiser' and i.status in ('issued', 'partly_paid', 'paid')
      union all
      -- Not billed (conversions_advertiser_open_idx) …
      select c.currency, 0, 0, c.revenue, false
      from conversions c
      where c.tenant_id = ${tenantId} and c.advertiser_id = ${advertiserId}
        and c.status in ('pending', 'approved') and not c.is_test and c.advertiser_invoice_id is null
      union all
      -- … or billed on an open draft (one per currency; conversions_advertiser_invoice_idx).
      select c.currency, 0, 0, c.revenue, false
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

/** What invoices hidden from the advertiser (docs/money.md "Hidden from the advertiser") make of its figures. */
export type HiddenFigures = { outstanding: string; invoiced: string };
export type CreditFiguresIn = CreditFigures & { hidden: HiddenFigures; missingRates: string[] };

const SUMMED = ['outstanding', 'invoiced', 'not_invoiced', 'hidden_outstanding', 'hidden_invoiced'] as const;
type Summed = (typeof SUMMED)[number];

/** The advertiser's figures in `currency` (its own), prepayments being kept in it. */
export async function creditFiguresOf(
  db: Database,
  advertiser: { tenantId: string; id: string; currency: string },
): Promise<CreditFiguresIn> {
  const rows = await ledgerByCurrency(db, advertiser.tenantId, advertiser.id);
  const foreign = rows.some((row) => row.currency !== advertiser.currency);
  const table = foreign ? await ratesOf(db, advertiser.tenantId) : null;
  const sums = Object.fromEntries(SUMMED.map((name) => [name, 0n])) as Record<Summed, bigint>;
  const missingRates: string[] = [];
  for (const row of rows) {
    const inOwn = (amount: string) =>
      table ? convertMoney(amount, row.currency, advertiser.currency, table.today, table.rates) : amount;
    try {
      // Every figure of the currency converted before any is added: a missing rate leaves all out.
      const converted = SUMMED.map((name) => [name, centsOf(inOwn(row[name]))] as const);
      for (const [name, cents] of converted) sums[name] += cents;
    } catch (error) {
      if (!(error instanceof MissingRateError)) throw error;
      missingRates.push(row.currency);
    }
  }
  return {
    outstanding: amountOf(sums.outstanding),
    invoiced: amountOf(sums.invoiced),
    notInvoiced: amountOf(sums.not_invoiced),
    prepaid: amountOf(centsOf(await prepaidTotal(db, advertiser.id))),
    hidden: { outstanding: amountOf(sums.hidden_outstanding), invoiced: amountOf(sums.hidden_invoiced) },
    missingRates: missingRates.sort(),
  };
}
