// `npm run bench:billing`: a month's invoices for a network's worth of conversions (issue 27,
// docs/performance.md "Billing"). In one run it starts a throwaway PostgreSQL 15 and generates, in
// bulk SQL, a network of 2,000 publishers, 200 advertisers and 400 offers (every tenth in EUR, every
// 25th otherwise in GBP, the rest USD) and BENCH_CONVERSIONS approved, non-test conversions
// (default 1,000,000) spread over last month, each with its `approved_at` (docs/money.md: a row
// without one is never billed), offers and publishers drawn with a skew (a few big ones, a long
// tail). Then, through the app's own functions:
//   billing run   the month's drafts for every partner: generateDrafts for the month's end,
//                 publishers then advertisers (both timed together: the run)
//   (untimed)     a third of the drafts issued with issueInvoice, some of them dated 40 days back
//                 (overdue now), some of the others paid in full or in part, so the list has every
//                 status; then VACUUM ANALYZE, as autovacuum would after the run's million updates
//   invoice list  listInvoices as the billing screen's route calls it (staff reach, the contracts'
//                 list query) over pages, filters and sorts: BENCH_RUNS times each case
//   invoice view  loadInvoice of random invoices, BENCH_RUNS × 10 of them
//
//   npm run bench:billing                             (the full size)
//   BENCH_CONVERSIONS=50000 npm run bench:billing     (a quick try)
//
// The last line reads exactly: `billing run S s, invoice list p95 L ms, invoice view p95 V ms`.
// Targets (issue 27): the run ≤ 30 s, list p95 ≤ 100 ms, view p95 ≤ 50 ms. Not part of `npm test`:
// figures depend on the machine.
import { invoicePaymentBodySchema, listInvoicesQuerySchema, shiftDay } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import * as invoicing from '../apps/server/src/modules/invoices/index.ts';
import { ALL_PARTNERS } from '../apps/server/src/modules/partner-scope/index.ts';
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { startBenchPostgres } from './bench-postgres.mjs';
import { DAY_MS, seedPartnersAndOffers } from './generated-traffic.mjs';
import { figuresOf, seconds, timed } from './timings.mjs';

