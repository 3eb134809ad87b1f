import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { advertiserPostbackLogs, conversions } from '../../src/db/schema/index';
import { seedClick } from '../helpers/clicks';
import { type SeedPartnerOptions, seedPartner, seedTenant } from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { type SeedOfferOptions, seedOffer } from '../helpers/offers';

/*
 * A network with an advertiser, a publisher, an offer and one valid click, and a way to post
 * conversions for it over real HTTP on the tenant's tracking domain.
 */

export type WorldOptions = {
  offer?: Omit<SeedOfferOptions, 'advertiserId'>;
  advertiser?: Omit<SeedPartnerOptions, 'kind'>;
};

/** The app under test, its database and where it listens. */
export type ConversionTarget = { app: FastifyInstance; db: Database; baseUrl: string };

export async function conversionWorld({ app, db, baseUrl }: ConversionTarget, options: WorldOptions = {}) {
  const tenant = await seedTenant(db);
  const advertiserAccount = await seedPartner(db, tenant, { kind: 'advertiser', ...options.advertiser });
  const publisherAccount = await seedPartner(db, tenant, { kind: 'publisher' });
  const { partner: advertiser } = advertiserAccount;
  const { partner: publisher } = publisherAccount;
  const seeded = await seedOffer(db, tenant, { advertiserId: advertiser.id, ...options.offer });
  const click = await seedClick(db, tenant, { offer: seeded.offer, publisher });
  const token = advertiser.conversionToken ?? '';
  /**
   * The click engine's memory catches up with rows written since (the poller would within a
   * second): the tracking context finds the tenant there, and intake the offer's snapshot.
   */
  const syncState = () => app.clickEngine.state.sync();
  await syncState();

  /** GET /postback with the click's id and the advertiser's token unless the params say otherwise. */
  const postback = (params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    httpRequest(baseUrl, {
      path: `/postback?${new URLSearchParams({ click_id: click.id, token, ...params })}`,
      headers: { host: tenant.trackingHost, ...headers },
    });

  /** GET /pixel (or another browser channel) for the click, as a visitor's browser would call it. */
  const browserCall = (
    params: Record<string, string> = {},
    channel: 'pixel' | 'iframe' = 'pixel',
    headers: Record<string, string> = {},
  ) =>
    httpRequest(baseUrl, {
      path: `/${channel}?${new URLSearchParams({ click_id: click.id, ...params })}`,
      headers: { host: tenant.trackingHost, ...headers },
    });

  const conversionsOf = () => db.select().from(conversions).where(eq(conversions.tenantId, tenant.id));
  const logsOf = () =>
    db
      .select()
      .from(advertiserPostbackLogs)
      .where(and(eq(advertiserPostbackLogs.tenantId, tenant.id)));

  return {
    tenant,
    advertiser,
    publisher,
    /** The partners with their sign-in accounts, for `loginAs`. */
    advertiserAccount,
    publisherAccount,
    ...seeded,
    click,
    token,
    postback,
    browserCall,
    conversionsOf,
    logsOf,
    syncState,
  };
}

export type ConversionWorld = Awaited<ReturnType<typeof conversionWorld>>;

export const bodyOf = (answer: { body: string }) => JSON.parse(answer.body) as Record<string, unknown>;

/** The tenant's rollup totals by status, and the same figures summed from the conversion rows. */
async function rollupsAndRows(db: Database, w: ConversionWorld) {
  const rollup = await db.execute(sql`
    select sum(approved_conversions)::int as approved, sum(pending_conversions)::int as pending,
      sum(rejected_conversions)::int as rejected, sum(approved_payout)::text as approved_payout,
      sum(pending_payout)::text as pending_payout, sum(approved_revenue)::text as approved_revenue,
      sum(pending_revenue)::text as pending_revenue, sum(approved_sale)::text as approved_sale,
      sum(pending_sale)::text as pending_sale
    from stats_hourly where tenant_id = ${w.tenant.id}`);
  const rows = await db.execute(sql`
    select count(*) filter (where status = 'approved')::int as approved,
      count(*) filter (where status = 'pending')::int as pending,
      count(*) filter (where status = 'rejected')::int as rejected,
      coalesce(sum(payout) filter (where status = 'approved'), 0)::text as approved_payout,
      coalesce(sum(payout) filter (where status = 'pending'), 0)::text as pending_payout,
      coalesce(sum(revenue) filter (where status = 'approved'), 0)::text as approved_revenue,
      coalesce(sum(revenue) filter (where status = 'pending'), 0)::text as pending_revenue,
      coalesce(sum(sale_amount) filter (where status = 'approved'), 0)::text as approved_sale,
      coalesce(sum(sale_amount) filter (where status = 'pending'), 0)::text as pending_sale
    from conversions where tenant_id = ${w.tenant.id} and not is_test`);
  const sub = await db.execute(sql`
    select sum(approved_conversions)::int as approved, sum(pending_conversions)::int as pending,
      sum(rejected_conversions)::int as rejected, sum(approved_payout)::text as approved_payout,
      sum(pending_payout)::text as pending_payout
    from stats_hourly_sub where tenant_id = ${w.tenant.id}`);
  // `execute` answers each driver's own result type; both carry `rows`.
  const firstRow = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows[0];
  const money = (value: unknown) => Number(value).toFixed(2);
  const normalize = (row: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, typeof v === 'number' ? v : money(v)]));
  return {
    rollup: normalize(firstRow(rollup)),
    rows: normalize(firstRow(rows)),
    sub: normalize(firstRow(sub)),
  };
}

/** Checks the rollups equal the conversion rows (both of them); answers the rows' figures. */
export async function expectRollupsMatchRows(db: Database, w: ConversionWorld) {
  const { rollup, rows, sub } = await rollupsAndRows(db, w);
  expect(rollup).toEqual(rows);
  expect(sub).toEqual({
    approved: rows.approved,
    pending: rows.pending,
    rejected: rows.rejected,
    approved_payout: rows.approved_payout,
    pending_payout: rows.pending_payout,
  });
  return rows;
}
