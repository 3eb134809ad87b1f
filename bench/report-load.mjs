// The report-load phase of `npm run bench` (docs/performance.md, "Clicks under report load"):
// what five staff sessions running heavy reports and CSV exports do to the click path, measured
// side by side in one run. It adds BENCH_REPORT_CLICKS clicks (default 700,000; half of them in
// the last 7 days) over 90 days across 50 offers and 500 publishers to the bench's network, straight into
// `clicks` and `conversions` with INSERT … SELECT, and their rollups with SQL. Then it drives
// clicks at the real server three times, the same duration each: unloaded, loaded (five staff
// users, each in a loop: a 90-day performance report by publisher and country, its CSV export by
// date, offer and country, the 90-day conversion export, the 7-day click export, the 7-day click
// log and the dashboard), unloaded again. The report sessions run in a child process of their own,
// so their reading does not slow the process that measures the clicks.
//
// It answers the line the bench prints before its last:
//   `clicks under report load: throughput T of unloaded, p99 P ms (unloaded U ms)`
// (T: loaded req/s ÷ the mean of the two unloaded runs; U: the mean of their p99s).
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { ensureClickPartition } from '../apps/server/src/events/postgres/click-partitions.ts';
import { createUser } from '../apps/server/src/modules/users/index.ts';
import { rebuildStatements } from '../apps/server/test/reports/rollup-rebuild.ts';

const CLICKS = Number(process.env.BENCH_REPORT_CLICKS ?? 700_000);
const DAYS = 90;
/** The share of the clicks in the last 7 days, which the click export reads. */
const LAST_WEEK_SHARE = 0.5;
const OFFERS = 50;
const PUBLISHERS = 500;
const SESSIONS = 5;
const DAY_MS = 86_400_000;

if (process.argv[2] === '--report-sessions') runSessionsChild();

/**
 * `db`: the bench's own connection (superuser); `serverUrl`: the real server; `clickUrl`: the
 * click it drives; `link.offerId`: an offer of the bench's network.
 */
/**
 * A quarter of traffic for the bench's network (the tenant of `link.offerId`). Run while no server
 * is up: the coarse rollups are rebuilt from `stats_hourly`, which a writer must not touch meanwhile.
 */
export async function addReportTraffic({ db, link }) {
  await generateTraffic(db, await tenantOf(db, link.offerId));
}

/** Five staff users signed in at `serverUrl`, then clicks unloaded, loaded and unloaded again. */
export async function measureReportLoad(options) {
  const tokens = await signInStaff(
    options.db,
    options.serverUrl,
    await tenantOf(options.db, options.link.offerId),
  );
  return measureClicksUnderReports({ ...options, tokens });
}

/** Unloaded, loaded, unloaded: the same click load each time, the report sessions in the middle. */
async function measureClicksUnderReports({ serverUrl, clickUrl, headers, seconds, connections, tokens }) {
  const requests = heavyRequests();
  await warmUp(serverUrl, tokens[0], requests);

  const drive = () => autocannon({ url: clickUrl, headers, connections, duration: seconds });
  const before = await drive();
  const sessions = await startSessions(serverUrl, tokens, requests);
  const loaded = await drive();
  const heavy = await sessions.stop();
  const after = await drive();

  printTable(before, loaded, after, heavy);
  const unloadedRate = (before.requests.average + after.requests.average) / 2;
  const unloadedP99 = Math.round((before.latency.p99 + after.latency.p99) / 2);
  const share = (loaded.requests.average / unloadedRate).toFixed(2);
  return {
    line: `clicks under report load: throughput ${share} of unloaded, p99 ${loaded.latency.p99} ms (unloaded ${unloadedP99} ms)`,
  };
}

async function tenantOf(db, offerId) {
  const result = await db.execute(sql`select tenant_id from offers where id = ${offerId}`);
  return result.rows[0].tenant_id;
}

