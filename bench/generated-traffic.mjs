// A network's history written straight into the database for the benchmarks that need one
// (bench/report-network.mjs for `npm run bench:reports` and bench/list-figures.mjs, and
// bench/report-load.mjs for `npm run bench`): partners and offers, then a day of clicks and their
// conversions per INSERT … SELECT, then the rollups computed from those rows with SQL, as the
// writer's statements would have (so reports agree with the rows), and the coarse rollups and
// their daily twins with migrations 0014 and 0015's own statements.
import { sql } from 'drizzle-orm';
import { rebuildStatements } from '../apps/server/test/reports/rollup-rebuild.ts';

export const DAY_MS = 86_400_000;

/**
 * `tag` names what a generation adds, so several can share a network: the partners' e-mail domain
 * (`…@{tag}.example`), the offers' names (`{tag} offer N`) and the two lookup tables the day
 * inserts pick from (`{tag}_offers`, `{tag}_publishers`, numbered from 1).
 */
const tablesOf = (tag) => ({ offers: sql.raw(`${tag}_offers`), publishers: sql.raw(`${tag}_publishers`) });

/** Advertisers, publishers and active public offers (every tenth in EUR) with a Sale event, in SQL. */
export async function seedPartnersAndOffers(db, { tenantId, tag, advertisers, publishers, offers }) {
  const tables = tablesOf(tag);
  const domain = `%@${tag}.example`;
  const offerName = `${tag} offer `;
  // Nobody signs in as these partners, so one unusable hash serves all.
  await db.execute(sql`
    with made as (
      insert into users (tenant_id, email, name, password_hash, role)
      select ${tenantId}, kind || '-' || n || ${`@${tag}.example`}, initcap(kind) || ' ' || n, '!', kind
      from (select 'advertiser' as kind, n from generate_series(1, ${advertisers}::int) n
            union all select 'publisher', n from generate_series(1, ${publishers}::int) n) wanted
      returning id, role, name
    )
    insert into partners (tenant_id, kind, user_id, company, conversion_token)
    select ${tenantId}, role, id, name || ' Media', case when role = 'advertiser' then md5(random()::text) end
    from made`);
  await db.execute(sql`
    create table ${tables.publishers} as
    select row_number() over (order by p.ref) as i, p.id, p.ref from partners p join users u on u.id = p.user_id
    where p.tenant_id = ${tenantId} and p.kind = 'publisher' and u.email like ${domain}`);
  await db.execute(sql`
    with advertisers as (
      select row_number() over (order by p.ref) - 1 as i, p.id from partners p join users u on u.id = p.user_id
      where p.tenant_id = ${tenantId} and p.kind = 'advertiser' and u.email like ${domain}
    )
    insert into offers (tenant_id, advertiser_id, name, status, currency, destination_url, redirect_mode,
      default_conversion_status, targeting, timezone, fallback_strategy, visibility)
    select ${tenantId}, a.id, ${offerName} || n, 'active', case when n % 10 = 0 then 'EUR' else 'USD' end,
      'https://shop.example/?cid={click_id}', 'redirect_302', 'approved', '{}'::jsonb, 'UTC', 'priority', 'public'
    from generate_series(1, ${offers}::int) n join advertisers a on a.i = n % ${advertisers}::int`);
  await db.execute(sql`
    insert into offer_events (tenant_id, offer_id, name, key, is_base, position, payout_type, payout_amount,
      revenue_type, revenue_amount)
    select tenant_id, id, 'Sale', 'sale', true, 0, 'cpa', (2 + ref % 20)::numeric, 'cpa', ((2 + ref % 20) * 1.6)::numeric
    from offers where tenant_id = ${tenantId} and name like ${`${offerName}%`}`);
  await db.execute(sql`
    create table ${tables.offers} as
    select row_number() over (order by o.ref) as i, o.id, o.ref, o.advertiser_id, o.currency, e.id as event_id,
      e.payout_amount as payout, e.revenue_amount as revenue
    from offers o join offer_events e on e.offer_id = o.id
    where o.tenant_id = ${tenantId} and o.name like ${`${offerName}%`}`);
}

/**
 * Day `d`'s `count` clicks, spread over its first `dayMs`, then ~2% of the valid ones converting
 * within 3 hours (never after `now`). Offers and publishers are picked with a skew (a few big ones,
 * a long tail), visitors from a handful of countries and devices, sub ids from small sets; 3% of
 * clicks are refused with a reason, 2% sent to a fallback, 15% of valid ones repeat visits.
 * `visitorDetails` adds a referrer, user agent, IP and destination to each (the click export's
 * widest columns).
 */
