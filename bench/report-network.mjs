// A network's worth of traffic for the report benchmarks (`npm run bench:reports`,
// bench/list-figures.mjs): a throwaway PostgreSQL 15, BENCH_CLICKS clicks (default 10,000,000) over
// 90 days across 200 offers and 2,000 publishers, ~2% of valid clicks converting, and their rollups,
// written as bench/generated-traffic.mjs writes a history. Not part of `npm test`.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ensureClickPartition } from '../apps/server/src/events/postgres/click-partitions.ts';
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { startBenchPostgres } from './bench-postgres.mjs';
import { computeRollups, DAY_MS, insertDay, seedPartnersAndOffers } from './generated-traffic.mjs';
import { seconds } from './timings.mjs';

export { DAY_MS };

export const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
export const DAYS = 90;
export const OFFERS = 200;
export const PUBLISHERS = 2_000;
const ADVERTISERS = 50;
/** Names the generated partners, offers and their lookup tables (`bench_offers`, `bench_publishers`). */
const TAG = 'bench';

/**
 * Starts PostgreSQL, generates the network and its rollups, vacuums and analyses. `cleanup`
 * stops PostgreSQL (also on exit or a signal); the admin signs in with `adminEmail`/`adminPassword`.
 */
export async function startReportNetwork() {
  const { postgres, handle, db, cleanup } = await startBenchPostgres({ poolSize: 4 });

  const started = Date.now();
  const adminEmail = 'bench-admin@example.com';
  const adminPassword = `bench-${randomUUID()}`;
  const tenant = await seedNetwork(db, adminEmail, adminPassword);
  const now = new Date();
  await generateTraffic(db, tenant, now);
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
  await seedPartnersAndOffers(db, {
    tenantId: tenant.id,
    tag: TAG,
    advertisers: ADVERTISERS,
    publishers: PUBLISHERS,
    offers: OFFERS,
  });
  return tenant;
}

/** One INSERT … SELECT of clicks and one of conversions per day, the clicks in proportion to the day's length. */
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
    await insertDay(db, {
      tenantId: tenant.id,
      tag: TAG,
      offers: OFFERS,
      publishers: PUBLISHERS,
      d,
      dayStart,
      dayMs: dayLengths[d],
      count,
      now,
    });
    if (d % 10 === 9 || d === DAYS - 1) {
      console.log(
        `[generate] ${d + 1}/${DAYS} days, ${made.toLocaleString('en')} clicks, ${seconds(started)} s`,
      );
    }
  }
  const rollupsStarted = Date.now();
  await computeRollups(db, TAG);
  console.log(`[rollups] computed from the rows in ${seconds(rollupsStarted)} s`);
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