const secondsSince = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Offers, publishers and 90 days of clicks, conversions and rollups, in SQL (bench/reports.mjs's way). */
async function generateTraffic(db, tenantId) {
  const started = Date.now();
  await seedPartnersAndOffers(db, tenantId);
  const now = new Date();
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  for (let d = 0; d < DAYS; d += 1) {
    const dayStart = new Date(firstDay + d * DAY_MS);
    // Today only up to now, so no click is in the future.
    const dayMs = d === DAYS - 1 ? now.getTime() - dayStart.getTime() : DAY_MS;
    const share = d >= DAYS - 7 ? LAST_WEEK_SHARE / 7 : (1 - LAST_WEEK_SHARE) / (DAYS - 7);
    await ensureClickPartition(db, dayStart);
    await insertDay(db, tenantId, d, dayStart, dayMs, Math.round(CLICKS * share));
  }
  await computeRollups(db);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `[report load] ${CLICKS.toLocaleString('en')} clicks over ${DAYS} days (${OFFERS} offers, ${PUBLISHERS} publishers) ` +
      `with conversions and rollups generated in ${secondsSince(started)} s`,
  );
}

async function seedPartnersAndOffers(db, tenantId) {
  // Nobody signs in as these partners, so one unusable hash serves all.
  await db.execute(sql`
    with made as (
      insert into users (tenant_id, email, name, password_hash, role)
      select ${tenantId}, kind || '-' || n || '@report-load.example', initcap(kind) || ' ' || n, '!', kind
      from (select 'advertiser' as kind, n from generate_series(1, 10) n
            union all select 'publisher', n from generate_series(1, ${PUBLISHERS}::int) n) wanted
      returning id, role, name
    )
    insert into partners (tenant_id, kind, user_id, company, conversion_token)
    select ${tenantId}, role, id, name || ' Media', case when role = 'advertiser' then md5(random()::text) end
    from made`);
  await db.execute(sql`
    create table load_publishers as
    select row_number() over (order by p.ref) as i, p.id, p.ref from partners p join users u on u.id = p.user_id
    where p.tenant_id = ${tenantId} and p.kind = 'publisher' and u.email like '%@report-load.example'`);
  await db.execute(sql`
    with advertisers as (
      select row_number() over (order by p.ref) - 1 as i, p.id from partners p join users u on u.id = p.user_id
      where p.tenant_id = ${tenantId} and p.kind = 'advertiser' and u.email like '%@report-load.example'
    )
    insert into offers (tenant_id, advertiser_id, name, status, currency, destination_url, redirect_mode,
      default_conversion_status, targeting, timezone, fallback_strategy, visibility)
    select ${tenantId}, a.id, 'Load offer ' || n, 'active', case when n % 10 = 0 then 'EUR' else 'USD' end,
      'https://shop.example/?cid={click_id}', 'redirect_302', 'approved', '{}'::jsonb, 'UTC', 'priority', 'public'
    from generate_series(1, ${OFFERS}::int) n join advertisers a on a.i = n % 10`);
  await db.execute(sql`
    insert into offer_events (tenant_id, offer_id, name, key, is_base, position, payout_type, payout_amount,
      revenue_type, revenue_amount)
    select tenant_id, id, 'Sale', 'sale', true, 0, 'cpa', (2 + ref % 20)::numeric, 'cpa', ((2 + ref % 20) * 1.6)::numeric
    from offers where tenant_id = ${tenantId} and name like 'Load offer %'`);
  await db.execute(sql`
    create table load_offers as
    select row_number() over (order by o.ref) as i, o.id, o.ref, o.advertiser_id, o.currency, e.id as event_id,
      e.payout_amount as payout, e.revenue_amount as revenue
    from offers o join offer_events e on e.offer_id = o.id
    where o.tenant_id = ${tenantId} and o.name like 'Load offer %'`);
}

