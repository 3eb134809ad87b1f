import { type InvoiceKind, zonedTimeToUtc } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, invoices, offers, partners, tenants } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { unnestTokens } from '../../db/token-array';
import { AppError, fieldError } from '../../lib/app-error';
import { billable, type DraftGroup, draftGroupsOf, reversible, type Window } from './draft-groups';
import { columnName, type LedgerSide, sideOf } from './ledger-side';
import { resyncDrafts } from './resync-drafts';

/*
 * Draft generation (docs/money.md "Drafts"), for either side of the ledger (ledger-side.ts):
 * every approved, non-test conversion not yet billed on this side, approved before the period's
 * end (and, for publishers, payable by now) goes onto its partner's open draft for its currency,
 * once. The whole run is one transaction of a few set-based statements, whatever the number of
 * partners (docs/performance.md "Billing"):
 *
 * 1. every draft is upserted on the one-draft-per-partner-currency-kind index, in partner and
 *    currency order, which also locks them: a parallel run waits on the first draft both touch
 *    until this one commits, and as both lock in the same order they never deadlock;
 * 2. the conversions are locked in id order (as a status change locks them) and stamped with their
 *    draft's id by one statement whose WHERE requires the side's stamp to be null: a row another
 *    run stamped (committed) is re-checked by PostgreSQL and skipped, so no conversion is ever
 *    stamped twice, whatever runs in parallel;
 * 3. in the same statement, conversions billed on an issued invoice that are no longer approved
 *    are stamped as reversed on the draft (a negative line: docs/money.md "Reversals");
 * 4. the drafts follow current statuses and their lines, taxes and totals are rebuilt
 *    (resync-drafts.ts).
 */

export type DraftRun = {
  kind: InvoiceKind;
  tenantId: string;
  /** The period's exclusive end, a `YYYY-MM-DD` day in the network's time zone. */
  periodEnd: string;
  /** Conversions payable (approved_at + hold days) by this instant are billed. */
  now: Date;
  /** One partner's run (a payout request): only its conversions and drafts. */
  partnerId?: string;
};

