// What the figures on the staff lists cost (docs/reports.md "Figures on lists"): offer/manage,
// publisher/manage and advertiser/manage on the report bench's network (bench/report-network.mjs:
// BENCH_CLICKS clicks over 90 days, 200 offers, 2,000 publishers, 50 advertisers, on PostgreSQL).
// Each list is asked through the real app (app.inject: routing, auth, validation, serialisation)
// by two staff accounts in alternation: an employee without `reports.read`, whose lists are what
// they were before the figures (no rollup is read), and the admin, whose rows carry their last 30
// days. Then the admin sorts by clicks, which ranks every row of the list (publishers do not sort
// by figures: what ranking them would cost is measured instead). Both in UTC, then in
// America/New_York (a zone whose days straddle two UTC days: the edges come from hourly rows).
//
//   BENCH_CLICKS=1000000 node --import tsx bench/list-figures.mjs
//
// The last line reads exactly: `list figures: offers +A ms, publishers +B ms, advertisers +C ms (p50, 25 rows)`.
// Not part of `npm test`: figures depend on the machine.
import { sql } from 'drizzle-orm';
import { ADMIN_SCOPE, reportStoresOn, sumRollups } from '../apps/server/src/modules/reports/index.ts';
import { seedUser } from '../apps/server/test/helpers/factories.ts';
import { startReportNetwork } from './report-network.mjs';
import { bearerFor, startRealApp } from './support.mjs';
import { figuresOf, roundMs as round, timed } from './timings.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
/** Each list, and whether it sorts by figures (publishers do not: see rankAllPublishers). */
const LISTS = [
  ['offers', '/api/v1/offers', true],
  ['publishers', '/api/v1/publishers', false],
  ['advertisers', '/api/v1/advertisers', true],
];

const figures = (timings) => {
  const { p50, p95 } = figuresOf('', timings);
  return { p50, p95 };
};

async function get(app, url, headers) {
  const answer = await app.inject({ method: 'GET', url, headers });
  if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
}

/**
 * What sorting publishers by a figure would cost, had it been offered: every publisher's last 30
 * days through the report kit, as the dashboard's top publishers are ranked (over 7 days there).
 */
function rankAllPublishers(network, zone) {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const request = { tenantId: network.tenant.id, from, to, timeZone: zone, filters: {}, scope: ADMIN_SCOPE };
  const stores = reportStoresOn(network.db);
  return () => sumRollups(stores, { ...request, groupBy: ['publisher'] });
}

/** The cases of one list, each run RUNS times in turn (after one warm-up each), side by side. */
async function measureList(app, [path, sorts], before, after, rankAll) {
  const cases = [
    ['before: no figures', () => get(app, `${path}?perPage=25`, before)],
    ['figures, 25 rows', () => get(app, `${path}?perPage=25`, after)],
    ['figures, 100 rows', () => get(app, `${path}?perPage=100`, after)],
    sorts
      ? ['sorted by clicks, 25 rows', () => get(app, `${path}?perPage=25&sort=clicks&order=desc`, after)]
      : ['(not offered) ranking every publisher', rankAll],
  ];
  const timings = cases.map(() => []);
  for (const [, call] of cases) await call();
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, [, call]] of cases.entries()) timings[index].push(await timed(call));
  }
  return cases.map(([name], index) => ({ name, ...figures(timings[index]) }));
}

async function main() {
  const network = await startReportNetwork();
  process.env.DATABASE_URL = network.postgres.url;
  const employee = await seedUser(network.db, network.tenant, {
    role: 'employee',
    permissions: ['offers.read', 'publishers.read', 'advertisers.read'],
  });

  const rows = [];
  const added = {};
  for (const zone of ['UTC', 'America/New_York']) {
    await network.db.execute(sql`update tenants set timezone = ${zone} where id = ${network.tenant.id}`);
    // An app of its own per zone: the tenant cache would keep the previous zone for 10 s.
    const real = await startRealApp({}, async () => {});
    const admin = await bearerFor(real.app, network.adminEmail, network.adminPassword);
    const before = await bearerFor(real.app, employee.email, employee.password);
    for (const [name, path, sorts] of LISTS) {
      const measured = await measureList(
        real.app,
        [path, sorts],
        before,
        admin,
        rankAllPublishers(network, zone),
      );
      for (const figure of measured)
        rows.push(`| ${name} | ${zone} | ${figure.name} | ${figure.p50} | ${figure.p95} |`);
      if (zone === 'UTC') added[name] = round(measured[1].p50 - measured[0].p50);
      console.log(`[measure] ${name} in ${zone}: done`);
    }
    await real.close();
  }
  console.log(`\n${RUNS} runs per case, alternating, through app.inject on PostgreSQL\n`);
  console.log('| list | network zone | case | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
  await network.handle.close();
  console.log(
    `\nlist figures: offers +${added.offers} ms, publishers +${added.publishers} ms, advertisers +${added.advertisers} ms (p50, 25 rows)`,
  );
  network.cleanup();
}
await main();