/** One day's clicks (a few big offers and publishers, a long tail) and ~2% of valid ones converting. */
async function insertDay(db, tenantId, d, dayStart, dayMs, count) {
  const dayEnd = new Date(dayStart.getTime() + DAY_MS).toISOString();
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
      browser, referrer, user_agent, ip, destination_url, currency)
    select md5(${`load-${d}-`}::text || g::text) || substr(md5(${`load-${d}+`}::text || g::text), 1, 16),
      ${dayStart.toISOString()}::timestamptz + make_interval(secs => t * ${dayMs / 1000}::float8),
      ${tenantId}, o.id, o.ref, p.id, p.ref, o.advertiser_id,
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
      'https://news.example/article-' || floor(u * 1000)::int,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/' ||
        (100 + floor(t * 31)::int) || '.0 Safari/537.36',
      ('10.' || floor(u * 250)::int || '.' || floor(t * 250)::int || '.' || floor(r * 250)::int)::inet,
      'https://shop.example/?cid=' || md5(g::text),
      o.currency
    from picks join load_offers o on o.i = picks.oi join load_publishers p on p.i = picks.pi`);
  await db.execute(sql`
    insert into conversions (tenant_id, click_id, clicked_at, converted_at, offer_id, publisher_id,
      advertiser_id, event_id, event_key, status, txn_id, dedupe_key, payout, revenue, currency, sub1, sub2,
      source, country, device_type, os, browser, channel, created_at, updated_at)
    select c.tenant_id, c.id, c.clicked_at, at, c.offer_id, c.publisher_id, c.advertiser_id, o.event_id, 'sale',
      case when s < 0.75 then 'approved' when s < 0.92 then 'pending' else 'rejected' end,
      c.id, c.id || ':sale', o.payout, o.revenue, c.currency, c.sub1, c.sub2, c.source, c.country,
      c.device_type, c.os, c.browser, 'postback', at, at
    from (select *, random() as s, least(clicked_at + random() * interval '3 hours', now()) as at
          from clicks
          where clicked_at >= ${dayStart.toISOString()}::timestamptz and clicked_at < ${dayEnd}::timestamptz
            and kind = 'valid' and random() < 0.02) c
    join load_offers o on o.id = c.offer_id`);
}

/**
 * The rollups of the generated rows on the writer's keys (their offers are new, so no key meets
 * one the click writer made), then the coarse rollups and daily twins rebuilt as migrations 0014
 * and 0015 fill them.
 */
async function computeRollups(db) {
  const generated = 'offer_id in (select id from load_offers) and not is_test';
  const hourlyKey =
    'hour, tenant_id, offer_id, publisher_id, advertiser_id, event_key, country, device_type, os, browser, landing_page_id, creative_id, currency';
  const subKey =
    'hour, tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3, sub4, sub5, source, currency';
  const conversionSums = `count(*) filter (where status = 'approved'), count(*) filter (where status = 'pending'),
    count(*) filter (where status = 'rejected'),
    coalesce(sum(payout) filter (where status = 'approved'), 0), coalesce(sum(revenue) filter (where status = 'approved'), 0),
    coalesce(sum(payout) filter (where status = 'pending'), 0), coalesce(sum(revenue) filter (where status = 'pending'), 0)`;
  const statements = [
    `insert into stats_hourly (${hourlyKey}, gross_clicks, unique_clicks, duplicate_clicks, invalid_clicks,
      approved_payout, approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, null,
      country, device_type, os, browser, landing_page_id, creative_id, currency, count(*), count(*) filter (where is_unique),
      count(*) filter (where is_duplicate), count(*) filter (where reason is not null), sum(payout), sum(revenue)
    from clicks where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
    `insert into stats_hourly (${hourlyKey}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, event_key,
      country, device_type, os, browser, landing_page_id, creative_id, currency, ${conversionSums}
    from conversions where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
    `insert into stats_hourly_sub (${subKey}, gross_clicks, unique_clicks, invalid_clicks, approved_payout,
      approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, null, sub1, sub2, sub3, sub4,
      sub5, source, currency, count(*), count(*) filter (where is_unique), count(*) filter (where reason is not null),
      sum(payout), sum(revenue)
    from clicks where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
    `insert into stats_hourly_sub (${subKey}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3,
      sub4, sub5, source, currency, ${conversionSums}
    from conversions where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
    // The coarse rollups are rebuilt whole from `stats_hourly`, which holds the earlier phases'
    // clicks too: their rows go first (the migrations' rebuilds insert into empty tables).
    'truncate stats_hourly_offer, stats_hourly_publisher, stats_daily_offer, stats_daily_publisher',
    ...[
      ['0014_coarse_rollups.sql', 'stats_hourly_offer'],
      ['0014_coarse_rollups.sql', 'stats_hourly_publisher'],
      ['0015_daily_rollups.sql', 'stats_daily_offer'],
      ['0015_daily_rollups.sql', 'stats_daily_publisher'],
    ].flatMap(([migration, table]) => rebuildStatements(migration, table)),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** Five staff users of the network, each signed in through the real endpoint. */
async function signInStaff(db, serverUrl, tenantId) {
  const tokens = [];
  for (let index = 0; index < SESSIONS; index += 1) {
    const email = `staff-${index}-${randomUUID()}@report-load.example`;
    const password = `load-${randomUUID()}`;
    await createUser(db, { tenantId, email, name: `Staff ${index}`, password, role: 'admin' });
    const response = await fetch(`${serverUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
    tokens.push((await response.json()).data.token);
  }
  return tokens;
}

const dayBefore = (days) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** What each session asks for, in turn: what staff open when they look at a quarter. */
function heavyRequests() {
  const quarter = `from=${dayBefore(DAYS - 1)}&to=${dayBefore(0)}&tz=UTC`;
  const week = `from=${dayBefore(6)}&to=${dayBefore(0)}&tz=UTC`;
  return [
    `/api/v1/reports/performance?${quarter}&groupBy=publisher,country&sort=grossClicks&order=desc&perPage=100`,
    `/api/v1/reports/performance/export?${quarter}&groupBy=date,offer,country`,
    `/api/v1/reports/conversions/export?${quarter}`,
    `/api/v1/reports/clicks/export?${week}`,
    `/api/v1/reports/clicks?${week}&perPage=100`,
    `/api/v1/dashboard?tz=UTC`,
  ];
}

/** Each request once, one at a time, so the loaded run does not measure cold caches. */
async function warmUp(serverUrl, token, requests) {
  for (const path of requests) {
    const started = Date.now();
    const result = await fetchWhole(serverUrl, token, path);
    if (result.status !== 200)
      throw new Error(`GET ${path} answered ${result.status}: the bench measures nothing`);
    console.log(
      `[report load] alone: ${result.status} in ${secondsSince(started)} s, ${(result.bytes / 1e6).toFixed(1)} MB: GET ${path}`,
    );
  }
}

async function fetchWhole(serverUrl, token, path, signal) {
  const response = await fetch(`${serverUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal,
  });
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { status: response.status, bytes, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
}

async function startSessions(serverUrl, tokens, requests) {
  const child = fork(new URL(import.meta.url), ['--report-sessions'], { stdio: 'inherit' });
  child.send({ serverUrl, tokens, requests });
  // Every session has sent its first request before the clicks are measured.
  await once(child, 'message');
  return {
    async stop() {
      child.send('stop');
      const [totals] = await once(child, 'message');
      child.disconnect();
      return totals;
    },
  };
}

/** The child: one loop per session until told to stop; then the totals of every session. */
function runSessionsChild() {
  const totals = { answered: 0, refused: 0, failed: 0, aborted: 0, bytes: 0 };
  const stopping = new AbortController();
  process.once('message', ({ serverUrl, tokens, requests }) => {
    const loops = tokens.map((token, index) => sessionLoop(serverUrl, token, requests, index));
    process.send('started');
    process.once('message', async () => {
      stopping.abort();
      await Promise.all(loops);
      process.send(totals);
    });
  });

  async function sessionLoop(serverUrl, token, requests, index) {
    for (let turn = index; !stopping.signal.aborted; turn += 1) {
      const path = requests[turn % requests.length];
      try {
        const result = await fetchWhole(serverUrl, token, path, stopping.signal);
        totals.bytes += result.bytes;
        if (result.status === 429) {
          totals.refused += 1;
          // As the screens do: say so, and try again once the server says it may.
          await delay(result.retryAfter * 1000, undefined, { signal: stopping.signal }).catch(() => {});
        } else if (result.status < 400) totals.answered += 1;
        else totals.failed += 1;
      } catch {
        if (stopping.signal.aborted) totals.aborted += 1;
        else totals.failed += 1;
      }
    }
  }
}

function printTable(before, loaded, after, heavy) {
  const row = (name, result) =>
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx - result['3xx']} |`;
  console.log(
    [
      '',
      '| clicks | req/s | p50 ms | p99 ms | errors |',
      '| --- | --- | --- | --- | --- |',
      row('unloaded, before', before),
      row(`with ${SESSIONS} staff sessions of reports and exports`, loaded),
      row('unloaded, after', after),
      '',
      `report sessions meanwhile: ${heavy.answered} answered, ${heavy.refused} refused (429), ${heavy.failed} failed, ` +
        `${heavy.aborted} cut at the end, ${(heavy.bytes / 1e6).toFixed(1)} MB read`,
    ].join('\n'),
  );
}
