import { type InvoiceKind, shiftDay, utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';
import { and, asc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, invoices, offers, partners, tenants } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { AppError, fieldError } from '../../lib/app-error';
import { taxDraft } from './invoice-tax';
import { columnName, type LedgerSide, sideOf } from './ledger-side';

/*
 * Draft generation (docs/money.md "Drafts"), for either side of the ledger (ledger-side.ts):
 * every approved, non-test conversion not yet billed on this side, approved before the period's
 * end (and, for publishers, payable by now) goes onto its partner's open draft for its currency,
 * once. Per partner and currency, one transaction:
 *
 * 1. the draft is upserted on the one-draft-per-partner-currency-kind index, which also locks it:
 *    a parallel run for the same partner and currency waits here until this one commits;
 * 2. the conversions are locked in id order (as a status change locks them) and stamped with the
 *    draft's id by one statement whose WHERE requires the side's stamp to be null: a row
 *    another run stamped (committed) is re-checked by PostgreSQL and skipped, so no conversion is
 *    ever stamped twice, whatever runs in parallel;
 * 3. in the same statement, conversions billed on an issued invoice that are no longer approved
 *    are stamped as reversed on the draft (a negative line: docs/money.md "Reversals");
 * 4. conversions on the draft that are no longer approved leave it, reversals approved again leave
 *    it (a draft follows current statuses), and its lines and totals are rebuilt.
 */

export type DraftRun = {
  kind: InvoiceKind;
  tenantId: string;
  /** The period's exclusive end, a `YYYY-MM-DD` day in the network's time zone. */
  periodEnd: string;
  /** Conversions payable (approved_at + hold days) by this instant are billed. */
  now: Date;
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
  const window = { ...run, side, end: zonedTimeToUtc(`${run.periodEnd}T00:00`, tenant.timezone) };
  await reinstateApprovedAgain(db, side, run.tenantId);
  const groups = await db
    .select({
      partnerId: side.partner,
      currency: conversions.currency,
      firstApproved: sql`min(${conversions.approvedAt})`.mapWith(conversions.approvedAt),
    })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .innerJoin(partners, eq(partners.id, conversions.publisherId))
    .where(billable(window))
    .groupBy(side.partner, conversions.currency)
    .orderBy(asc(side.partner), asc(conversions.currency));
  const lastDay = shiftDay(run.periodEnd, -1);
  const toBill = new Map<string, { partnerId: string; currency: string; firstDay: string }>();
  const others = [
    ...(await openDraftGroups(db, side, run.tenantId)),
    ...(await reversalGroups(db, side, run.tenantId)),
  ];
  for (const group of [...others, ...groups]) {
    const firstDay = group.firstApproved
      ? utcToZonedTime(group.firstApproved, tenant.timezone).slice(0, 10)
      : lastDay;
    const key = `${group.partnerId}:${group.currency}`;
    const earlier = toBill.get(key)?.firstDay;
    toBill.set(key, { ...group, firstDay: earlier && earlier < firstDay ? earlier : firstDay });
  }
  const drafts: Draft[] = [];
  for (const group of [...toBill.values()].sort(byPartnerAndCurrency)) {
    drafts.push(await billOnDraft(db, window, group));
  }
  return drafts;
}

type Window = DraftRun & { side: LedgerSide; end: Date };
type Group = { partnerId: string; currency: string };

const byPartnerAndCurrency = (a: Group, b: Group) =>
  a.partnerId.localeCompare(b.partnerId) || a.currency.localeCompare(b.currency);

/**
 * A conversion taken back on an issued invoice and approved again since is owed again: both its
 * stamps are cleared (the issued invoices keep their frozen lines: billed, then reversed), so this
 * run bills it afresh. Locked in id order, as everywhere.
 */
async function reinstateApprovedAgain(db: Database, side: LedgerSide, tenantId: string) {
  await db.execute(sql`
    with locked as (
      select ${conversions.id} as id from ${conversions}
      join ${invoices} on ${invoices.id} = ${side.reversal}
      where ${conversions.tenantId} = ${tenantId}
        and ${conversions.status} = 'approved'
        and ${invoices.status} <> 'draft'
      order by ${conversions.id}
      for update of ${conversions}
    )
    update ${conversions} set ${columnName(side.invoice)} = null, ${columnName(side.reversal)} = null
    from locked
    where ${conversions.id} = locked.id and ${conversions.status} = 'approved'`);
}

/** Partners and currencies with an open draft: every run re-syncs it with current statuses. */
async function openDraftGroups(db: Database, side: LedgerSide, tenantId: string) {
  const rows = await db
    .select({ partnerId: invoices.partnerId, currency: invoices.currency })
    .from(invoices)
    .where(
      and(eq(invoices.tenantId, tenantId), eq(invoices.partnerKind, side.kind), eq(invoices.status, 'draft')),
    );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/** Partners and currencies with conversions to take back (see `reversible`). */
async function reversalGroups(db: Database, side: LedgerSide, tenantId: string) {
  const rows = rowsOf<Group>(
    await db.execute(sql`
      select ${side.partner} as "partnerId", ${conversions.currency} as currency
      from ${conversions}
      join ${invoices} on ${invoices.id} = ${side.invoice}
      where ${reversible(side, tenantId)}
      group by 1, 2`),
  );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/**
 * Billed on an issued (partly paid, paid) invoice, no longer approved, not reversed yet. Reads
 * `invoices` joined on the conversion's invoice.
 */
function reversible(side: LedgerSide, tenantId: string): SQL {
  return sql`${conversions.tenantId} = ${tenantId}
    and ${conversions.status} <> 'approved'
    and ${side.reversal} is null
    and ${invoices.status} in ('issued', 'partly_paid', 'paid')`;
}

/**
 * Approved, non-test conversions of the tenant not billed on this side, approved before the
 * period's end and, for publishers, payable by now (hold days: the offer's, else the publisher's,
 * else none). Reads `offers` and `partners` (the publisher) joined as in the query that uses it.
 */
function billable(window: Window): SQL | undefined {
  return and(
    eq(conversions.tenantId, window.tenantId),
    eq(conversions.status, 'approved'),
    sql`not ${conversions.isTest}`,
    isNull(window.side.invoice),
    lt(conversions.approvedAt, window.end),
    window.side.held
      ? sql`${conversions.approvedAt} + make_interval(days => coalesce(${offers.holdDays}, ${partners.holdDays}, 0)::int) <= ${window.now.toISOString()}::timestamptz`
      : undefined,
  );
}

async function billOnDraft(
  db: Database,
  window: Window,
  group: Group & { firstDay: string },
): Promise<Draft> {
  const { side } = window;
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(invoices)
      .values({
        tenantId: window.tenantId,
        partnerId: group.partnerId,
        partnerKind: side.kind,
        currency: group.currency,
        status: 'draft',
        periodStart: group.firstDay,
        periodEnd: window.periodEnd,
        createdAt: window.now,
        updatedAt: window.now,
      })
      .onConflictDoUpdate({
        target: [invoices.tenantId, invoices.partnerId, invoices.partnerKind, invoices.currency],
        targetWhere: sql`${invoices.status} = 'draft'`,
        set: {
          periodStart: sql`least(${invoices.periodStart}, excluded.period_start)`,
          periodEnd: sql`greatest(${invoices.periodEnd}, excluded.period_end)`,
          updatedAt: window.now,
        },
      })
      .returning({ id: invoices.id });
    if (!draft) throw new Error('the draft upsert answered no row');
    // Both sets locked in one statement in id order, as a status change locks them, so the two
    // never deadlock; each stamp is set only while still unset (a row another run stamped
    // meanwhile is re-read and skipped). The two sets are disjoint: unbilled, and billed.
    const [stamped] = rowsOf<{ billed: number; reversed: number }>(
      await tx.execute(sql`
        with locked as (
          select ${conversions.id} as id from ${conversions}
          where ${conversions.id} in (
            select ${conversions.id} from ${conversions}
            join ${offers} on ${offers.id} = ${conversions.offerId}
            join ${partners} on ${partners.id} = ${conversions.publisherId}
            where ${side.partner} = ${group.partnerId}
              and ${conversions.currency} = ${group.currency}
              and ${billable(window)}
            union all
            select ${conversions.id} from ${conversions}
            join ${invoices} on ${invoices.id} = ${side.invoice}
            where ${side.partner} = ${group.partnerId}
              and ${conversions.currency} = ${group.currency}
              and ${reversible(side, window.tenantId)}
          )
          order by ${conversions.id}
          for update
        ), billed as (
          update ${conversions} set ${columnName(side.invoice)} = ${draft.id}
          from locked
          where ${conversions.id} = locked.id and ${side.invoice} is null
          returning 1
        ), reversed as (
          update ${conversions} set ${columnName(side.reversal)} = ${draft.id}
          from locked
          where ${conversions.id} = locked.id
            and ${side.invoice} is not null
            and ${conversions.status} <> 'approved'
            and ${side.reversal} is null
          returning 1
        )
        select (select count(*) from billed)::int as billed, (select count(*) from reversed)::int as reversed`),
    );
    const total = await resyncDraft(tx, side, {
      tenantId: window.tenantId,
      draftId: draft.id,
      currency: group.currency,
      now: window.now,
    });
    return {
      invoiceId: draft.id,
      partnerId: group.partnerId,
      currency: group.currency,
      billed: stamped?.billed ?? 0,
      reversed: stamped?.reversed ?? 0,
      total,
    };
  });
}

/**
 * A draft follows current statuses (docs/money.md "Drafts", "Reversals"): what left approved since
 * leaves it, a reversal approved again leaves it, and the lines are rebuilt from what is stamped:
 * one `conversions` line per offer and event, one negative `reversals` line likewise. Also used by
 * voiding, which takes reversals off a draft.
 */
export async function resyncDraft(
  tx: Database,
  side: LedgerSide,
  draft: { tenantId: string; draftId: string; currency: string; now: Date },
): Promise<string> {
  const { tenantId, draftId, currency } = draft;
  await tx.execute(sql`
    update ${conversions} set ${columnName(side.invoice)} = null
    where ${side.invoice} = ${draftId} and ${conversions.status} <> 'approved'`);
  await tx.execute(sql`
    update ${conversions} set ${columnName(side.reversal)} = null
    where ${side.reversal} = ${draftId} and ${conversions.status} = 'approved'`);
  await tx.execute(sql`
    delete from invoice_lines where invoice_id = ${draftId} and kind in ('conversions', 'reversals')`);
  for (const [kind, column, sign] of [
    ['conversions', side.invoice, sql``],
    ['reversals', side.reversal, sql`-`],
  ] as const) {
    await tx.execute(sql`
      insert into invoice_lines (tenant_id, invoice_id, kind, offer_id, event_key, quantity, amount, currency)
      select ${tenantId}, ${draftId}, ${kind}, ${conversions.offerId}, ${conversions.eventKey},
        count(*)::int, ${sign}sum(${side.amount}), ${currency}
      from ${conversions}
      where ${column} = ${draftId}
      group by ${conversions.offerId}, ${conversions.eventKey}
      order by ${conversions.offerId}, ${conversions.eventKey}`);
  }
  return retotalDraft(tx, draftId, draft.now);
}

/**
 * A draft's subtotal from its lines (conversions, reversals and adjustments), its taxes on that
 * (invoice-tax.ts), and its total; answers the total.
 */
export async function retotalDraft(tx: Database, draftId: string, now: Date): Promise<string> {
  await tx.execute(sql`
    update invoices set
      subtotal = (select coalesce(sum(amount), 0) from invoice_lines where invoice_id = ${draftId})
    where invoices.id = ${draftId}`);
  await taxDraft(tx, draftId);
  const [totals] = rowsOf<{ total: string }>(
    await tx.execute(sql`
      update invoices set
        total = subtotal + (select coalesce(sum(amount), 0) from invoice_taxes where invoice_id = ${draftId}),
        updated_at = ${now.toISOString()}::timestamptz
      where invoices.id = ${draftId}
      returning invoices.total::text as total`),
  );
  return totals?.total ?? '0.00';
}
