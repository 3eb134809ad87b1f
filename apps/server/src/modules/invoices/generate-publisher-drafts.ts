import { shiftDay, utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';
import { and, asc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, invoices, offers, partners, tenants } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { AppError, fieldError } from '../../lib/app-error';

/*
 * Publisher draft generation (docs/money.md "Drafts"): every approved, non-test, unbilled
 * conversion approved before the period's end and payable by now goes onto its publisher's open
 * draft for its currency, once. Per publisher and currency, one transaction:
 *
 * 1. the draft is upserted on the one-draft-per-partner-currency-kind index, which also locks it:
 *    a parallel run for the same publisher and currency waits here until this one commits;
 * 2. the conversions are locked in id order (as a status change locks them) and stamped with the
 *    draft's id by one statement whose WHERE requires `publisher_invoice_id is null`: a row
 *    another run stamped (committed) is re-checked by PostgreSQL and skipped, so no conversion is
 *    ever stamped twice, whatever runs in parallel;
 * 3. in the same statement, conversions billed on an issued invoice that are no longer approved
 *    are stamped as reversed on the draft (a negative line: docs/money.md "Reversals");
 * 4. conversions on the draft that are no longer approved leave it, reversals approved again leave
 *    it (a draft follows current statuses), and its lines and totals are rebuilt.
 */

export type PublisherDraftRun = {
  tenantId: string;
  /** The period's exclusive end, a `YYYY-MM-DD` day in the network's time zone. */
  periodEnd: string;
  /** Conversions payable (approved_at + hold days) by this instant are billed. */
  now: Date;
};

/** A draft the run added to: its id, publisher, currency, how many conversions this run billed and its total. */
export type PublisherDraft = {
  invoiceId: string;
  publisherId: string;
  currency: string;
  billed: number;
  /** Conversions this run took back (billed on an issued invoice, no longer approved). */
  reversed: number;
  total: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function generatePublisherDrafts(
  db: Database,
  run: PublisherDraftRun,
): Promise<PublisherDraft[]> {
  if (!DAY.test(run.periodEnd) || Number.isNaN(Date.parse(`${run.periodEnd}T00:00:00Z`))) {
    throw fieldError('periodEnd', 'Give the period end as a day, YYYY-MM-DD');
  }
  const [tenant] = await db
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, run.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  const window = { ...run, end: zonedTimeToUtc(`${run.periodEnd}T00:00`, tenant.timezone) };
  await reinstateApprovedAgain(db, run.tenantId);
  const groups = await db
    .select({
      publisherId: conversions.publisherId,
      currency: conversions.currency,
      firstApproved: sql`min(${conversions.approvedAt})`.mapWith(conversions.approvedAt),
    })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .innerJoin(partners, eq(partners.id, conversions.publisherId))
    .where(billable(window))
    .groupBy(conversions.publisherId, conversions.currency)
    .orderBy(asc(conversions.publisherId), asc(conversions.currency));
  const lastDay = shiftDay(run.periodEnd, -1);
  const toBill = new Map<string, { publisherId: string; currency: string; firstDay: string }>();
  const others = [...(await openDraftGroups(db, run.tenantId)), ...(await reversalGroups(db, run.tenantId))];
  for (const group of [...others, ...groups]) {
    const firstDay = group.firstApproved
      ? utcToZonedTime(group.firstApproved, tenant.timezone).slice(0, 10)
      : lastDay;
    const key = `${group.publisherId}:${group.currency}`;
    const earlier = toBill.get(key)?.firstDay;
    toBill.set(key, { ...group, firstDay: earlier && earlier < firstDay ? earlier : firstDay });
  }
  const drafts: PublisherDraft[] = [];
  for (const group of [...toBill.values()].sort(byPublisherAndCurrency)) {
    drafts.push(await billOnDraft(db, window, group));
  }
  return drafts;
}

type Window = PublisherDraftRun & { end: Date };
type Group = { publisherId: string; currency: string };

const byPublisherAndCurrency = (a: Group, b: Group) =>
  a.publisherId.localeCompare(b.publisherId) || a.currency.localeCompare(b.currency);

/**
 * A conversion taken back on an issued invoice and approved again since is owed again: both its
 * stamps are cleared (the issued invoices keep their frozen lines: billed, then reversed), so this
 * run bills it afresh. Locked in id order, as everywhere.
 */
async function reinstateApprovedAgain(db: Database, tenantId: string) {
  await db.execute(sql`
    with locked as (
      select ${conversions.id} as id from ${conversions}
      join ${invoices} on ${invoices.id} = ${conversions.publisherReversalInvoiceId}
      where ${conversions.tenantId} = ${tenantId}
        and ${conversions.status} = 'approved'
        and ${invoices.status} <> 'draft'
      order by ${conversions.id}
      for update of ${conversions}
    )
    update ${conversions} set publisher_invoice_id = null, publisher_reversal_invoice_id = null
    from locked
    where ${conversions.id} = locked.id and ${conversions.status} = 'approved'`);
}

/** Publishers and currencies with an open draft: every run re-syncs it with current statuses. */
async function openDraftGroups(db: Database, tenantId: string) {
  const rows = await db
    .select({ publisherId: invoices.partnerId, currency: invoices.currency })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.partnerKind, 'publisher'),
        eq(invoices.status, 'draft'),
      ),
    );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/** Publishers and currencies with conversions to take back (see `reversible`). */
