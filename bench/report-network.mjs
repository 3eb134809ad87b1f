// A network's worth of traffic for the report benchmarks (`npm run bench:reports`,
// bench/list-figures.mjs): a throwaway PostgreSQL 15, BENCH_CLICKS clicks (default 10,000,000) over
// 90 days across 200 offers and 2,000 publishers, ~2% of valid clicks converting, written straight
// into `clicks` and `conversions` with INSERT … SELECT (one statement per day), then `stats_hourly`
// and `stats_hourly_sub` computed from those rows with SQL, as the writer's statements would have
// (so the rollups agree with the rows), and the coarse `stats_hourly_offer` and
// `stats_hourly_publisher` from `stats_hourly` and their daily twins from them with migrations 0014
// and 0015's own statements. Not part of `npm test`.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ensureClickPartition } from '../apps/server/src/events/postgres/click-partitions.ts';
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { rebuildStatements } from '../apps/server/test/reports/rollup-rebuild.ts';
import { startPostgres } from '../scripts/test-support/postgres.mjs';
import { findPostgresBin } from '../scripts/test-support/system.mjs';

export const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
export const DAYS = 90;
export const OFFERS = 200;
export const PUBLISHERS = 2_000;
const ADVERTISERS = 50;
export const DAY_MS = 86_400_000;

export const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Starts PostgreSQL, generates the network and its rollups, vacuums and analyses. `cleanup`
 * stops PostgreSQL (also on exit or a signal); the admin signs in with `adminEmail`/`adminPassword`.
 */
export async function startReportNetwork() {
  const cleanups = [];
  const cleanup = () => {
    while (cleanups.length > 0) cleanups.pop()();
  };
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  const pgBin = findPostgresBin();
  if (!pgBin) throw new Error('PostgreSQL server binaries not found (initdb, pg_ctl on PATH)');
  const postgres = await startPostgres(pgBin, (stop) => cleanups.push(stop));
  const handle = openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  await handle.migrate();
  const { db } = handle;

  const started = Date.now();
  const adminEmail = 'bench-admin@example.com';
  const adminPassword = `bench-${randomUUID()}`;
  const tenant = await seedNetwork(db, adminEmail, adminPassword);
  const now = new Date();
  await generateTraffic(db, tenant, now);
  await computeRollups(db);
  // VACUUM too, not only ANALYZE: minutes of bulk inserts leave every table due for autovacuum,
  // which would otherwise run during the measurements (a stall of tens of ms in the lookup's p99).
  await db.execute(sql`vacuum analyze`);
  const sizes = await countRows(db);
  console.log(
    `\ngenerated in ${seconds(started)} s: ${sizes.clicks.toLocaleString('en')} clicks, ` +
      `${sizes.conversions.toLocaleString('en')} conversions, ${sizes.hourly.toLocaleString('en')} stats_hourly rows, ` +
      `${sizes.sub.toLocaleString('en')} stats_hourly_sub rows, ${sizes.offer.toLocaleString('en')} stats_hourly_offer rows, ` +
      `${sizes.publisher.toLocaleString('en')} stats_hourly_publisher rows, ${sizes.dailyOffer.toLocaleString('en')} stats_daily_offer rows, ` +
      `${sizes.dailyPublisher.toLocaleString('en')} stats_daily_publisher rows over ${DAYS} days, ${OFFERS} offers, ${PUBLISHERS} publishers\n`,
  );
  return { postgres, handle, db, tenant, now, adminEmail, adminPassword, cleanup };
}

