import { shiftDay, utcToZonedTime } from '@affnet/contracts';
import { and, asc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, invoices, offers, partners } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import type { LedgerSide } from './ledger-side';
import { networkHoldDays } from './network-hold';

/*
 * What a run bills (docs/money.md "Drafts"): the conditions a conversion meets to be billed or
 * taken back on one side of the ledger, and the partners and currencies a run makes or re-syncs a
 * draft for, each with the first day its draft's period must cover.
 */

/** A run of one side: its network, the period's end (a day, and the instant in UTC), and now. */
export type Window = {
  tenantId: string;
  side: LedgerSide;
  /** The period's exclusive end, a `YYYY-MM-DD` day in the network's time zone. */
  periodEnd: string;
  end: Date;
  /** Conversions payable (approved_at + hold days) by this instant are billed. */
  now: Date;
  /** Set, the run bills this partner alone (a payout request). */
  partnerId?: string;
};

export type Group = { partnerId: string; currency: string };
/** A partner and currency to bill, and the first day its draft's period covers. */
export type DraftGroup = Group & { firstDay: string };

const byPartnerAndCurrency = (a: Group, b: Group) =>
  a.partnerId.localeCompare(b.partnerId) || a.currency.localeCompare(b.currency);

/**
 * The partners and currencies the run bills (approved conversions payable now), has an open
 * draft for (re-synced by every run), or takes conversions back from; sorted by partner and
 * currency, the order every run locks drafts in, so parallel runs never deadlock on them.
 */
export async function draftGroupsOf(db: Database, window: Window, timezone: string): Promise<DraftGroup[]> {
  const groups = await db
    .select({
      partnerId: window.side.partner,
      currency: conversions.currency,
      firstApproved: sql`min(${conversions.approvedAt})`.mapWith(conversions.approvedAt),
    })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .innerJoin(partners, eq(partners.id, conversions.publisherId))
    .where(billable(window))
    .groupBy(window.side.partner, conversions.currency)
    .orderBy(asc(window.side.partner), asc(conversions.currency));
  const lastDay = shiftDay(window.periodEnd, -1);
  const toBill = new Map<string, DraftGroup>();
  const others = [...(await openDraftGroups(db, window)), ...(await reversalGroups(db, window))];
  for (const group of [...others, ...groups]) {
    const firstDay = group.firstApproved
      ? utcToZonedTime(group.firstApproved, timezone).slice(0, 10)
      : lastDay;
    const key = `${group.partnerId}:${group.currency}`;
    const earlier = toBill.get(key)?.firstDay;
    toBill.set(key, {
      partnerId: group.partnerId,
      currency: group.currency,
      firstDay: earlier && earlier < firstDay ? earlier : firstDay,
    });
  }
  return [...toBill.values()].sort(byPartnerAndCurrency);
}

/** Partners and currencies with an open draft: every run re-syncs it with current statuses. */
async function openDraftGroups(db: Database, { side, tenantId, partnerId }: Window) {
  const rows = await db
    .select({ partnerId: invoices.partnerId, currency: invoices.currency })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.partnerKind, side.kind),
        eq(invoices.status, 'draft'),
        partnerId ? eq(invoices.partnerId, partnerId) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/** Partners and currencies with conversions to take back (see `reversible`). */
async function reversalGroups(db: Database, { side, tenantId, partnerId }: Window) {
  const onePartner = partnerId ? sql`and ${side.partner} = ${partnerId}` : sql``;
  const rows = rowsOf<Group>(
    await db.execute(sql`
      select ${side.partner} as "partnerId", ${conversions.currency} as currency
      from ${conversions}
      join ${invoices} on ${invoices.id} = ${side.invoice}
      where ${reversible(side, tenantId)} ${onePartner}
      group by 1, 2`),
  );
  return rows.map((row) => ({ ...row, firstApproved: null }));
}

/**
 * Billed on an issued (partly paid, paid) invoice, no longer approved, not reversed yet. Reads
 * `invoices` joined on the conversion's invoice.
 */
export function reversible(side: LedgerSide, tenantId: string): SQL {
  return sql`${conversions.tenantId} = ${tenantId}
    and ${conversions.status} <> 'approved'
    and ${side.reversal} is null
    and ${invoices.status} in ('issued', 'partly_paid', 'paid')`;
}

/**
 * Approved, non-test conversions of the tenant not billed on this side, approved before the
 * period's end and, for publishers, payable by now (hold days: the offer's, else the publisher's,
 * else the network's). Reads `offers` and `partners` (the publisher) joined as in the query that uses it.
 */
export function billable(window: Window): SQL | undefined {
  return and(
    eq(conversions.tenantId, window.tenantId),
    eq(conversions.status, 'approved'),
    sql`not ${conversions.isTest}`,
    isNull(window.side.invoice),
    window.partnerId ? eq(window.side.partner, window.partnerId) : undefined,
    lt(conversions.approvedAt, window.end),
    window.side.held
      ? sql`${conversions.approvedAt} + make_interval(days => coalesce(${offers.holdDays}, ${partners.holdDays}, ${networkHoldDays(window.tenantId)}, 0)::int) <= ${window.now.toISOString()}::timestamptz`
      : undefined,
  );
}
