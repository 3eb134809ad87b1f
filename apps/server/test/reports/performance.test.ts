import type { BaseCounters, PerformanceResponse } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { partners } from '../../src/db/schema/index';
import { listenOnLoopback } from '../helpers/http';
import { seedCreative } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { type RawFilters, rawCounters } from './raw-counters';
import { type ReportWorld, recentRange, reportWorld } from './report-world';

/*
 * Every figure of the performance report equals a count over the raw click, impression and conversion rows
 * for the same filters, per currency; also after a status change. Traffic goes through the
 * click writer and /postback intake, as in production.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const DAY = 86_400_000;
/** The raw rows' window for recentRange(): yesterday 00:00 UTC to tomorrow 00:00 UTC. */
function rawWindow() {
  const { from } = recentRange();
  const start = new Date(`${from}T00:00:00Z`);
  return { from: start, to: new Date(start.getTime() + 2 * DAY) };
}

type Traffic = ReportWorld & { conversionIds: Record<string, string>; adminHeaders: Record<string, string> };

/** Clicks of every kind on two offers (USD, EUR) and two publishers, banner views, and five conversions. */
async function trafficWorld(): Promise<Traffic> {
  const w = await reportWorld({ app: ctx.current.app, db, baseUrl });
  const { usd, eur, publisherA: a, publisherB: b } = w;
  const aClicks = [
    w.click(usd.offer, a, { sub1: 'alpha', country: 'DE' }),
    w.click(usd.offer, a, { sub1: 'alpha', country: 'DE' }),
    w.click(usd.offer, a, { sub1: 'gamma', country: 'DE' }),
    w.click(usd.offer, a, { country: 'FR', isUnique: false, isDuplicate: true }),
    w.click(usd.offer, a, { kind: 'rejected', country: 'DE' }),
    w.click(usd.offer, a, { isTest: true }),
  ];
  const bClicks = [
    w.click(usd.offer, b, { sub1: 'beta', country: 'US', payout: '0.25', revenue: '0.40' }),
    w.click(usd.offer, b, { sub1: 'beta', country: 'US' }),
  ];
  const eurClicks = [w.click(eur.offer, a, { country: 'DE' }), w.click(eur.offer, a, { country: 'DE' })];
  await w.writeClicks([...aClicks, ...bClicks, ...eurClicks]);
  const banner = crypto.randomUUID();
  await w.writeImpressions([
    ...Array.from({ length: 5 }, () =>
      w.impression(usd.offer, a, { sub1: 'alpha', country: 'DE', creativeId: banner }),
    ),
    w.impression(usd.offer, a, { sub1: 'gamma', country: 'FR', creativeId: banner }),
    w.impression(usd.offer, b, { sub1: 'beta', country: 'US' }),
    w.impression(eur.offer, a, { sub1: null, country: 'DE' }),
  ]);
  const id = (record: { id: string } | undefined) => record?.id ?? '';
  const conversionIds = {
    aApproved: await w.convert(id(aClicks[0]), { amount: '100', txn_id: 'A1' }),
    aPending: await w.convert(id(aClicks[1]), { status: 'pending', amount: '50', txn_id: 'A2' }),
    aPrivate: await w.convert(id(aClicks[2]), { event: 'vip', txn_id: 'A3' }),
    bApproved: await w.convert(id(bClicks[0]), { txn_id: 'B1' }),
    eurApproved: await w.convert(id(eurClicks[0]), { amount: '10', txn_id: 'E1' }),
  };
  const { headers: adminHeaders } = await signedIn(ctx.current.app, db, w.tenant);
  return { ...w, conversionIds, adminHeaders };
}

