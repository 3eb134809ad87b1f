// `npm run bench:reports`: reports and dashboards against a network's worth of traffic
// (docs/performance.md, "Reports"). In one run it starts a throwaway PostgreSQL 15, generates
// BENCH_CLICKS clicks (default 10,000,000) over 90 days across 200 offers and 2,000 publishers,
// ~2% of valid clicks converting, straight into `clicks` and `conversions` with INSERT … SELECT
// (one statement per day), then computes `stats_hourly` and `stats_hourly_sub` from those rows
// with SQL, as the writer's statements would have (so the rollups agree with the rows), and the
// coarse `stats_hourly_offer` and `stats_hourly_publisher` from `stats_hourly` and their daily
// twins from them with migrations 0014 and 0015's own statements. Then it
// measures, through the app's own functions:
//   dashboard  the admin dashboard (readDashboard: 30 days by date, 7 days by offer and publisher)
//   report     the performance report grouped by date and offer over 30 days (performanceReport)
//              (both also in Asia/Tokyo, printed in the table but not in the last line)
//   drilldown  the performance report grouped by sub1 over one day (the sub-id rollup)
//   lookup     a click by id, as a conversion finds it (id + the second its id carries)
//   export     1,000,000 click rows streamed as CSV through a cursor: the process's memory
//   freshness  clicks pushed to the click writer until the report counts them
//
//   npm run bench:reports                      (the full size; generation takes a while)
//   BENCH_CLICKS=200000 npm run bench:reports  (a quick try)
//
// The last line reads exactly: `dashboard p95 A ms, report p95 B ms, drilldown p95 C ms, lookup p99 D ms`.
// Not part of `npm test`: figures depend on the machine.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { performanceQuerySchema } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { findStoredClicks } from '../apps/server/src/modules/conversions/index.ts';
import { readDashboard } from '../apps/server/src/modules/dashboard/index.ts';
import { ADMIN_SCOPE, performanceReport, sumRollups } from '../apps/server/src/modules/reports/index.ts';
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { ensureClickPartition } from '../apps/server/src/tracking/writer/click-partitions.ts';
import { createClickWriter } from '../apps/server/src/tracking/writer/index.ts';
import { buildClickRecord } from '../apps/server/test/helpers/click-records.ts';
import { rebuildStatements } from '../apps/server/test/reports/rollup-rebuild.ts';
import { startPostgres } from '../scripts/test-support/postgres.mjs';
import { findPostgresBin } from '../scripts/test-support/system.mjs';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const DAYS = 90;
const OFFERS = 200;
const PUBLISHERS = 2_000;
const ADVERTISERS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LOOKUPS = 2_000;
const EXPORT_ROWS = Math.min(1_000_000, CLICKS);
const DAY_MS = 86_400_000;