export async function insertDay(db, day) {
  const { tenantId, tag, offers, publishers, d, dayStart, dayMs, count, now, visitorDetails } = day;
  const tables = tablesOf(tag);
  const details = visitorDetails
    ? sql`, 'https://news.example/article-' || floor(u * 1000)::int,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/' ||
        (100 + floor(t * 31)::int) || '.0 Safari/537.36',
      ('10.' || floor(u * 250)::int || '.' || floor(t * 250)::int || '.' || floor(r * 250)::int)::inet,
      'https://shop.example/?cid=' || md5(g::text)`
    : sql``;
  await db.execute(sql`
    with picks as materialized (
      select g,
        least(${offers}::int, 1 + floor(power(random(), 2.2) * ${offers}::int))::int as oi,
        least(${publishers}::int, 1 + floor(power(random(), 3) * ${publishers}::int))::int as pi,
        random() as r, random() as u, random() as t
      from generate_series(1, ${count}::int) g
    )
    insert into clicks (id, clicked_at, tenant_id, offer_id, offer_ref, publisher_id, publisher_ref,
      advertiser_id, kind, reason, is_unique, is_duplicate, sub1, sub2, source, country, device_type, os,
      browser, currency ${visitorDetails ? sql`, referrer, user_agent, ip, destination_url` : sql``})
    select md5(${`${tag}-${d}-`}::text || g::text) || substr(md5(${`${tag}-${d}+`}::text || g::text), 1, 16),
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
      o.currency ${details}
    from picks join ${tables.offers} o on o.i = picks.oi join ${tables.publishers} p on p.i = picks.pi`);
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
    join ${tables.offers} o on o.id = c.offer_id`);
}

const HOURLY_KEY =
  'hour, tenant_id, offer_id, publisher_id, advertiser_id, event_key, country, device_type, os, browser, landing_page_id, creative_id, currency';
const SUB_KEY =
  'hour, tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3, sub4, sub5, source, currency';
const CONVERSION_SUMS = `count(*) filter (where status = 'approved'), count(*) filter (where status = 'pending'),
  count(*) filter (where status = 'rejected'),
  coalesce(sum(payout) filter (where status = 'approved'), 0), coalesce(sum(revenue) filter (where status = 'approved'), 0),
  coalesce(sum(payout) filter (where status = 'pending'), 0), coalesce(sum(revenue) filter (where status = 'pending'), 0)`;

/**
 * The rollups of the generated rows (their offers are new, so no key meets one the click writer
 * made): clicks in the hour they happened (test clicks out), conversions in the hour they converted
 * under their status, rejected ones without money. Then the coarse rollups and their daily twins,
 * rebuilt whole from `stats_hourly`, which may hold other clicks too: their rows go first (the
 * migrations' rebuilds insert into empty tables). Run while no server writes.
 */
export async function computeRollups(db, tag) {
  const generated = `offer_id in (select id from ${tag}_offers) and not is_test`;
  const statements = [
    `insert into stats_hourly (${HOURLY_KEY}, gross_clicks, unique_clicks, duplicate_clicks, invalid_clicks,
      approved_payout, approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, null,
      country, device_type, os, browser, landing_page_id, creative_id, currency, count(*), count(*) filter (where is_unique),
      count(*) filter (where is_duplicate), count(*) filter (where reason is not null), sum(payout), sum(revenue)
    from clicks where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
    `insert into stats_hourly (${HOURLY_KEY}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, advertiser_id, event_key,
      country, device_type, os, browser, landing_page_id, creative_id, currency, ${CONVERSION_SUMS}
    from conversions where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13`,
    `insert into stats_hourly_sub (${SUB_KEY}, gross_clicks, unique_clicks, invalid_clicks, approved_payout,
      approved_revenue)
    select date_trunc('hour', clicked_at, 'UTC'), tenant_id, offer_id, publisher_id, null, sub1, sub2, sub3, sub4,
      sub5, source, currency, count(*), count(*) filter (where is_unique), count(*) filter (where reason is not null),
      sum(payout), sum(revenue)
    from clicks where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
    `insert into stats_hourly_sub (${SUB_KEY}, approved_conversions, pending_conversions, rejected_conversions,
      approved_payout, approved_revenue, pending_payout, pending_revenue)
    select date_trunc('hour', converted_at, 'UTC'), tenant_id, offer_id, publisher_id, event_key, sub1, sub2, sub3,
      sub4, sub5, source, currency, ${CONVERSION_SUMS}
    from conversions where ${generated} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12`,
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