async function reversalGroups(db: Database, tenantId: string) {
  const rows = rowsOf<Group>(
    await db.execute(sql`
      select ${conversions.publisherId} as "publisherId", ${conversions.currency} as currency
      from ${conversions}
      join ${invoices} on ${invoices.id} = ${conversions.publisherInvoiceId}
      where ${reversible(tenantId)}
      group by 1, 2`),
  );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/**
 * Billed on an issued (partly paid, paid) invoice, no longer approved, not reversed yet. Reads
 * `invoices` joined on the conversion's invoice.
 */
function reversible(tenantId: string): SQL {
  return sql`${conversions.tenantId} = ${tenantId}
    and ${conversions.status} <> 'approved'
    and ${conversions.publisherReversalInvoiceId} is null
    and ${invoices.status} in ('issued', 'partly_paid', 'paid')`;
}

/**
 * Approved, non-test, unbilled conversions of the tenant approved before the period's end and
 * payable by now (hold days: the offer's, else the publisher's, else none). Reads `offers` and
 * `partners` joined as in the query that uses it.
 */
function billable(window: Window): SQL | undefined {
  return and(
    eq(conversions.tenantId, window.tenantId),
    eq(conversions.status, 'approved'),
    sql`not ${conversions.isTest}`,
    isNull(conversions.publisherInvoiceId),
    lt(conversions.approvedAt, window.end),
    sql`${conversions.approvedAt} + make_interval(days => coalesce(${offers.holdDays}, ${partners.holdDays}, 0)::int) <= ${window.now.toISOString()}::timestamptz`,
  );
}

async function billOnDraft(
  db: Database,
  window: Window,
  group: Group & { firstDay: string },
): Promise<PublisherDraft> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(invoices)
      .values({
        tenantId: window.tenantId,
        partnerId: group.publisherId,
        partnerKind: 'publisher',
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
            where ${conversions.publisherId} = ${group.publisherId}
              and ${conversions.currency} = ${group.currency}
              and ${billable(window)}
            union all
            select ${conversions.id} from ${conversions}
            join ${invoices} on ${invoices.id} = ${conversions.publisherInvoiceId}
            where ${conversions.publisherId} = ${group.publisherId}
              and ${conversions.currency} = ${group.currency}
              and ${reversible(window.tenantId)}
          )
          order by ${conversions.id}
          for update
        ), billed as (
          update ${conversions} set publisher_invoice_id = ${draft.id}
          from locked
          where ${conversions.id} = locked.id and ${conversions.publisherInvoiceId} is null
          returning 1
        ), reversed as (
          update ${conversions} set publisher_reversal_invoice_id = ${draft.id}
          from locked
          where ${conversions.id} = locked.id
            and ${conversions.publisherInvoiceId} is not null
            and ${conversions.status} <> 'approved'
            and ${conversions.publisherReversalInvoiceId} is null
          returning 1
        )
        select (select count(*) from billed)::int as billed, (select count(*) from reversed)::int as reversed`),
    );
    const total = await resyncDraft(tx, {
      tenantId: window.tenantId,
      draftId: draft.id,
      currency: group.currency,
      now: window.now,
    });
    return {
      invoiceId: draft.id,
      publisherId: group.publisherId,
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
  draft: { tenantId: string; draftId: string; currency: string; now: Date },
): Promise<string> {
  const { tenantId, draftId, currency } = draft;
  await tx.execute(sql`
    update ${conversions} set publisher_invoice_id = null
    where ${conversions.publisherInvoiceId} = ${draftId} and ${conversions.status} <> 'approved'`);
  await tx.execute(sql`
    update ${conversions} set publisher_reversal_invoice_id = null
    where ${conversions.publisherReversalInvoiceId} = ${draftId} and ${conversions.status} = 'approved'`);
  await tx.execute(sql`
    delete from invoice_lines where invoice_id = ${draftId} and kind in ('conversions', 'reversals')`);
  for (const [kind, column, sign] of [
    ['conversions', conversions.publisherInvoiceId, sql``],
    ['reversals', conversions.publisherReversalInvoiceId, sql`-`],
  ] as const) {
    await tx.execute(sql`
      insert into invoice_lines (tenant_id, invoice_id, kind, offer_id, event_key, quantity, amount, currency)
      select ${tenantId}, ${draftId}, ${kind}, ${conversions.offerId}, ${conversions.eventKey},
        count(*)::int, ${sign}sum(${conversions.payout}), ${currency}
      from ${conversions}
      where ${column} = ${draftId}
      group by ${conversions.offerId}, ${conversions.eventKey}
      order by ${conversions.offerId}, ${conversions.eventKey}`);
  }
  const [totals] = rowsOf<{ total: string }>(
    await tx.execute(sql`
      update invoices set
        subtotal = lines.sum, total = lines.sum, updated_at = ${draft.now.toISOString()}::timestamptz
      from (select coalesce(sum(amount), 0) as sum from invoice_lines where invoice_id = ${draftId}) as lines
      where invoices.id = ${draftId}
      returning invoices.total::text as total`),
  );
  return totals?.total ?? '0.00';
}