async function main() {
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
  const tenant = await seedNetwork(db);
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

  const today = now.toISOString().slice(0, 10);
  const dayBefore = (days) => new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const busiestOffer = await busiestOfferOf(db, tenant.id);

  const dashboard = await timeRuns('dashboard (admin, UTC)', () =>
    readDashboard(db, tenant.id, ADMIN_SCOPE, 'UTC', now),
  );
  const reportQuery = performanceQuerySchema.parse({
    from: dayBefore(29),
    to: today,
    groupBy: 'date,offer',
    tz: 'UTC',
  });
  const report = await timeRuns('performance report, date × offer, 30 days', () =>
    performanceReport(db, tenant, reportQuery, ADMIN_SCOPE),
  );
  // The same two in a zone nine hours from UTC: days there straddle two UTC days, so the report
  // by date reads hourly rows, and the dashboard's by-date query too (docs/reports.md).
  const dashboardTokyo = await timeRuns('dashboard (admin, Asia/Tokyo)', () =>
    readDashboard(db, tenant.id, ADMIN_SCOPE, 'Asia/Tokyo', now),
  );
  const reportTokyo = await timeRuns('performance report, date × offer, 30 days, Asia/Tokyo', () =>
    performanceReport(db, tenant, { ...reportQuery, tz: 'Asia/Tokyo' }, ADMIN_SCOPE),
  );
  const drillQuery = performanceQuerySchema.parse({
    from: dayBefore(1),
    to: dayBefore(1),
    groupBy: 'sub1,sub2',
    offerId: busiestOffer,
    tz: 'UTC',
  });
  const drilldown = await timeRuns('drill-down, sub1 × sub2 of the busiest offer, one day', () =>
    performanceReport(db, tenant, drillQuery, ADMIN_SCOPE),
  );
  const lookup = await measureLookups(db, tenant.id);
  const exported = await measureExport(postgres.url, tenant.id);
  const freshness = await measureFreshness(db, tenant, busiestOffer);

  console.log('\n| measured | runs | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const figure of [dashboard, report, dashboardTokyo, reportTokyo, drilldown, lookup]) {
    console.log(`| ${figure.name} | ${figure.runs} | ${figure.p50} | ${figure.p95} | ${figure.p99} |`);
  }
  console.log(
    `\nCSV export: ${exported.rows.toLocaleString('en')} rows (${exported.megabytes} MB) in ${exported.seconds} s; ` +
      `RSS ${exported.rssBefore} MB before, at most ${exported.rssPeak} MB during (heap at most ${exported.heapPeak} MB)`,
  );
  console.log(
    `freshness: ${freshness.clicks} clicks pushed to the click writer were counted by the report after ${freshness.ms} ms`,
  );
  await handle.close();
  console.log(
    `\ndashboard p95 ${dashboard.p95} ms, report p95 ${report.p95} ms, drilldown p95 ${drilldown.p95} ms, lookup p99 ${lookup.p99} ms`,
  );
  cleanup();
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** The default network (answers 127.0.0.1), advertisers, publishers and active offers, all in SQL. */
async function seedNetwork(db) {
  const { tenant } = await ensureDefaultTenant(db, {
    adminEmail: 'bench-admin@example.com',
    adminPassword: `bench-${randomUUID()}`,
  });
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

async function busiestOfferOf(db, tenantId) {
  const result = await db.execute(sql`
    select offer_id from stats_hourly where tenant_id = ${tenantId}
    group by offer_id order by sum(gross_clicks) desc limit 1`);
  return result.rows[0].offer_id;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figuresOf(name, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  const round = (ms) => (ms < 10 ? Number(ms.toFixed(2)) : Math.round(ms));
  return {
    name,
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
}

/** One warm-up, then RUNS timed calls one after another. */
async function timeRuns(name, call) {
  await call();
  const timings = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await call();
    timings.push(performance.now() - start);
  }
  const figures = figuresOf(name, timings);
  console.log(`[measure] ${name}: p50 ${figures.p50} ms, p95 ${figures.p95} ms`);
  return figures;
}

/** Clicks found as a conversion finds them: the id and the second its id carries, in the tenant. */
async function measureLookups(db, tenantId) {
  const sample = (
    await db.execute(sql`select id, clicked_at from clicks tablesample system (1) limit ${LOOKUPS}`)
  ).rows;
  const timings = [];
  for (const click of sample) {
    const clickedAtSeconds = Math.floor(new Date(click.clicked_at).getTime() / 1000);
    const start = performance.now();
    // The conversion path's own lookup (one at a time here: the worst case, no grouping).
    const [found] = await findStoredClicks(db, [{ tenantId, clickId: click.id, clickedAtSeconds }]);
    timings.push(performance.now() - start);
    if (!found) throw new Error(`click ${click.id} not found`);
  }
  const figures = figuresOf('click-id lookup', timings);
  console.log(`[measure] click-id lookup: p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

/** Escapes a CSV field; a leading =, +, - or @ is quoted with a ' so no spreadsheet runs it. */
function csvField(value) {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A 1-million-row click export through a server-side cursor, 5,000 rows a fetch, written to a
 * stream that honours back-pressure: memory should stay flat whatever the row count.
 */
async function measureExport(url, tenantId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sink = new Writable({
    highWaterMark: 1 << 20,
    write(_chunk, _encoding, done) {
      setImmediate(done);
    },
  });
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  }, 50);
  const started = Date.now();
  let rows = 0;
  let bytes = 0;
  await client.query('begin');
  await client.query(
    `declare export_cursor no scroll cursor for
     select id, clicked_at, offer_id, publisher_id, kind, reason, sub1, sub2, source, country, device_type, os, browser
     from clicks where tenant_id = $1 order by clicked_at limit ${EXPORT_ROWS}`,
    [tenantId],
  );
  for (;;) {
    const batch = await client.query('fetch 5000 from export_cursor');
    if (batch.rows.length === 0) break;
    const text = `${batch.rows.map((row) => Object.values(row).map(csvField).join(',')).join('\n')}\n`;
    rows += batch.rows.length;
    bytes += Buffer.byteLength(text);
    if (!sink.write(text)) await new Promise((resolve) => sink.once('drain', resolve));
  }
  await client.query('commit');
  await client.end();
  clearInterval(sampler);
  const mb = (value) => Math.round(value / 1024 / 1024);
  return {
    rows,
    megabytes: mb(bytes),
    seconds: seconds(started),
    rssBefore: mb(rssBefore),
    rssPeak: mb(rssPeak),
    heapPeak: mb(heapPeak),
  };
}

/** Clicks pushed to the real click writer, then the report asked until it counts them. */
async function measureFreshness(db, tenant, offerId) {
  const [offer] = (
    await db.execute(sql`select id, ref, advertiser_id, currency from offers where id = ${offerId}`)
  ).rows;
  const [publisher] = (
    await db.execute(
      sql`select id, ref from partners where tenant_id = ${tenant.id} and kind = 'publisher' limit 1`,
    )
  ).rows;
  const world = {
    tenantId: tenant.id,
    offerId: offer.id,
    offerRef: offer.ref,
    publisherId: publisher.id,
    publisherRef: publisher.ref,
    advertiserId: offer.advertiser_id,
  };
  const today = new Date().toISOString().slice(0, 10);
  const countNow = async () => {
    const { groups } = await sumRollups(db, {
      tenantId: tenant.id,
      from: today,
      to: today,
      timeZone: 'UTC',
      groupBy: [],
      filters: { offerId: offer.id, publisherId: publisher.id },
      scope: ADMIN_SCOPE,
    });
    return groups.reduce((sum, group) => sum + (group.counters.grossClicks ?? 0), 0);
  };
  const before = await countNow();
  const spoolDir = mkdtempSync(join(tmpdir(), 'affnet-bench-spool-'));
  const silent = { info() {}, warn() {}, error() {} };
  const writer = createClickWriter(db, { spoolDir, log: silent });
  const clicks = 100;
  const started = performance.now();
  for (let index = 0; index < clicks; index += 1) {
    writer.push(buildClickRecord(world, { clickedAt: new Date(), currency: offer.currency }));
  }
  while ((await countNow()) < before + clicks) await delay(20);
  const ms = Math.round(performance.now() - started);
  await writer.stop();
  rmSync(spoolDir, { recursive: true, force: true });
  return { clicks, ms };
}

await main();