const CONVERSIONS = Number(process.env.BENCH_CONVERSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const VIEWS = RUNS * 10;
/** The network's size (issue 27): partners and offers. */
const NETWORK = { publishers: 2_000, advertisers: 200, offers: 400 };
/** Names the generated partners and offers and their lookup tables (bench/generated-traffic.mjs). */
const TAG = 'billing';
const STAFF = { kind: 'staff', scope: ALL_PARTNERS };

async function main() {
  const { handle, db, cleanup } = await startBenchPostgres({ poolSize: 4 });
  const started = Date.now();
  const { tenant } = await ensureDefaultTenant(db, {});
  const [admin] = (
    await db.execute(sql`select id from users where tenant_id = ${tenant.id} and role = 'admin'`)
  ).rows;
  const month = lastMonth(new Date());
  await seedPartnersAndOffers(db, { tenantId: tenant.id, tag: TAG, ...NETWORK });
  await db.execute(
    sql.raw(`update offers set currency = 'GBP' where id in
    (select id from ${TAG}_offers where i % 25 = 0 and i % 10 <> 0)`),
  );
  await db.execute(sql.raw(`update ${TAG}_offers set currency = 'GBP' where i % 25 = 0 and i % 10 <> 0`));
  await generateConversions(db, tenant.id, month);
  // The table as a network's would stand: not due for autovacuum when the run starts.
  await db.execute(sql`vacuum analyze`);
  console.log(`\ngenerated in ${seconds(started)} s: ${await describeConversions(db)}\n`);

  const run = await billingRun(db, tenant.id, month);
  await checkBilled(db, tenant.id);
  const issuing = await issueAThird(db, tenant.id, admin.id);
  await db.execute(sql`vacuum analyze`);
  console.log(`[issue] ${issuing}\n[vacuum] done`);

  const list = await measureList(db, tenant.id);
  const view = await measureView(db, tenant.id);

  console.log(`\n${RUNS} runs per list case, ${VIEWS} views, one after another, on PostgreSQL\n`);
  console.log('| measured | runs | p50 ms | p95 ms | p99 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const figure of [...list.cases, list.all, view]) {
    console.log(`| ${figure.name} | ${figure.runs} | ${figure.p50} | ${figure.p95} | ${figure.p99} |`);
  }
  console.log(`\n${run.summary}`);
  await handle.close();
  console.log(
    `\nbilling run ${run.seconds} s, invoice list p95 ${list.all.p95} ms, invoice view p95 ${view.p95} ms`,
  );
  cleanup();
}

/** The whole month before the one `now` is in (UTC, the generated network's zone): [start, end). */
function lastMonth(now) {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return { start, end, days: Math.round((end - start) / DAY_MS), periodEnd: end.toISOString().slice(0, 10) };
}

/**
 * CONVERSIONS approved conversions over the month, one INSERT … SELECT a day: converted at a random
 * second of the day and approved then (as the intake records one approved on arrival), on an offer
 * and publisher drawn with the traffic generator's skew, with the offer's payout, revenue and currency.
 */
async function generateConversions(db, tenantId, month) {
  const started = Date.now();
  let made = 0;
  for (let d = 0; d < month.days; d += 1) {
    const count = d === month.days - 1 ? CONVERSIONS - made : Math.round(CONVERSIONS / month.days);
    made += count;
    const dayStart = new Date(month.start.getTime() + d * DAY_MS).toISOString();
    await db.execute(sql`
      with picks as materialized (
        select g,
          least(${NETWORK.offers}::int, 1 + floor(power(random(), 2.2) * ${NETWORK.offers}::int))::int as oi,
          least(${NETWORK.publishers}::int, 1 + floor(power(random(), 3) * ${NETWORK.publishers}::int))::int as pi,
          ${dayStart}::timestamptz + make_interval(secs => random() * 86399) as at,
          random() as r
        from generate_series(1, ${count}::int) g
      )
      insert into conversions (tenant_id, click_id, clicked_at, converted_at, offer_id, publisher_id,
        advertiser_id, event_id, event_key, status, approved_at, txn_id, dedupe_key, payout, revenue, currency,
        country, device_type, channel, created_at, updated_at)
      select ${tenantId}, md5(${`${TAG}-${d}-`}::text || g::text), at - r * interval '2 hours', at, o.id, p.id,
        o.advertiser_id, o.event_id, 'sale', 'approved', at, md5(${`${TAG}-${d}-`}::text || g::text),
        md5(${`${TAG}-${d}-`}::text || g::text) || ':sale', o.payout, o.revenue, o.currency,
        (array['US','US','US','DE','GB','FR','IN','BR','CA','ES'])[1 + floor(r * 10)::int],
        (array['desktop','mobile','mobile','tablet'])[1 + floor(random() * 4)::int], 'postback', at, at
      from picks join ${sql.raw(`${TAG}_offers`)} o on o.i = picks.oi join ${sql.raw(`${TAG}_publishers`)} p on p.i = picks.pi`);
    if (d % 10 === 9 || d === month.days - 1) {
      console.log(
        `[generate] ${d + 1}/${month.days} days, ${made.toLocaleString('en')} conversions, ${seconds(started)} s`,
      );
    }
  }
}

async function describeConversions(db) {
  const rows = (
    await db.execute(sql`
      select currency, count(*)::int as n, count(distinct publisher_id)::int as publishers
      from conversions group by currency order by n desc`)
  ).rows;
  const parts = rows.map(
    (row) =>
      `${row.n.toLocaleString('en')} in ${row.currency} (${row.publishers.toLocaleString('en')} publishers)`,
  );
  return `approved conversions ${parts.join(', ')}; ${NETWORK.publishers.toLocaleString('en')} publishers, ${NETWORK.advertisers} advertisers, ${NETWORK.offers} offers`;
}

/** The run: every side's drafts for the month, one side after the other, timed together. */
async function billingRun(db, tenantId, month) {
  const run = { tenantId, periodEnd: month.periodEnd, now: new Date() };
  const parts = [];
  let total = 0;
  for (const kind of ['publisher', 'advertiser']) {
    let drafts = [];
    const ms = await timed(async () => {
      drafts = await invoicing.generateDrafts(db, { ...run, kind });
    });
    total += ms;
    const billed = drafts.reduce((sum, draft) => sum + draft.billed, 0);
    parts.push(
      `${kind}: ${drafts.length.toLocaleString('en')} drafts, ${billed.toLocaleString('en')} conversions billed in ${(ms / 1000).toFixed(1)} s`,
    );
    console.log(`[run] ${parts.at(-1)}`);
  }
  return {
    seconds: (total / 1000).toFixed(1),
    summary: `billing run (period ending ${month.periodEnd}): ${parts.join('; ')}`,
  };
}

/**
 * Every conversion billed once on each side, and each draft's total the sum of its conversions'
 * payouts (publishers) or revenue (advertisers): the network has no tax rates.
 */
async function checkBilled(db, tenantId) {
  const [check] = (
    await db.execute(sql`
      select (select count(*) from conversions where tenant_id = ${tenantId}
          and (publisher_invoice_id is null or advertiser_invoice_id is null))::int as unbilled,
        (select count(*) from invoices i where i.tenant_id = ${tenantId} and i.total <> (
          select coalesce(sum(case when i.partner_kind = 'publisher' then payout else revenue end), 0)
          from conversions c
          where (i.partner_kind = 'publisher' and c.publisher_invoice_id = i.id)
             or (i.partner_kind = 'advertiser' and c.advertiser_invoice_id = i.id)))::int as wrong`)
  ).rows;
  if (check.unbilled !== 0 || check.wrong !== 0) {
    throw new Error(
      `the run left ${check.unbilled} conversions unbilled and ${check.wrong} drafts with a wrong total`,
    );
  }
}

/**
 * A third of the drafts issued (untimed), so the list holds every status: one in three of those
 * dated 40 days back (due 10 days ago: overdue), and of the rest, one in two paid in full and one
 * in four in part.
 */
async function issueAThird(db, tenantId, actorId) {
  const started = Date.now();
  await db.execute(sql`select setseed(0.27)`);
  const picked = (
    await db.execute(sql`
      select id, total::text as total from invoices where tenant_id = ${tenantId} and status = 'draft'
      order by partner_kind, partner_id, currency`)
  ).rows.filter((_, index) => index % 3 === 0);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const counts = { issued: 0, overdue: 0, paid: 0, partlyPaid: 0 };
  for (const [index, invoice] of picked.entries()) {
    const action = { tenantId, invoiceId: invoice.id, actorId, scope: ALL_PARTNERS };
    if (index % 3 === 0) {
      await invoicing.issueInvoice(db, { ...action, now: new Date(now.getTime() - 40 * DAY_MS) });
      counts.overdue += 1;
      continue;
    }
    await invoicing.issueInvoice(db, { ...action, now });
    counts.issued += 1;
    const share = index % 4 === 1 ? 1 : index % 4 === 2 ? 0.5 : 0;
    if (share === 0) continue;
    const amount = share === 1 ? invoice.total : (Math.floor(Number(invoice.total) * 50) / 100).toFixed(2);
    const payment = invoicePaymentBodySchema.parse({ amount, paidOn: today, reference: 'bench' });
    await invoicing.recordInvoicePayment(db, { ...action, now, payment });
    if (share === 1) counts.paid += 1;
    else counts.partlyPaid += 1;
  }
  return (
    `${picked.length.toLocaleString('en')} drafts issued in ${seconds(started)} s: ${counts.overdue} dated ` +
    `${shiftDay(today, -40)} (overdue), ${counts.issued} today, of which ${counts.paid} paid and ${counts.partlyPaid} partly paid`
  );
}

/**
 * The list cases, as the billing screen asks them (the contracts' schema fills the defaults: the
 * publishers' invoices, page 1 of 25 by creation, newest first). `partner` and `page` vary per run.
 */
function listCases(partners, pages) {
  return [
    ['first page (defaults)', () => ({})],
    ['status draft', () => ({ status: 'draft' })],
    ['status issued, by due day', () => ({ status: 'issued', sort: 'dueOn', order: 'asc' })],
    ['status paid', () => ({ status: 'paid' })],
    ['currency EUR', () => ({ currency: 'EUR' })],
    ['overdue', () => ({ overdue: '1' })],
    ['one partner', (run) => ({ partnerId: partners[run % partners.length] })],
    ['by total, largest first', () => ({ sort: 'total', order: 'desc' })],
    ['by number', () => ({ sort: 'number', order: 'asc' })],
    ['period overlapping the month', () => ({ periodFrom: pages.monthStart, periodTo: pages.monthEnd })],
    ['a page deep in the list', (run) => ({ page: String(1 + ((run * 7) % pages.count)) })],
    ['100 a page, by total', () => ({ perPage: '100', sort: 'total', order: 'asc' })],
  ];
}

async function measureList(db, tenantId) {
  const partners = (
    await db.execute(sql`
      select partner_id from invoices where tenant_id = ${tenantId} and partner_kind = 'publisher'
      group by partner_id order by md5(partner_id::text) limit 100`)
  ).rows.map((row) => row.partner_id);
  const [shape] = (
    await db.execute(sql`
      select count(*)::int as invoices, min(period_start)::text as first, max(period_end)::text as last
      from invoices where tenant_id = ${tenantId} and partner_kind = 'publisher'`)
  ).rows;
  const pages = {
    count: Math.max(1, Math.ceil(shape.invoices / 25)),
    monthStart: shape.first,
    monthEnd: shape.last,
  };
  const cases = listCases(partners, pages);
  // The billing screen's other tab.
  cases.push(["advertisers' invoices, first page", () => ({ kind: 'advertiser' })]);
  const timings = cases.map(() => []);
  const ask = (of, run) =>
    invoicing.listInvoices(db, tenantId, STAFF, listInvoicesQuerySchema.parse(of(run)));
  for (const [, of] of cases) await ask(of, 0);
  // Case after case within each run, so a drift of the machine spreads over every case.
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, [, of]] of cases.entries()) timings[index].push(await timed(() => ask(of, run)));
  }
  console.log(
    `[measure] invoice list: ${cases.length} cases × ${RUNS} runs over ${shape.invoices} publisher invoices`,
  );
  return {
    cases: cases.map(([name], index) => figuresOf(`list: ${name}`, timings[index])),
    all: figuresOf('invoice list, every case', timings.flat()),
  };
}

/** loadInvoice of VIEWS invoices drawn at random (every status, both kinds), each timed once. */
async function measureView(db, tenantId) {
  const ids = (
    await db.execute(
      sql`select id from invoices where tenant_id = ${tenantId} order by random() limit ${VIEWS}`,
    )
  ).rows.map((row) => row.id);
  await invoicing.loadInvoice(db, tenantId, STAFF, ids[0]);
  const timings = [];
  for (let index = 0; index < VIEWS; index += 1) {
    timings.push(await timed(() => invoicing.loadInvoice(db, tenantId, STAFF, ids[index % ids.length])));
  }
  const figures = figuresOf('invoice view (random invoices)', timings);
  console.log(`[measure] invoice view: p50 ${figures.p50} ms, p95 ${figures.p95} ms`);
  return figures;
}

await main();
