import { CLICK_REASONS, type ClickReportRow } from '@affnet/contracts';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { offerLandingPages } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedClick } from '../helpers/clicks';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { FORMULA_SUB, getAs } from './report-world';

/*
 * The admin click report: the raw click log of a bounded range, each click's reason in plain
 * words, the unique/duplicate/invalid distinction, and its CSV.
 */

/** The statements the app sends while `recording`, for the test that the click read joins no panel table. */
const statements: string[] = [];
let recording = false;
const ctx = useTestApp({ onQuery: (query) => (recording ? statements.push(query) : undefined) });
let db: Database;
let tenant: TestTenant;
let headers: Record<string, string>;
const ids: Record<string, string> = {};
let landingPageId: string;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The last three days (UTC), which hold every click but the old one. */
const RANGE = { from: day(2), to: day(0), tz: 'UTC' };

beforeAll(async () => {
  db = ctx.current.handle.db;
  tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
  const { offer } = await seedOffer(db, tenant, { advertiserId: advertiser.id });
  const [page] = await db
    .insert(offerLandingPages)
    .values({
      tenantId: tenant.id,
      offerId: offer.id,
      name: 'Spring sale',
      url: 'https://shop.example/spring',
      status: 'active',
      weight: 1,
      position: 0,
    })
    .returning();
  landingPageId = page?.id ?? '';
  const seed = (columns: Parameters<typeof seedClick>[2] extends infer O ? Partial<O> : never) =>
    seedClick(db, tenant, { offer, publisher, ...columns }).then((click) => click.id);
  ids.unique = await seed({ sub1: FORMULA_SUB, landingPageId });
  ids.duplicate = await seed({
    isUnique: false,
    isDuplicate: true,
    clickedAt: new Date(Date.now() - 7_200_000),
  });
  ids.invalid = await seed({
    kind: 'rejected',
    reason: 'targeting_country',
    reasonDetail: 'FR',
    country: 'FR',
    isUnique: false,
    clickedAt: new Date(Date.now() - 86_400_000),
  });
  ids.old = await seed({ clickedAt: new Date(Date.now() - 10 * 86_400_000) });
  headers = (await signedIn(ctx.current.app, db, tenant)).headers;
});

async function clicksOf(query: Record<string, string> = {}) {
  const answer = await ctx.current.app.inject(getAs(headers, '/reports/clicks', { ...RANGE, ...query }));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: ClickReportRow[]; meta: { total: number } };
}

test.each([['/reports/clicks'], ['/reports/clicks/export']])(
  '%s is for staff with reports.read',
  async (url) => {
    const { statuses } = await statusesByCaller(ctx.current.app, db, tenant, {
      permission: 'reports.read',
      expected: STAFF_ONLY(200),
      request: async () => getAs({}, url, RANGE),
    });
    expect(statuses).toEqual(STAFF_ONLY(200));
  },
);

test('another network’s admin sees none of these clicks', async () => {
  const other = await adminOfNewTenant(ctx.current.app, db);
  const answer = await ctx.current.app.inject(getAs(other.headers, '/reports/clicks', RANGE));
  expect(answer.json()).toMatchObject({ data: [], meta: { total: 0 } });
});

describe('the log', () => {
  test('every click in the range, newest first, with its reason in plain words and its landing page', async () => {
    const { data, meta } = await clicksOf();
    expect(meta.total).toBe(3);
    expect(data.map((row) => row.id)).toEqual([ids.unique, ids.duplicate, ids.invalid]);
    const [unique, duplicate, invalid] = data;
    expect(unique).toMatchObject({
      kind: 'valid',
      isUnique: true,
      reason: null,
      reasonText: null,
      sub1: FORMULA_SUB,
      landingPage: { id: landingPageId, name: 'Spring sale' },
      country: 'DE',
      device: 'desktop',
    });
    expect(duplicate).toMatchObject({ isUnique: false, isDuplicate: true });
    expect(invalid).toMatchObject({
      kind: 'rejected',
      reason: 'targeting_country',
      reasonText: `${CLICK_REASONS.targeting_country.sentence} (FR)`,
    });
  });

  test('the clicks are read alone, their names after them by id lists (no panel table joined)', async () => {
    recording = true;
    const { data } = await clicksOf();
    recording = false;
    expect(data[0]).toMatchObject({
      offer: { name: expect.any(String) },
      publisher: { company: expect.any(String) },
    });
    const reads = statements.filter((statement) => /from "clicks"/.test(statement));
    expect(reads.length).toBeGreaterThan(0);
    for (const statement of reads) expect(statement).not.toMatch(/"(offers|partners|offer_landing_pages)"/);
  });

  test.each([
    ['unique', 'unique'],
    ['duplicate', 'duplicate'],
    ['invalid', 'invalid'],
  ])('the %s clicks alone', async (quality, key) => {
    const { data } = await clicksOf({ quality });
    expect(data.map((row) => row.id)).toEqual([ids[key]]);
  });

  test('filters by country and sub id, and finds a click by its whole id', async () => {
    expect((await clicksOf({ country: 'FR' })).data.map((row) => row.id)).toEqual([ids.invalid]);
    expect((await clicksOf({ sub1: FORMULA_SUB })).data.map((row) => row.id)).toEqual([ids.unique]);
    expect((await clicksOf({ search: ids.duplicate ?? '' })).data.map((row) => row.id)).toEqual([
      ids.duplicate,
    ]);
  });

  test('pages hold what the page size allows, in order', async () => {
    const first = await clicksOf({ perPage: '2', page: '1' });
    const second = await clicksOf({ perPage: '2', page: '2' });
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual([
      ids.unique,
      ids.duplicate,
      ids.invalid,
    ]);
    expect(second.meta.total).toBe(3);
  });

  test('more than 7 days in one query is refused with a field error on the end date', async () => {
    const answer = await ctx.current.app.inject(
      getAs(headers, '/reports/clicks', { from: day(8), to: day(0) }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ errors: { to: ['Choose at most 7 days'] } });
    const exported = await ctx.current.app.inject(
      getAs(headers, '/reports/clicks/export', { from: day(8), to: day(0) }),
    );
    expect(exported.statusCode).toBe(422);
  });
});

test('the CSV has every click of the range, says how each counts, and a formula sub id stays text', async () => {
  const answer = await ctx.current.app.inject(getAs(headers, '/reports/clicks/export', RANGE));
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toBe(
    `attachment; filename="clicks-${RANGE.from}-to-${RANGE.to}.csv"`,
  );
  const [header = [], ...rows] = parse(answer.body, { bom: true }) as string[][];
  const records = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
  expect(records.map((record) => record['Click ID'])).toEqual([ids.unique, ids.duplicate, ids.invalid]);
  expect(records[0]).toMatchObject({
    'Sub ID 1': `'${FORMULA_SUB}`,
    'Counts as': 'Unique',
    'Landing page': 'Spring sale',
  });
  expect(records[1]?.['Counts as']).toBe('Duplicate');
  expect(records[2]).toMatchObject({ 'Counts as': 'Invalid', 'Reason code': 'targeting_country' });
});