/** A draft the run added to: its id, partner, currency, how many conversions this run billed and its total. */
export type Draft = {
  invoiceId: string;
  partnerId: string;
  currency: string;
  billed: number;
  /** Conversions this run took back (billed on an issued invoice, no longer approved). */
  reversed: number;
  total: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function generateDrafts(db: Database, run: DraftRun): Promise<Draft[]> {
  if (!DAY.test(run.periodEnd) || Number.isNaN(Date.parse(`${run.periodEnd}T00:00:00Z`))) {
    throw fieldError('periodEnd', 'Give the period end as a day, YYYY-MM-DD');
  }
  const [tenant] = await db
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, run.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  const side = sideOf(run.kind);
  const window: Window = {
    tenantId: run.tenantId,
    side,
    periodEnd: run.periodEnd,
    end: zonedTimeToUtc(`${run.periodEnd}T00:00`, tenant.timezone),
    now: run.now,
    partnerId: run.partnerId,
  };
  // Its own transaction, before the run's: it locks conversions, and the run must not hold any
  // while it waits on a draft a parallel run holds.
  await reinstateApprovedAgain(db, side, run.tenantId, run.partnerId);
  const groups = await draftGroupsOf(db, window, tenant.timezone);
  if (groups.length === 0) return [];
  return db.transaction(async (tx) => {
    const drafts = await upsertDrafts(tx, window, groups);
    const stamped = await stampConversions(tx, window, drafts);
    const totals = await resyncDrafts(tx, side, {
      tenantId: run.tenantId,
      draftIds: drafts.map((draft) => draft.invoiceId),
      now: run.now,
    });
    return drafts.map((draft) => ({
      ...draft,
      billed: stamped.get(draft.invoiceId)?.billed ?? 0,
      reversed: stamped.get(draft.invoiceId)?.reversed ?? 0,
      total: totals.get(draft.invoiceId) ?? '0.00',
    }));
  });
}

/**
 * A conversion taken back on an issued invoice and approved again since is owed again: both its
 * stamps are cleared (the issued invoices keep their frozen lines: billed, then reversed), so this
 * run bills it afresh. Locked in id order, as everywhere.
 */
async function reinstateApprovedAgain(db: Database, side: LedgerSide, tenantId: string, partnerId?: string) {
  // A one-partner run (a payout request) touches that partner's conversions alone.
  const onePartner = partnerId ? sql`and ${side.partner} = ${partnerId}` : sql``;
  await db.execute(sql`
    with locked as (
      select ${conversions.id} as id from ${conversions}
      join ${invoices} on ${invoices.id} = ${side.reversal}
      where ${conversions.tenantId} = ${tenantId} ${onePartner}
        and ${conversions.status} = 'approved'
        and ${invoices.status} <> 'draft'
      order by ${conversions.id}
      for update of ${conversions}
    )
    update ${conversions} set ${columnName(side.invoice)} = null, ${columnName(side.reversal)} = null
    from locked
    where ${conversions.id} = locked.id and ${conversions.status} = 'approved'`);
}

type DraftRow = { invoiceId: string; partnerId: string; currency: string };

/**
 * Makes or re-uses each group's open draft (widening its period to the earliest conversion and
 * the run's end) in one statement, in the groups' order, and answers each draft's id.
 */
async function upsertDrafts(tx: Database, window: Window, groups: DraftGroup[]): Promise<DraftRow[]> {
  const now = window.now.toISOString();
  return rowsOf<DraftRow>(
    await tx.execute(sql`
      insert into invoices (tenant_id, partner_id, partner_kind, currency, status, period_start, period_end, created_at, updated_at)
      select ${window.tenantId}, g.partner_id, ${window.side.kind}, g.currency, 'draft', g.first_day,
        ${window.periodEnd}::date, ${now}::timestamptz, ${now}::timestamptz
      from ${unnestTokens(
        [groups.map((g) => g.partnerId), 'uuid'],
        [groups.map((g) => g.currency), 'text'],
        [groups.map((g) => g.firstDay), 'date'],
      )} with ordinality as g(partner_id, currency, first_day, position)
      order by g.position
      on conflict (tenant_id, partner_id, partner_kind, currency) where status = 'draft' do update set
        period_start = least(invoices.period_start, excluded.period_start),
        period_end = greatest(invoices.period_end, excluded.period_end),
        updated_at = excluded.updated_at
      returning id as "invoiceId", partner_id as "partnerId", currency`),
  );
}

/**
 * Stamps every billable conversion of the drafts' partners and currencies with its draft, and
 * every reversible one as taken back on it: both sets locked in one statement in id order, as a
 * status change locks them, so the two never deadlock; each stamp set only while still unset (a
 * row another run stamped meanwhile is re-read and skipped). Answers per draft how many it billed
 * and took back.
 */
async function stampConversions(tx: Database, window: Window, drafts: DraftRow[]) {
  const { side } = window;
  const rows = rowsOf<{ invoiceId: string; billed: number; reversed: number }>(
    await tx.execute(sql`
      with drafts as (
        select * from ${unnestTokens(
          [drafts.map((d) => d.partnerId), 'uuid'],
          [drafts.map((d) => d.currency), 'text'],
          [drafts.map((d) => d.invoiceId), 'uuid'],
        )} as d(partner_id, currency, invoice_id)
      ), locked as (
        select ${conversions.id} as id, drafts.invoice_id from ${conversions}
        join drafts on drafts.partner_id = ${side.partner} and drafts.currency = ${conversions.currency}
        where ${conversions.id} in (
          select ${conversions.id} from ${conversions}
          join ${offers} on ${offers.id} = ${conversions.offerId}
          join ${partners} on ${partners.id} = ${conversions.publisherId}
          where ${billable(window)}
          union all
          select ${conversions.id} from ${conversions}
          join ${invoices} on ${invoices.id} = ${side.invoice}
          where ${reversible(side, window.tenantId)}
        )
        order by ${conversions.id}
        for update of ${conversions}
      ), billed as (
        update ${conversions} set ${columnName(side.invoice)} = locked.invoice_id
        from locked
        where ${conversions.id} = locked.id and ${side.invoice} is null
        returning locked.invoice_id
      ), reversed as (
        update ${conversions} set ${columnName(side.reversal)} = locked.invoice_id
        from locked
        where ${conversions.id} = locked.id
          and ${side.invoice} is not null
          and ${conversions.status} <> 'approved'
          and ${side.reversal} is null
        returning locked.invoice_id
      )
      select invoice_id as "invoiceId", count(*) filter (where billed)::int as billed,
        count(*) filter (where not billed)::int as reversed
      from (
        select invoice_id, true as billed from billed
        union all
        select invoice_id, false from reversed
      ) as stamps
      group by invoice_id`),
  );
  return new Map(rows.map((row) => [row.invoiceId, row]));
}
