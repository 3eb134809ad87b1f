import { utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';
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
 * 3. conversions on the draft that are no longer approved leave it (a draft follows current
 *    statuses), and its lines and totals are rebuilt from what is stamped on it.
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
  const drafts: PublisherDraft[] = [];
  for (const group of groups) {
    const firstDay = utcToZonedTime(group.firstApproved ?? window.end, tenant.timezone).slice(0, 10);
    drafts.push(await billOnDraft(db, window, { ...group, firstDay }));
  }
  return drafts;
}

type Window = PublisherDraftRun & { end: Date };

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
  group: { publisherId: string; currency: string; firstDay: string },
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
    // Locked in id order, as a status change locks them, so the two never deadlock; stamped only
    // while still unbilled (a row another run stamped meanwhile is re-read and skipped).
    const [stamped] = rowsOf<{ billed: number }>(
      await tx.execute(sql`
        with locked as (
          select ${conversions.id} as id from ${conversions}
          join ${offers} on ${offers.id} = ${conversions.offerId}
          join ${partners} on ${partners.id} = ${conversions.publisherId}
          where ${conversions.publisherId} = ${group.publisherId}
            and ${conversions.currency} = ${group.currency}
            and ${billable(window)}
          order by ${conversions.id}
          for update of ${conversions}
        ), stamped as (
          update ${conversions} set publisher_invoice_id = ${draft.id}
          from locked
          where ${conversions.id} = locked.id and ${conversions.publisherInvoiceId} is null
          returning 1
        )
        select count(*)::int as billed from stamped`),
    );
    // A draft follows current statuses: what was rejected (or set pending) since leaves it.
    await tx.execute(sql`
      update ${conversions} set publisher_invoice_id = null
      where ${conversions.publisherInvoiceId} = ${draft.id} and ${conversions.status} <> 'approved'`);
    await tx.execute(sql`
      delete from invoice_lines where invoice_id = ${draft.id} and kind = 'conversions'`);
    await tx.execute(sql`
      insert into invoice_lines (tenant_id, invoice_id, kind, offer_id, event_key, quantity, amount, currency)
      select ${window.tenantId}, ${draft.id}, 'conversions', ${conversions.offerId}, ${conversions.eventKey},
        count(*)::int, sum(${conversions.payout}), ${group.currency}
      from ${conversions}
      where ${conversions.publisherInvoiceId} = ${draft.id}
      group by ${conversions.offerId}, ${conversions.eventKey}
      order by ${conversions.offerId}, ${conversions.eventKey}`);
    const [totals] = rowsOf<{ total: string }>(
      await tx.execute(sql`
        update invoices set
          subtotal = lines.sum, total = lines.sum, updated_at = ${window.now.toISOString()}::timestamptz
        from (select coalesce(sum(amount), 0) as sum from invoice_lines where invoice_id = ${draft.id}) as lines
        where invoices.id = ${draft.id}
        returning invoices.total::text as total`),
    );
    return {
      invoiceId: draft.id,
      publisherId: group.publisherId,
      currency: group.currency,
      billed: stamped?.billed ?? 0,
      total: totals?.total ?? '0.00',
    };
  });
}