/** The default network (answers 127.0.0.1), advertisers, publishers and active offers, all in SQL. */
async function seedNetwork(db, adminEmail, adminPassword) {
  const { tenant } = await ensureDefaultTenant(db, { adminEmail, adminPassword });
  // Partner accounts need a user each; nobody signs in as them, so one unusable hash serves all.
  await db.execute(sql`
    with made as (
      insert into users (tenant_id, email, name, password_hash, role)
      select ${tenant.id}, kind || '-' || n || '@bench.example', initcap(kind) || ' ' || n, '!', kind
      from (select 'advertiser' as kind, n from generate_series(1, ${ADVERTISERS}::int) n
            union all select 'publisher', n from generate_series(1, ${PUBLISHERS}::int) n) wanted
      returning id, role, name
    )
    insert into partners (tenant_id, kind, user_id, company, conversion_token)
    select ${tenant.id}, role, id, name || ' Media', case when role = 'advertiser' then md5(random()::text) end
    from made`);
  await db.execute(sql`
    create table bench_publishers as
    select row_number() over (order by ref) as i, id, ref from partners
    where tenant_id = ${tenant.id} and kind = 'publisher'`);
  await db.execute(sql`
    with advertisers as (
      select row_number() over (order by ref) - 1 as i, id from partners
      where tenant_id = ${tenant.id} and kind = 'advertiser'
    )
    insert into offers (tenant_id, advertiser_id, name, status, currency, destination_url, redirect_mode,
      default_conversion_status, targeting, timezone, fallback_strategy, visibility)
    select ${tenant.id}, a.id, 'Offer ' || n, 'active', case when n % 10 = 0 then 'EUR' else 'USD' end,
      'https://shop.example/?cid={click_id}', 'redirect_302', 'approved', '{}'::jsonb, 'UTC', 'priority', 'public'
    from generate_series(1, ${OFFERS}::int) n join advertisers a on a.i = n % ${ADVERTISERS}::int`);
  await db.execute(sql`
    insert into offer_events (tenant_id, offer_id, name, key, is_base, position, payout_type, payout_amount,
      revenue_type, revenue_amount)
    select tenant_id, id, 'Sale', 'sale', true, 0, 'cpa', (2 + ref % 20)::numeric, 'cpa', ((2 + ref % 20) * 1.6)::numeric
    from offers where tenant_id = ${tenant.id}`);
  await db.execute(sql`
    create table bench_offers as
    select row_number() over (order by o.ref) as i, o.id, o.ref, o.advertiser_id, o.currency, e.id as event_id,
      e.payout_amount as payout, e.revenue_amount as revenue
    from offers o join offer_events e on e.offer_id = o.id where o.tenant_id = ${tenant.id}`);
  return tenant;
}

/**
 * One INSERT … SELECT per day. Offers and publishers are picked with a skew (a few big ones, a
 * long tail), visitors from a handful of countries and devices, sub ids from small sets; 3% of
 * clicks are refused with a reason, 2% sent to a fallback, 15% of valid ones repeat visits.
 */
async function generateTraffic(db, tenant, now) {
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  // The last day is today up to now: its clicks spread over the hours gone.
  const dayLengths = Array.from({ length: DAYS }, (_, d) =>
    d === DAYS - 1 ? now.getTime() - (firstDay + d * DAY_MS) : DAY_MS,
  );
  const totalMs = dayLengths.reduce((sum, ms) => sum + ms, 0);
  const started = Date.now();
  let made = 0;
  for (let d = 0; d < DAYS; d += 1) {
    const dayStart = new Date(firstDay + d * DAY_MS);
    await ensureClickPartition(db, dayStart);
    const count = d === DAYS - 1 ? CLICKS - made : Math.round((CLICKS * dayLengths[d]) / totalMs);
    made += count;
    await db.execute(sql`
      with picks as materialized (
        select g,
          least(${OFFERS}::int, 1 + floor(power(random(), 2.2) * ${OFFERS}::int))::int as oi,
          least(${PUBLISHERS}::int, 1 + floor(power(random(), 3) * ${PUBLISHERS}::int))::int as pi,
          random() as r, random() as u, random() as t
        from generate_series(1, ${count}::int) g
      )
      insert into clicks (id, clicked_at, tenant_id, offer_id, offer_ref, publisher_id, publisher_ref,
        advertiser_id, kind, reason, is_unique, is_duplicate, sub1, sub2, source, country, device_type, os,
        browser, currency)
      select md5(${`${d}-`}::text || g::text) || substr(md5(${`${d}+`}::text || g::text), 1, 16),
        ${dayStart.toISOString()}::timestamptz + make_interval(secs => t * ${dayLengths[d] / 1000}::float8),
        ${tenant.id}, o.id, o.ref, p.id, p.ref, o.advertiser_id,
        case when r < 0.03 then 'rejected' when r < 0.05 then 'fallback' else 'valid' end,
        case when r < 0.03 then (array['targeting_country','proxy','bot','blocked_ip'])[1 + floor(u * 4)::int]
          when r < 0.05 then 'cap_reached' end,
        r >= 0.05 and u >= 0.15, r >= 0.05 and u < 0.15,
        'camp-' || floor(u * 40)::int, 'ad-' || floor(t * 12)::int,
        (array['search','social','email','native'])[1 + floor(r * 4)::int],
        (array['US','US','US','DE','GB','FR','IN','BR','CA','ES'])[1 + floor(u * 10)::int],
        (array['desktop','mobile','mobile','tablet'])[1 + floor(t * 4)::int],
        (array['Windows','Android','iOS','macOS'])[1 + floor(t * 4)::int],
        (array['Chrome','Chrome','Safari','Firefox','Edge'])[1 + floor(r * 5)::int],
        o.currency
      from picks join bench_offers o on o.i = picks.oi join bench_publishers p on p.i = picks.pi`);
    await db.execute(sql`
      insert into conversions (tenant_id, click_id, clicked_at, converted_at, offer_id, publisher_id,
        advertiser_id, event_id, event_key, status, txn_id, dedupe_key, payout, revenue, currency, sub1, sub2,
        source, country, device_type, os, browser, channel, created_at, updated_at)
      select c.tenant_id, c.id, c.clicked_at, at, c.offer_id, c.publisher_id, c.advertiser_id, o.event_id, 'sale',
        case when s < 0.75 then 'approved' when s < 0.92 then 'pending' else 'rejected' end,
        c.id, c.id || ':sale', o.payout, o.revenue, c.currency, c.sub1, c.sub2, c.source, c.country,
        c.device_type, c.os, c.browser, 'postback', at, at
      from (select *, random() as s,
              least(clicked_at + random() * interval '3 hours', ${now.toISOString()}::timestamptz) as at
            from clicks
            where clicked_at >= ${dayStart.toISOString()}::timestamptz
              and clicked_at < ${new Date(dayStart.getTime() + DAY_MS).toISOString()}::timestamptz
              and kind = 'valid' and random() < 0.02) c
      join bench_offers o on o.id = c.offer_id`);
    if (d % 10 === 9 || d === DAYS - 1) {
      console.log(
        `[generate] ${d + 1}/${DAYS} days, ${made.toLocaleString('en')} clicks, ${seconds(started)} s`,
      );
    }
  }
}

