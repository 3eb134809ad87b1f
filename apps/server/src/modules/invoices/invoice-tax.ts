import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tokenArray } from '../../db/token-array';

/*
 * Tax on an invoice (docs/money.md "Tax"): every tax rate of the network (setting/invoice-tax)
 * that matches the invoice's partner is added on the subtotal, one row per rate, each rounded to
 * the cent; unless the EU reverse charge applies: the network and the partner are both
 * VAT-registered (a tax number each) in two different EU member states, and then no tax is added
 * and the invoice says the customer accounts for the VAT. A withholding rate is taken off the
 * subtotal instead (a negative row), reverse charge or not: it is income tax, not VAT. A rate
 * matches by the partner's kind (all publishers, all advertisers) or its country (an advertiser's
 * billing country once saved, else the profile's).
 */

/** The EU member states by ISO 3166 code, for the reverse charge. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

// Constant codes, never input: safe to inline.
const EU_LIST: SQL = sql.raw(EU_COUNTRIES.map((code) => `'${code}'`).join(', '));

/**
 * Re-derives the drafts' taxes and reverse-charge flags from their subtotals (already summed) and
 * the rates and parties as they stand. Runs in the caller's transaction, under the drafts' locks.
 */
export async function taxDrafts(tx: Database, draftIds: readonly string[]): Promise<void> {
  const ids = tokenArray(draftIds, 'uuid');
  await tx.execute(sql`delete from invoice_taxes where invoice_id = any(${ids})`);
  await tx.execute(sql`
    with parties as (
      select i.id, i.tenant_id, i.partner_kind, i.subtotal, i.currency,
        coalesce(billing.country, p.country) as country,
        nullif(trim(p.tax_id), '') as partner_tax,
        company.country as network_country,
        nullif(trim(company.tax_number), '') as network_tax
      from invoices i
      join partners p on p.id = i.partner_id
      left join advertiser_billing billing
        on billing.partner_id = i.partner_id and i.partner_kind = 'advertiser'
      left join tenant_company company on company.tenant_id = i.tenant_id
      where i.id = any(${ids})
    ), charge as (
      update invoices set reverse_charge = coalesce(
        parties.network_country in (${EU_LIST}) and parties.country in (${EU_LIST})
          and parties.network_country <> parties.country
          and parties.partner_tax is not null and parties.network_tax is not null,
        false)
      from parties where invoices.id = parties.id
      returning invoices.id, invoices.reverse_charge
    )
    insert into invoice_taxes (tenant_id, invoice_id, tax_rate_id, name, percent, kind, amount, currency)
    select parties.tenant_id, parties.id, rate.id, rate.name, rate.percent, rate.kind,
      (case when rate.kind = 'withholding' then -1 else 1 end) * round(parties.subtotal * rate.percent / 100, 2),
      parties.currency
    from parties
    join charge on charge.id = parties.id
    join tax_rates rate on rate.tenant_id = parties.tenant_id
    where (rate.applies_to = parties.partner_kind || 's'
        or (rate.applies_to = 'countries' and parties.country = any(rate.countries)))
      and (rate.kind = 'withholding' or not charge.reverse_charge)
    order by parties.id, rate.created_at, rate.id`);
}
