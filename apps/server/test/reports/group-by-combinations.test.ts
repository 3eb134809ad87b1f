import {
  type BaseCounters,
  DIMENSION_FILTER_KEYS,
  type DimensionKey,
  dimensionsFor,
  MAX_GROUP_BY,
  MAX_RAW_REPORT_DAYS,
  type PerformanceResponse,
  type UserRole,
} from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { partners } from '../../src/db/schema/index';
import { listenOnLoopback } from '../helpers/http';
import { seedLandingPage } from '../helpers/offer-parts';
import { seedCreative } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { rawCounters } from './raw-counters';
import { type ReportWorld, recentRange, reportWorld } from './report-world';

/*
 * Every group-by the report screen's picker offers a role answers, and adds up to the same
 * totals as the report without a group: sub ids and source together with event, country,
 * device, OS, browser, landing page or creative read the raw clicks and conversions (a bounded
 * range), everything else a rollup. A sweep over each role's combinations, then the same with
 * each filter a clicked value sets.
 */

/** The statements the app sends while `recording`, for the test that the sums name no panel table. */
const statements: string[] = [];
let recording = false;
const ctx = useTestApp({ onQuery: (query) => (recording ? statements.push(query) : undefined) });
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every choice of 1 to `most` keys, each in the order given (what a multi-select can hold). */
function combinations<T>(items: readonly T[], most: number): T[][] {
  const result: T[][] = [];
  const extend = (start: number, chosen: T[]) => {
    if (chosen.length > 0) result.push(chosen);
    if (chosen.length === most) return;
    for (const [offset, item] of items.slice(start).entries()) extend(start + offset + 1, [...chosen, item]);
  };
  extend(0, []);
  return result;
}

type Traffic = ReportWorld & { headers: Record<UserRole, Record<string, string>> };

/** Traffic that fills every dimension: two events, countries, devices, sub ids, a landing page, a creative and banner views. */
async function trafficInEveryDimension(): Promise<Traffic> {
  const w = await reportWorld({ app: ctx.current.app, db, baseUrl });
  const { usd, eur, publisherA: a, publisherB: b } = w;
  const creative = await seedCreative(db, w.tenant, { offerId: usd.offer.id, name: 'Spring text link' });
  const landingPageId = (await seedLandingPage(db, w.tenant, { offerId: usd.offer.id })).id;
  const clicks = [
    w.click(usd.offer, a, {
      sub1: 'alpha',
      sub2: 'x',
      sub3: 'y',
      sub4: 'z',
      sub5: 'w',
      source: 'mail',
      country: 'DE',
      deviceType: 'mobile',
      os: 'Android',
      browser: 'Chrome',
      creativeId: creative.id,
      landingPageId,
    }),
    w.click(usd.offer, a, { sub1: 'alpha', country: 'FR', isUnique: false, isDuplicate: true }),
    w.click(usd.offer, a, { sub1: 'gamma', country: 'DE', creativeId: creative.id }),
    w.click(usd.offer, b, { sub1: 'beta', country: 'US', source: 'push', payout: '0.25', revenue: '0.40' }),
    w.click(usd.offer, b, { kind: 'rejected', country: 'US' }),
    w.click(eur.offer, a, { sub2: 'eur', country: 'DE', deviceType: 'tablet' }),
    w.click(usd.offer, a, { isTest: true }),
  ];
  await w.writeClicks(clicks);
  // Banner views: no landing page, no event; counted beside the clicks on every source.
  await w.writeImpressions([
    w.impression(usd.offer, a, { sub1: 'alpha', country: 'DE', creativeId: creative.id, source: 'mail' }),
    w.impression(usd.offer, a, { sub1: 'alpha', country: 'DE', creativeId: creative.id }),
    w.impression(usd.offer, b, { sub1: 'beta', country: 'US', deviceType: 'mobile' }),
    w.impression(eur.offer, a, { sub2: 'eur', country: 'DE' }),
  ]);
  const id = (index: number) => clicks[index]?.id ?? '';
  await w.convert(id(0), { amount: '100', txn_id: 'A1' });
  await w.convert(id(1), { status: 'pending', amount: '50', txn_id: 'A2' });
  await w.convert(id(2), { event: 'vip', txn_id: 'A3' });
  await w.convert(id(3), { txn_id: 'B1' });
  await w.convert(id(5), { amount: '10', txn_id: 'E1' });
  const admin = await signedIn(ctx.current.app, db, w.tenant);
  // An employee whose role sees the partners they manage: their scope is a condition of its own.
  const employee = await signedIn(ctx.current.app, db, w.tenant, {
    role: 'employee',
    permissions: ['reports.read'],
    dataScope: 'managed',
  });
  await db.update(partners).set({ accountManagerId: employee.user.id }).where(eq(partners.id, a.partner.id));
  return {
    ...w,
    headers: {
      admin: admin.headers,
      employee: employee.headers,
      publisher: await w.headersOf(a),
      advertiser: await w.headersOf(w.advertiser),
    },
  };
}

