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
import { computeRollups, DAY_MS, insertDay, seedPartnersAndOffers } from './generated-traffic.mjs';

const CLICKS = Number(process.env.BENCH_REPORT_CLICKS ?? 700_000);
const DAYS = 90;
/** The share of the clicks in the last 7 days, which the click export reads. */
const LAST_WEEK_SHARE = 0.5;
const OFFERS = 50;
const PUBLISHERS = 500;
const SESSIONS = 5;
/** Names the generated partners, offers and their lookup tables (`load_offers`, `load_publishers`). */
const TAG = 'load';

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

/** Offers, publishers and 90 days of clicks, conversions and rollups (bench/generated-traffic.mjs), half in the last week. */
async function generateTraffic(db, tenantId) {
  const started = Date.now();
  await seedPartnersAndOffers(db, {
    tenantId,
    tag: TAG,
    advertisers: 10,
    publishers: PUBLISHERS,
    offers: OFFERS,
  });
  const now = new Date();
  const firstDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (DAYS - 1) * DAY_MS;
  for (let d = 0; d < DAYS; d += 1) {
    const dayStart = new Date(firstDay + d * DAY_MS);
    // Today only up to now, so no click is in the future.
    const dayMs = d === DAYS - 1 ? now.getTime() - dayStart.getTime() : DAY_MS;
    const share = d >= DAYS - 7 ? LAST_WEEK_SHARE / 7 : (1 - LAST_WEEK_SHARE) / (DAYS - 7);
    await ensureClickPartition(db, dayStart);
    const count = Math.round(CLICKS * share);
    await insertDay(db, {
      tenantId,
      tag: TAG,
      offers: OFFERS,
      publishers: PUBLISHERS,
      d,
      dayStart,
      dayMs,
      count,
      now,
      visitorDetails: true,
    });
  }
  await computeRollups(db, TAG);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `[report load] ${CLICKS.toLocaleString('en')} clicks over ${DAYS} days (${OFFERS} offers, ${PUBLISHERS} publishers) ` +
      `with conversions and rollups generated in ${secondsSince(started)} s`,
  );
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
