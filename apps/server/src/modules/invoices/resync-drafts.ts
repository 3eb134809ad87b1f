import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { tokenArray } from '../../db/token-array';
import { taxDrafts } from './invoice-tax';
import { columnName, type LedgerSide } from './ledger-side';

/*
 * Drafts follow current statuses (docs/money.md "Drafts", "Reversals"): what left approved since
 * leaves them, reversals approved again leave them, and their lines are rebuilt from what is
 * stamped: one `conversions` line per offer and event, one negative `reversals` line likewise
 * (adjustments stay). Then their taxes and totals (retotalDrafts). Set-based: a few statements for
 * any number of drafts. Used by every run, and by voiding, which takes reversals off a draft.
 */

/** The drafts' ids as one parameter. */
const idsOf = (ids: readonly string[]): SQL => tokenArray(ids, 'uuid');

type Resync = { tenantId: string; draftIds: readonly string[]; now: Date };

export async function resyncDrafts(
  tx: Database,
  side: LedgerSide,
  resync: Resync,
): Promise<Map<string, string>> {
  const ids = idsOf(resync.draftIds);
  const [invoice, reversal] = [columnName(side.invoice), columnName(side.reversal)];
  // Unstamped in id order, as a status change locks conversions, so the two never deadlock.
  await tx.execute(sql`
    with locked as (
      select id from ${conversions}
      where (${side.invoice} = any(${ids}) and ${conversions.status} <> 'approved')
         or (${side.reversal} = any(${ids}) and ${conversions.status} = 'approved')
      order by id
      for update
    )
    update ${conversions} set
      ${invoice} = case when ${conversions.status} <> 'approved' and ${invoice} = any(${ids}) then null else ${invoice} end,
      ${reversal} = case when ${conversions.status} = 'approved' and ${reversal} = any(${ids}) then null else ${reversal} end
    from locked where ${conversions.id} = locked.id`);
  await tx.execute(sql`
    delete from invoice_lines where invoice_id = any(${ids}) and kind in ('conversions', 'reversals')`);
  for (const [kind, column, sign] of [
    ['conversions', side.invoice, sql``],
    ['reversals', side.reversal, sql`-`],
  ] as const) {
    await tx.execute(sql`
      insert into invoice_lines (tenant_id, invoice_id, kind, offer_id, event_key, quantity, amount, currency)
      select ${resync.tenantId}, ${column}, ${kind}, ${conversions.offerId}, ${conversions.eventKey},
        count(*)::int, ${sign}sum(${side.amount}), ${conversions.currency}
      from ${conversions}
      where ${column} = any(${ids})
      group by ${column}, ${conversions.offerId}, ${conversions.eventKey}, ${conversions.currency}
      order by ${column}, ${conversions.offerId}, ${conversions.eventKey}`);
  }
  return retotalDrafts(tx, resync.draftIds, resync.now);
}

/** One draft re-synced (voiding releases reversals from one); answers its total. */
export async function resyncDraft(
  tx: Database,
  side: LedgerSide,
  draft: { tenantId: string; draftId: string; now: Date },
): Promise<string> {
  const totals = await resyncDrafts(tx, side, { ...draft, draftIds: [draft.draftId] });
  return totals.get(draft.draftId) ?? '0.00';
}

/**
 * The drafts' subtotals from their lines (conversions, reversals and adjustments), their taxes on
 * that (invoice-tax.ts), and their totals; answers each draft's total.
 */
export async function retotalDrafts(
  tx: Database,
  draftIds: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const ids = idsOf(draftIds);
  await tx.execute(sql`
    update invoices set subtotal = coalesce(lines.sum, 0)
    from (select unnest(${ids}) as id) as drafts
    left join (
      select invoice_id, sum(amount) as sum from invoice_lines where invoice_id = any(${ids}) group by invoice_id
    ) as lines on lines.invoice_id = drafts.id
    where invoices.id = drafts.id`);
  await taxDrafts(tx, draftIds);
  const rows = rowsOf<{ id: string; total: string }>(
    await tx.execute(sql`
      update invoices set
        total = subtotal + coalesce(taxes.sum, 0), updated_at = ${now.toISOString()}::timestamptz
      from (select unnest(${ids}) as id) as drafts
      left join (
        select invoice_id, sum(amount) as sum from invoice_taxes where invoice_id = any(${ids}) group by invoice_id
      ) as taxes on taxes.invoice_id = drafts.id
      where invoices.id = drafts.id
      returning invoices.id, invoices.total::text as total`),
  );
  return new Map(rows.map((row) => [row.id, row.total]));
}

/** One draft's totals (an adjustment added or taken off, issuing); answers its total. */
export async function retotalDraft(tx: Database, draftId: string, now: Date): Promise<string> {
  return (await retotalDrafts(tx, [draftId], now)).get(draftId) ?? '0.00';
}