async function report(headers: Record<string, string>, query: Record<string, string>) {
  const answer = await ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/reports/performance?${new URLSearchParams({ ...recentRange(), ...query })}`,
    headers,
  });
  return answer;
}

async function reportBody(headers: Record<string, string>, query: Record<string, string>) {
  const answer = await report(headers, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PerformanceResponse;
}

/** The report's totals keyed as rawCounters keys them ("USD|"). */
const totalsOf = (body: PerformanceResponse) =>
  new Map(body.totals.map((line) => [`${line.currency}|`, line.counters]));

/** Rows keyed by currency and one grouped value. */
const rowsBy = (body: PerformanceResponse, dimension: string) =>
  new Map(
    body.data.map((row) => [`${row.currency}|${row.dimensions[dimension]?.value ?? ''}`, row.counters]),
  );

/** The sub-id rollup keeps neither duplicate clicks nor sale amounts: blank them in the raw counts. */
const withoutSubGaps = (counters: Map<string, BaseCounters>) =>
  new Map(
    [...counters].map(([key, value]) => [
      key,
      { ...value, duplicateClicks: null, sale: null, pendingSale: null },
    ]),
  );

async function expectTotalsEqualRows(w: Traffic, query: Record<string, string>, filters: RawFilters) {
  const body = await reportBody(w.adminHeaders, query);
  expect(totalsOf(body)).toEqual(await rawCounters(db, w.tenant.id, rawWindow(), filters));
  return body;
}

describe('GET /reports/performance: figures equal the raw rows', () => {
  test('totals per currency and rows by publisher, before and after a status change', async () => {
    const w = await trafficWorld();
    const raw = () => rawCounters(db, w.tenant.id, rawWindow(), {}, 'publisher_id');
    const byPublisher = await reportBody(w.adminHeaders, { groupBy: 'publisher' });
    expect(rowsBy(byPublisher, 'publisher')).toEqual(await raw());
    expect(byPublisher.meta).toMatchObject({ total: 3, rollup: 'hourly', timeZone: 'UTC' });
    const usdTotals = await expectTotalsEqualRows(w, { groupBy: 'offer' }, {});
    // Spot checks, so an empty comparison cannot pass.
    expect(usdTotals.totals.find((line) => line.currency === 'USD')?.counters).toMatchObject({
      grossClicks: 7,
      uniqueClicks: 5,
      duplicateClicks: 1,
      invalidClicks: 1,
      approvedConversions: 3,
      pendingConversions: 1,
      payout: '32.75',
    });

    const answer = await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${w.conversionIds.aApproved}/status`,
      headers: w.adminHeaders,
      payload: { status: 'rejected', reason: 'Chargeback' },
    });
    expect(answer.statusCode).toBe(200);
    const after = await reportBody(w.adminHeaders, { groupBy: 'publisher' });
    expect(rowsBy(after, 'publisher')).toEqual(await raw());
    const aUsd = after.data.find(
      (row) => row.currency === 'USD' && row.dimensions.publisher?.value === w.publisherA.partner.id,
    );
    expect(aUsd?.counters).toMatchObject({ approvedConversions: 1, rejectedConversions: 1 });
  });

  test('filters: offer and country on the main rollup, sub id on the sub-id rollup', async () => {
    const w = await trafficWorld();
    await expectTotalsEqualRows(
      w,
      { offerId: w.usd.offer.id, country: 'DE' },
      { offer_id: w.usd.offer.id, country: 'DE' },
    );
    await expectTotalsEqualRows(
      w,
      { advertiserId: w.advertiser.partner.id, groupBy: 'date,offer' },
      { advertiser_id: w.advertiser.partner.id },
    );
    const bySub = await reportBody(w.adminHeaders, { groupBy: 'sub1' });
    expect(bySub.meta.rollup).toBe('sub');
    expect(rowsBy(bySub, 'sub1')).toEqual(
      withoutSubGaps(await rawCounters(db, w.tenant.id, rawWindow(), {}, 'sub1')),
    );
    const alpha = await reportBody(w.adminHeaders, { sub1: 'alpha', groupBy: 'advertiser' });
    expect(totalsOf(alpha)).toEqual(
      withoutSubGaps(await rawCounters(db, w.tenant.id, rawWindow(), { sub1: 'alpha' })),
    );
    expect(alpha.data[0]?.dimensions.advertiser?.label).toContain(w.advertiser.partner.company);
  });

  test('a status filter keeps the conversions of that status; clicks stay', async () => {
    const w = await trafficWorld();
    const pending = await reportBody(w.adminHeaders, { status: 'pending', offerId: w.usd.offer.id });
    expect(pending.totals[0]?.counters).toMatchObject({
      grossClicks: 7,
      approvedConversions: 0,
      pendingConversions: 1,
      pendingPayout: '5.00',
      payout: '0.00',
    });
  });
});