async function report(headers: Record<string, string>, query: Record<string, string>) {
  return ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/reports/performance?${new URLSearchParams({ ...recentRange(), perPage: '100', ...query })}`,
    headers,
  });
}

/** The counters every source keeps (the sub-id rollup has no duplicate clicks or sale amounts). */
function sharedCounters({ duplicateClicks: _d, sale: _s, pendingSale: _p, ...shared }: BaseCounters) {
  return shared;
}

const totalsOf = (body: PerformanceResponse) =>
  Object.fromEntries(body.totals.map((line) => [line.currency, sharedCounters(line.counters)]));

describe('sub ids together with country and the like read the raw rows', () => {
  test('sub1 × country: each row equals the raw rows, with duplicate clicks and sale amounts', async () => {
    const w = await trafficInEveryDimension();
    const answer = await report(w.headers.admin, { groupBy: 'sub1,country' });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as PerformanceResponse;
    expect(body.meta.rollup).toBe('raw');
    const window = { from: new Date(`${recentRange().from}T00:00:00Z`), to: new Date(Date.now() + DAY) };
    const raw = await rawCounters(
      db,
      w.tenant.id,
      window,
      {},
      `coalesce(sub1, '') || '/' || coalesce(country, '')`,
    );
    const rows = new Map(
      body.data.map((row) => [
        `${row.currency}|${row.dimensions.sub1?.value ?? ''}/${row.dimensions.country?.value ?? ''}`,
        row.counters,
      ]),
    );
    expect(rows).toEqual(raw);
    expect(rows.get('USD|alpha/DE')).toMatchObject({
      grossClicks: 1,
      approvedConversions: 1,
      sale: '100.00',
      impressions: 2,
    });
    expect(rows.get('USD|alpha/FR')).toMatchObject({ duplicateClicks: 1, pendingSale: '50.00' });
  });

  test('a publisher grouped by source and event sees no private event; an advertiser no payout', async () => {
    const w = await trafficInEveryDimension();
    const publisher = (
      await report(w.headers.publisher, { groupBy: 'sub1,event' })
    ).json() as PerformanceResponse;
    expect(publisher.meta.rollup).toBe('raw');
    expect(publisher.data.some((row) => row.dimensions.event?.value === 'vip')).toBe(false);
    expect(publisher.data.every((row) => row.counters.revenue === null)).toBe(true);
    const admin = (await report(w.headers.admin, { groupBy: 'sub1,event' })).json() as PerformanceResponse;
    expect(admin.data.some((row) => row.dimensions.event?.value === 'vip')).toBe(true);
    const advertiser = (
      await report(w.headers.advertiser, {
        groupBy: 'source,country',
      })
    ).json() as PerformanceResponse;
    expect(advertiser.meta.rollup).toBe('raw');
    expect(advertiser.data.length).toBeGreaterThan(0);
    expect(advertiser.data.every((row) => row.counters.payout === null)).toBe(true);
  });

  test(`the raw rows answer at most ${MAX_RAW_REPORT_DAYS} days, saying why on the end date; sub ids alone any range`, async () => {
    const w = await trafficInEveryDimension();
    const today = Date.now();
    const longest = { from: dayOf(today - (MAX_RAW_REPORT_DAYS - 1) * DAY), to: dayOf(today) };
    const tooLong = { from: dayOf(today - MAX_RAW_REPORT_DAYS * DAY), to: dayOf(today) };
    expect((await report(w.headers.admin, { ...longest, groupBy: 'sub1,country' })).statusCode).toBe(200);
    const refused = await report(w.headers.admin, { ...tooLong, groupBy: 'sub1,country' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.to[0]).toContain(`at most ${MAX_RAW_REPORT_DAYS} days`);
    const filtered = await report(w.headers.admin, {
      ...tooLong,
      groupBy: 'date',
      sub1: 'alpha',
      country: 'DE',
    });
    expect(filtered.statusCode).toBe(422);
    const year = { from: dayOf(today - 365 * DAY), to: dayOf(today) };
    expect((await report(w.headers.admin, { ...year, groupBy: 'sub1,sub2' })).statusCode).toBe(200);
    expect((await report(w.headers.admin, { ...year, groupBy: 'country,device' })).statusCode).toBe(200);
  });
});

test('the sums join no panel table: advertisers of the sub-id rollup and account managers come as id pairs read first', async () => {
  const w = await trafficInEveryDimension();
  recording = true;
  const asked = [
    [w.headers.admin, { groupBy: 'advertiser,sub1' }],
    [w.headers.admin, { groupBy: 'accountManager' }],
    [w.headers.employee, { groupBy: 'sub1' }],
    [w.headers.advertiser, { groupBy: 'sub2' }],
  ] as const;
  for (const [headers, query] of asked) {
    const answer = await report(headers, query);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as PerformanceResponse).data.length, JSON.stringify(query)).toBeGreaterThan(0);
  }
  recording = false;
  const sums = statements.filter((statement) => /\bstats_hourly/.test(statement));
  expect(sums.length).toBeGreaterThanOrEqual(asked.length);
  for (const statement of sums) expect(statement).not.toMatch(/\b(offers|partners)\b/);
  expect(sums.some((statement) => /unnest\(/.test(statement))).toBe(true);
});

test('in a half-hour zone the raw rows put each hour under the local day the rollups do', async () => {
  const w = await reportWorld({ app: ctx.current.app, db, baseUrl });
  const admin = await signedIn(ctx.current.app, db, w.tenant);
  // Asia/Kolkata is UTC+05:30: 2026-11-03 starts at 2026-11-02T18:30Z, inside the UTC hour 18:00,
  // which the rollups count under 2026-11-02 (the day that hour starts in); for the same reason
  // the click of 2026-11-01T18:40Z, in the hour before the range's first, is not counted.
  const instants = [
    '2026-11-01T18:40:00Z',
    '2026-11-02T18:10:00Z',
    '2026-11-02T18:40:00Z',
    '2026-11-02T19:05:00Z',
  ];
  await w.writeClicks(
    instants.map((at) =>
      w.click(w.usd.offer, w.publisherA, { clickedAt: new Date(at), sub1: 's', country: 'DE' }),
    ),
  );
  const byDay = async (groupBy: string) => {
    const answer = await report(admin.headers, {
      from: '2026-11-02',
      to: '2026-11-03',
      tz: 'Asia/Kolkata',
      groupBy,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as PerformanceResponse;
    return {
      rollup: body.meta.rollup,
      days: body.data.map((row) => [row.dimensions.date?.value, row.counters.grossClicks]),
    };
  };
  const fromRollups = await byDay('date,country');
  const fromRaw = await byDay('date,sub1,country');
  expect(fromRollups.rollup).toBe('hourly');
  expect(fromRaw.rollup).toBe('raw');
  expect(fromRaw.days).toEqual(fromRollups.days);
  expect(fromRaw.days).toEqual([
    ['2026-11-02', 2],
    ['2026-11-03', 1],
  ]);
});

/** Group-bys whose answers failed or whose totals differ from the ungrouped report's. */
async function sweep(headers: Record<string, string>, groupBys: readonly string[][]): Promise<string[]> {
  const ungrouped = (await report(headers, { groupBy: 'month' })).json() as PerformanceResponse;
  const expected = JSON.stringify(totalsOf(ungrouped));
  expect(ungrouped.totals.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const groupBy of groupBys) {
    const answer = await report(headers, { groupBy: groupBy.join(',') });
    if (answer.statusCode !== 200) failures.push(`${groupBy.join(',')}: ${answer.statusCode} ${answer.body}`);
    else if (JSON.stringify(totalsOf(answer.json() as PerformanceResponse)) !== expected) {
      // Asked again, so a failure says whether it was one answer at one moment (a race: seen
      // once under a busy machine, 2026-11-28, for offer,browser,source) or the query's own.
      const again = (await report(headers, { groupBy: groupBy.join(',') })).json() as PerformanceResponse;
      failures.push(
        `${groupBy.join(',')}: totals ${JSON.stringify(totalsOf(answer.json()))}, asked again ${JSON.stringify(totalsOf(again))}, at ${new Date().toISOString()}`,
      );
    }
  }
  return failures;
}

/** Each role's picker's choices: every combination of its dimensions, up to MAX_GROUP_BY. */
const offeredBy = (role: UserRole) =>
  combinations(
    dimensionsFor(role).map((dimension) => dimension.key),
    MAX_GROUP_BY,
  );

/**
 * A sweep is one request a combination (1,561 for the admin): its budget grows with them,
 * generous for a busy machine, as the accessibility sweep's grows with its screens.
 */
const SWEEP_MS_PER_REQUEST = 150;

describe('the sweep: every group-by each role’s picker offers', () => {
  // Employees see the admin's screen: its picker is the admin's.
  for (const role of ['admin', 'publisher', 'advertiser'] as const) {
    const offered = offeredBy(role);
    test(
      `${role}: every one of the ${offered.length} combinations answers, adding up to the ungrouped totals`,
      async () => {
        const w = await trafficInEveryDimension();
        expect(await sweep(w.headers[role], offered)).toEqual([]);
      },
      offered.length * SWEEP_MS_PER_REQUEST,
    );
  }

  test('an employee scoped to their partners: every dimension alone and every pair', async () => {
    const w = await trafficInEveryDimension();
    const keys = dimensionsFor('employee').map((dimension) => dimension.key);
    expect(await sweep(w.headers.employee, combinations(keys, 2))).toEqual([]);
  });

  test.each(['admin', 'publisher', 'advertiser'] as const)(
    '%s: each value a row offers as a filter, with every single group-by',
    async (role) => {
      const w = await trafficInEveryDimension();
      const headers = w.headers[role];
      const keys = dimensionsFor(role).map((dimension) => dimension.key);
      const failures: string[] = [];
      for (const key of keys) {
        const filterKey = DIMENSION_FILTER_KEYS[key as DimensionKey];
        if (!filterKey) continue;
        // A value the report shows for this dimension, as clicking it would set.
        const shown = (await report(headers, { groupBy: key })).json() as PerformanceResponse;
        const value = shown.data.find((row) => row.dimensions[key]?.value)?.dimensions[key]?.value;
        if (!value) continue;
        for (const groupBy of keys) {
          const answer = await report(headers, { groupBy, [filterKey]: value });
          if (answer.statusCode !== 200) failures.push(`${filterKey}=${value} by ${groupBy}: ${answer.body}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
