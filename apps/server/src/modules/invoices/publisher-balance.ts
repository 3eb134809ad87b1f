import type { PartnerBalance, PublisherBalanceRow } from '@affnet/contracts';
import { ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { rowsOf } from '../../db/statement-rows';
import { type PageQuery, pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';
import { inPartnerScope, type PartnerScope } from '../partner-scope/index';
import { tenantTodayOf } from './invoice-reads';
import { networkHoldDays } from './network-hold';

/*
 * Publishers' balances per currency (docs/money.md "Balances"), read from the ledger as it stands:
 * their unbilled approved conversions split by their hold (payable at approval + hold days), and
 * their invoices by state. One statement, for one publisher (its page, its own invoice list) or
 * every publisher in a scope (the billing screen's Balances tab, a page at a time).
 */

type Which = {
  tenantId: string;
  now: Date;
  /** The network's day now: overdue is a due day before it. */
  today: string;
  publisherId?: string;
  currency?: string;
};

const onePublisher = (column: SQL, publisherId?: string) =>
  publisherId ? sql`and ${column} = ${publisherId}` : sql``;
const oneCurrency = (column: SQL, currency?: string) => (currency ? sql`and ${column} = ${currency}` : sql``);

/** Each publisher's and currency's sums, as the columns of `PartnerBalance` with `publisher_id`. */
function balancesOf({ tenantId, now, today, publisherId, currency }: Which): SQL {
  const payable = sql`c.approved_at + make_interval(days => coalesce(o.hold_days, p.hold_days, ${networkHoldDays(tenantId)}, 0)::int) <= ${now.toISOString()}::timestamptz`;
  const open = sql`status in ('issued', 'partly_paid')`;
  return sql`
    with unbilled as (
      select c.publisher_id, c.currency,
        coalesce(sum(c.payout) filter (where not (${payable})), 0) as on_hold,
        coalesce(sum(c.payout) filter (where ${payable}), 0) as not_invoiced
      from conversions c
      join offers o on o.id = c.offer_id
      join partners p on p.id = c.publisher_id
      where c.tenant_id = ${tenantId} ${onePublisher(sql`c.publisher_id`, publisherId)}
        ${oneCurrency(sql`c.currency`, currency)}
        and c.status = 'approved' and not c.is_test and c.publisher_invoice_id is null
      group by 1, 2
    ), invoiced as (
      select partner_id as publisher_id, currency,
        coalesce(sum(total) filter (where status = 'draft'), 0) as in_draft,
        coalesce(sum(total - paid) filter (where ${open}), 0) as outstanding,
        coalesce(sum(total - paid) filter (where ${open} and due_on < ${today}::date), 0) as overdue,
        coalesce(sum(paid) filter (where status <> 'void'), 0) as paid
      from invoices
      where tenant_id = ${tenantId} and partner_kind = 'publisher'
        ${onePublisher(sql`partner_id`, publisherId)} ${oneCurrency(sql`currency`, currency)}
      group by 1, 2
    )
    select coalesce(u.publisher_id, i.publisher_id) as publisher_id,
      coalesce(u.currency, i.currency) as currency,
      coalesce(u.on_hold, 0)::numeric(14, 2)::text as "onHold",
      coalesce(u.not_invoiced, 0)::numeric(14, 2)::text as "notInvoiced",
      coalesce(i.in_draft, 0)::numeric(14, 2)::text as "inDraft",
      coalesce(i.outstanding, 0)::numeric(14, 2)::text as outstanding,
      coalesce(i.overdue, 0)::numeric(14, 2)::text as overdue,
      coalesce(i.paid, 0)::numeric(14, 2)::text as paid
    from unbilled u
    full join invoiced i on i.publisher_id = u.publisher_id and i.currency = u.currency`;
}

export async function publisherBalance(
  db: Database,
  tenantId: string,
  publisherId: string,
  now = new Date(),
): Promise<PartnerBalance[]> {
  const today = await tenantTodayOf(db, tenantId, now);
  const rows = rowsOf<PartnerBalance & { publisher_id: string }>(
    await db.execute(sql`
      select * from (${balancesOf({ tenantId, now, today, publisherId })}) as b order by currency`),
  );
  return rows.map(({ publisher_id: _publisher, ...balance }) => balance);
}

export type BalanceListQuery = PageQuery & { currency?: string; owed?: boolean; search?: string };

/**
 * Every publisher's balance within the scope, a row per publisher and currency, by publisher name;
 * `owed`: only rows with money still to pay (payable now, in draft, or invoiced and unpaid);
 * `search`: publishers whose name contains it.
 */
export async function listPublisherBalances(
  db: Database,
  tenantId: string,
  scope: PartnerScope,
  query: BalanceListQuery,
  now = new Date(),
): Promise<{ items: PublisherBalanceRow[]; total: number }> {
  const today = await tenantTodayOf(db, tenantId, now);
  const { limit, offset } = pageWindow(query);
  const inScope = inPartnerScope(scope, partners.id);
  const owed = sql`b."notInvoiced"::numeric + b."inDraft"::numeric + b.outstanding::numeric > 0`;
  const fromBalances = sql`
    from (${balancesOf({ tenantId, now, today, currency: query.currency })}) as b
    join ${partners} on ${partners.id} = b.publisher_id
    where true ${inScope ? sql`and ${inScope}` : sql``} ${query.owed ? sql`and ${owed}` : sql``}
      ${query.search ? sql`and ${ilike(partners.company, containsPattern(query.search))}` : sql``}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select b."onHold", b."notInvoiced", b."inDraft", b.outstanding, b.overdue, b.paid, b.currency,
        ${partners.id} as "publisherId", ${partners.company} as name
      ${fromBalances}
      order by ${partners.company}, ${partners.id}, b.currency
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total ${fromBalances}`),
  ]);
  const items = rowsOf<PartnerBalance & { publisherId: string; name: string }>(rows).map(
    ({ publisherId, name, ...balance }) => ({ ...balance, publisher: { id: publisherId, name } }),
  );
  return { items, total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}