describe('who sees what', () => {
  test('a publisher sees their own rows, no revenue and no private event', async () => {
    const w = await trafficWorld();
    const body = await reportBody(await w.headersOf(w.publisherA), { groupBy: 'offer' });
    const raw = await rawCounters(db, w.tenant.id, rawWindow(), { publisher_id: w.publisherA.partner.id });
    const usd = body.totals.find((line) => line.currency === 'USD')?.counters;
    const rawUsd = raw.get('USD|');
    // The VIP conversion is a private event: it stays out of the publisher's figures.
    expect(usd).toEqual({
      ...rawUsd,
      approvedConversions: (rawUsd?.approvedConversions ?? 0) - 1,
      payout: (Number(rawUsd?.payout) - 20).toFixed(2),
      revenue: null,
      pendingRevenue: null,
      sale: null,
      pendingSale: null,
    });
    const refused = await report(await w.headersOf(w.publisherA), { groupBy: 'advertiser' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.groupBy).toBeDefined();
    const profit = await report(await w.headersOf(w.publisherA), { sort: 'revenue' });
    expect(profit.statusCode).toBe(422);
  });

  test('grouped by sub id, a publisher still sees no private event; the admin does', async () => {
    const w = await trafficWorld();
    const raw = withoutSubGaps(
      await rawCounters(db, w.tenant.id, rawWindow(), { publisher_id: w.publisherA.partner.id }, 'sub1'),
    );
    const publisher = await reportBody(await w.headersOf(w.publisherA), { groupBy: 'sub1' });
    expect(publisher.meta.rollup).toBe('sub');
    const bySub = rowsBy(publisher, 'sub1');
    // The VIP conversion (private) came from the click with sub1 "gamma".
    const rawGamma = raw.get('USD|gamma');
    expect(rawGamma?.approvedConversions).toBe(1);
    expect(bySub.get('USD|gamma')).toEqual({
      ...rawGamma,
      approvedConversions: 0,
      payout: (Number(rawGamma?.payout) - 20).toFixed(2),
      revenue: null,
      pendingRevenue: null,
    });
    expect(bySub.get('USD|alpha')).toEqual({ ...raw.get('USD|alpha'), revenue: null, pendingRevenue: null });
    const admin = await reportBody(w.adminHeaders, { groupBy: 'sub1', publisherId: w.publisherA.partner.id });
    expect(rowsBy(admin, 'sub1').get('USD|gamma')).toEqual(rawGamma);
  });

  test('an advertiser sees revenue, never payout, and publishers by number only', async () => {
    const w = await trafficWorld();
    const body = await reportBody(await w.headersOf(w.advertiser), { groupBy: 'publisher' });
    const raw = await rawCounters(db, w.tenant.id, rawWindow(), {}, 'publisher_id');
    for (const row of body.data) {
      const expected = raw.get(`${row.currency}|${row.dimensions.publisher?.value}`);
      expect(row.counters).toEqual({ ...expected, payout: null, pendingPayout: null });
      expect(row.dimensions.publisher?.label).toMatch(/^Publisher #\d+$/);
    }
    expect(body.data).toHaveLength(3);
  });

  test('another network’s admin sees none of these rows', async () => {
    await trafficWorld();
    const { headers } = await signedIn(
      ctx.current.app,
      db,
      (await reportWorld({ app: ctx.current.app, db, baseUrl })).tenant,
    );
    const body = await reportBody(headers, { groupBy: 'offer' });
    expect(body).toMatchObject({ data: [], totals: [], meta: { total: 0 } });
  });
});

describe('GET /reports/performance/export', () => {
  test('the CSV has the rows and totals of the report, formulas neutralised, columns by role', async () => {
    const w = await trafficWorld();
    await w.writeClicks([w.click(w.usd.offer, w.publisherA, { sub1: '=HYPERLINK("http://evil")' })]);
    const query = new URLSearchParams({ ...recentRange(), groupBy: 'sub1', sort: 'sub1' });
    const answer = await ctx.current.app.inject({
      method: 'GET',
      url: `/api/v1/reports/performance/export?${query}`,
      headers: w.adminHeaders,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Sub1","Currency","Gross clicks"');
    expect(lines[0]).toContain('"Profit"');
    expect(answer.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const json = await reportBody(w.adminHeaders, { groupBy: 'sub1', perPage: '100' });
    // Every row, then one Total line per currency.
    expect(lines).toHaveLength(1 + json.meta.total + json.totals.length);
    const usdTotal = lines.find((line) => line.startsWith('"Total","USD"'));
    // The CSV kit quotes every cell; spreadsheets read "8" as the number 8.
    const gross = json.totals.find((t) => t.currency === 'USD')?.counters.grossClicks;
    expect(usdTotal?.split(',')[2]).toBe(`"${gross}"`);

    const publisher = await ctx.current.app.inject({
      method: 'GET',
      url: `/api/v1/reports/performance/export?${new URLSearchParams(recentRange())}`,
      headers: await w.headersOf(w.publisherA),
    });
    const header = publisher.body.split('\r\n')[0] ?? '';
    expect(header).toContain('"Payout"');
    for (const hidden of ['Revenue', 'Profit', 'Margin']) expect(header).not.toContain(hidden);
  });
});

describe('account manager', () => {
  test('rows group by the publisher’s account manager, named; publishers without one apart', async () => {
    const w = await trafficWorld();
    const { user: manager } = await signedIn(ctx.current.app, db, w.tenant, { role: 'employee' });
    await db
      .update(partners)
      .set({ accountManagerId: manager.id })
      .where(eq(partners.id, w.publisherA.partner.id));
    const body = await reportBody(w.adminHeaders, { groupBy: 'accountManager', offerId: w.usd.offer.id });
    const raw = await rawCounters(db, w.tenant.id, rawWindow(), { offer_id: w.usd.offer.id }, 'publisher_id');
    expect(body.data.map((row) => [row.dimensions.accountManager?.label, row.counters])).toEqual([
      [manager.name, raw.get(`USD|${w.publisherA.partner.id}`)],
      ['No account manager', raw.get(`USD|${w.publisherB.partner.id}`)],
    ]);
  });
});

describe('creative', () => {
  test('rows group by the click’s creative, named; a creative filter keeps its traffic only', async () => {
    const w = await trafficWorld();
    const creative = await seedCreative(db, w.tenant, { offerId: w.usd.offer.id, name: 'Spring banner' });
    const withCreative = [
      w.click(w.usd.offer, w.publisherA, { creativeId: creative.id, country: 'DE' }),
      w.click(w.usd.offer, w.publisherB, { creativeId: creative.id, isUnique: false, isDuplicate: true }),
    ];
    await w.writeClicks(withCreative);
    await w.convert(withCreative[0]?.id ?? '', { amount: '80', txn_id: 'C1' });
    await w.convert(withCreative[1]?.id ?? '', { status: 'pending', txn_id: 'C2' });

    const body = await reportBody(w.adminHeaders, { groupBy: 'creative' });
    expect(body.meta.rollup).toBe('hourly');
    const raw = await rawCounters(db, w.tenant.id, rawWindow(), {}, 'creative_id');
    expect(rowsBy(body, 'creative')).toEqual(raw);
    expect(raw.get(`USD|${creative.id}`)).toMatchObject({ grossClicks: 2, approvedConversions: 1 });
    const labels = body.data.map((row) => row.dimensions.creative?.label);
    expect(labels).toContain('Spring banner');
    expect(labels).toContain('No creative');

    const filtered = await expectTotalsEqualRows(
      w,
      { creativeId: creative.id, groupBy: 'publisher' },
      { creative_id: creative.id },
    );
    expect(filtered.meta.total).toBe(2);
  });
});