/**
 * The rollups from the rows, on the writer's keys: clicks in the hour they happened (test clicks
 * out), conversions in the hour they converted under their status, rejected ones without money.
 */
async function computeRollups(db) {
  const started = Date.now();
  const hourlyKey =
    'hour, tenant_id, offer_id, publisher_id, advertiser_id, event_key, country, device_type, os, browser, landing_page_id, creative_id, currency';
  const subKey =
    'hour, tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3, sub4, sub5, source, currency';
  await db.execute(
    sql.raw(`
    insert into stats_hourly (${hourlyKey}, gross_clicks, unique_clicks, duplicate_clicks, invalid_clicks,
      approved_payout, approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, null,
      country, device_type, os, browser, landing_page_id, creative_id, currency, count(*), count(*) filter (where is_unique),
      count(*) filter (where is_duplicate), count(*) filter (where reason is not null), sum(payout), sum(revenue)
    from clicks where not is_test group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`),
  );
  const conversionSums = `count(*) filter (where status = 'approved'), count(*) filter (where status = 'pending'),
      count(*) filter (where status = 'rejected'),
      coalesce(sum(payout) filter (where status = 'approved'), 0), coalesce(sum(revenue) filter (where status = 'approved'), 0),
      coalesce(sum(payout) filter (where status = 'pending'), 0), coalesce(sum(revenue) filter (where status = 'pending'), 0)`;
  await db.execute(
    sql.raw(`
    insert into stats_hourly (${hourlyKey}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, event_key,
      country, device_type, os, browser, landing_page_id, creative_id, currency, ${conversionSums}
    from conversions where not is_test group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`),
  );
  await db.execute(
    sql.raw(`
    insert into stats_hourly_sub (${subKey}, gross_clicks, unique_clicks, invalid_clicks, approved_payout,
      approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, null, sub1, sub2, sub3, sub4,
      sub5, source, currency, count(*), count(*) filter (where is_unique), count(*) filter (where reason is not null),
      sum(payout), sum(revenue)
    from clicks where not is_test group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`),
  );
  await db.execute(
    sql.raw(`
    insert into stats_hourly_sub (${subKey}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3,
      sub4, sub5, source, currency, ${conversionSums}
    from conversions where not is_test group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`),
  );
  // The coarse rollups and their daily twins as migrations 0014 and 0015 fill them.
  for (const statement of coarseRollupFills()) await db.execute(sql.raw(statement));
  console.log(`[rollups] computed from the rows in ${seconds(started)} s`);
}

/**
 * The statements of migrations 0014 (`stats_hourly_offer` and `stats_hourly_publisher` from
 * `stats_hourly`) and 0015 (their daily twins from them) that fill each table, in that order.
 */
function coarseRollupFills() {
  return [
    ['0014_coarse_rollups.sql', 'stats_hourly_offer'],
    ['0014_coarse_rollups.sql', 'stats_hourly_publisher'],
    ['0015_daily_rollups.sql', 'stats_daily_offer'],
    ['0015_daily_rollups.sql', 'stats_daily_publisher'],
  ].flatMap(([migration, table]) => rebuildStatements(migration, table));
}

async function countRows(db) {
  const one = async (table) =>
    Number((await db.execute(sql.raw(`select count(*)::bigint as n from ${table}`))).rows[0].n);
  return {
    clicks: await one('clicks'),
    conversions: await one('conversions'),
    hourly: await one('stats_hourly'),
    sub: await one('stats_hourly_sub'),
    offer: await one('stats_hourly_offer'),
    publisher: await one('stats_hourly_publisher'),
    dailyOffer: await one('stats_daily_offer'),
    dailyPublisher: await one('stats_daily_publisher'),
  };
}
