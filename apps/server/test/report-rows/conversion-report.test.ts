import {
  AdvertiserConversionRowSchema,
  PublisherConversionRowSchema,
  type StaffConversionRow,
  TRAFFIC_QUALITY_SENTENCE,
} from '@affnet/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversions, offers, partners } from '../../src/db/schema/index';
import { EXPORT_PAGE_SIZE } from '../../src/modules/report-rows/index';
import {
  ADVERTISER_ONLY,
  PUBLISHER_ONLY,
  STAFF_ONLY,
  signedInPartner,
  statusesByCaller,
} from '../helpers/callers';
import { seedPartner } from '../helpers/factories';
import { listenOnLoopback } from '../helpers/http';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { FORMULA_SUB, getAs, type ReportWorld, recentDays, reportWorld } from './report-world';

/*
 * The conversion report over HTTP with conversions made through the engine's intake: who sees
 * which rows and which fields, the filters, and the streamed CSV.
 */

const ctx = useTestApp();
const DAY = 86_400_000;
let db: Database;
let w: ReportWorld;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
  w = await reportWorld({ app: ctx.current.app, db, baseUrl });
  // Staff reject publisher A's public conversion through the status API, with a reason.
  const rejected = await ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/conversions/status',
    headers: w.headers.admin,
    payload: { ids: [w.ids.publicA], status: 'rejected', reason: 'The order was cancelled in the shop.' },
  });
  expect(rejected.statusCode).toBe(200);
});

async function rowsOf<Row = Record<string, unknown>>(
  headers: Record<string, string>,
  url: string,
  query: Record<string, string> = {},
) {
  const answer = await ctx.current.app.inject(getAs(headers, url, { ...recentDays(), tz: 'UTC', ...query }));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Row[]; meta: { total: number } };
}

describe('who may call', () => {
  const cases = [
    ['/reports/conversions', STAFF_ONLY(200)],
    ['/reports/conversions/export', STAFF_ONLY(200)],
    ['/publisher/reports/conversions', PUBLISHER_ONLY(200)],
    ['/publisher/reports/conversions/export', PUBLISHER_ONLY(200)],
    ['/advertiser/reports/conversions', ADVERTISER_ONLY(200)],
    ['/advertiser/reports/conversions/export', ADVERTISER_ONLY(200)],
  ] as const;
  test.each(cases)('%s', async (url, expected) => {
    const { statuses } = await statusesByCaller(ctx.current.app, db, w.tenant, {
      permission: 'reports.read',
      expected,
      request: async () => getAs({}, url, recentDays()),
    });
    expect(statuses).toEqual(expected);
  });

  test('an admin of another network sees none of these conversions, and its session is refused here', async () => {
    const other = await adminOfNewTenant(ctx.current.app, db);
    const own = await rowsOf(other.headers, '/reports/conversions');
    expect(own.data).toEqual([]);
    const here = await ctx.current.app.inject(
      getAs({ ...other.headers, host: w.tenant.host }, '/reports/conversions', recentDays()),
    );
    expect(here.statusCode).toBe(401);
  });
});

describe('what each role sees', () => {
  test('staff see every conversion with both publishers, payout, revenue, IP and transaction id', async () => {
    const { data, meta } = await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions');
    expect(meta.total).toBe(3);
    const byTxn = Object.fromEntries(data.map((row) => [row.txnId, row]));
    expect(byTxn['ORDER-A']).toMatchObject({
      id: w.ids.publicA,
      clickId: w.click.id,
      offer: { id: w.offer.id, ref: w.offer.ref, name: w.offer.name },
      publisher: { id: w.publisher.id, ref: w.publisher.ref, company: w.publisher.company },
      advertiser: { id: w.advertiser.id, company: w.advertiser.company },
      event: 'conversion',
      status: 'rejected',
      reason: 'The order was cancelled in the shop.',
      payout: '5.00',
      revenue: '8.00',
      saleAmount: '100.00',
      currency: 'USD',
      sub1: 'campaign-7',
      source: 'newsletter',
      country: 'DE',
      device: 'desktop',
      ip: expect.any(String),
      isTest: false,
    });
    expect(byTxn['ORDER-A2']).toMatchObject({ event: 'upsell', payout: '2.00', revenue: '3.00' });
    expect(byTxn['ORDER-B']?.publisher.id).toBe(w.publisherB.partner.id);
  });

  test('a publisher sees only their own conversions on public events, their payout and the reason, nothing else', async () => {
    const { data, meta } = await rowsOf(w.headers.publisherA, '/publisher/reports/conversions');
    expect(meta.total).toBe(1);
    const [row] = data;
    expect(row).toMatchObject({
      id: w.ids.publicA,
      status: 'rejected',
      reason: 'The order was cancelled in the shop.',
      payout: '5.00',
    });
    // Exactly the publisher's shape: no revenue, advertiser, other publisher or transaction id.
    expect(Object.keys(row ?? {}).sort()).toEqual(Object.keys(PublisherConversionRowSchema.shape).sort());
    expect(row).not.toHaveProperty('revenue');
    expect(row).not.toHaveProperty('advertiser');

    const other = await rowsOf(w.headers.publisherB, '/publisher/reports/conversions');
    expect(other.data.map((r) => r.id)).toEqual([w.ids.fromB]);
  });

  test('a publisher asking for another publisher’s rows by filter still gets only their own', async () => {
    const { data } = await rowsOf(w.headers.publisherA, '/publisher/reports/conversions', {
      publisherId: w.publisherB.partner.id,
    });
    expect(data).toEqual([]);
  });

  test('a fraud verdict is told to the publisher as traffic quality, to staff in full', async () => {
    await db.update(conversions).set({ statusReason: 'too_soon' }).where(eq(conversions.id, w.ids.publicA));
    try {
      const publisher = await rowsOf(w.headers.publisherA, '/publisher/reports/conversions');
      expect(publisher.data[0]?.reason).toBe(TRAFFIC_QUALITY_SENTENCE);
      const staff = await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions', {
        search: 'ORDER-A',
      });
      expect(staff.data[0]?.reason).not.toBe(TRAFFIC_QUALITY_SENTENCE);
      expect(staff.data[0]?.reason).toMatch(/\w+/);
    } finally {
      await db
        .update(conversions)
        .set({ statusReason: 'The order was cancelled in the shop.' })
        .where(eq(conversions.id, w.ids.publicA));
    }
  });

  test('an advertiser sees their offers’ conversions with what they pay and a publisher number only', async () => {
    const { data, meta } = await rowsOf(w.headers.advertiser, '/advertiser/reports/conversions');
    expect(meta.total).toBe(3);
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(AdvertiserConversionRowSchema.shape).sort());
      expect(row).not.toHaveProperty('payout');
    }
    expect(data.map((row) => row.publisherRef).sort()).toEqual(
      [w.publisher.ref, w.publisher.ref, w.publisherB.partner.ref].sort(),
    );

    const stranger = await signedInPartner(ctx.current.app, db, w.tenant, 'advertiser');
    expect((await rowsOf(stranger.headers, '/advertiser/reports/conversions')).data).toEqual([]);
  });
});

describe('filters and order', () => {
  test('status, event, publisher, sub id, creative and a whole transaction id narrow the rows', async () => {
    const ids = async (query: Record<string, string>) =>
      (await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions', query)).data.map(
        (row) => row.id,
      );
    expect(await ids({ status: 'rejected' })).toEqual([w.ids.publicA]);
    expect(await ids({ event: 'upsell' })).toEqual([w.ids.privateA]);
    expect(await ids({ publisherId: w.publisherB.partner.id })).toEqual([w.ids.fromB]);
    expect(await ids({ sub1: FORMULA_SUB })).toEqual([w.ids.fromB]);
    // A conversion carries its click's creative.
    expect(await ids({ creativeId: w.creative.id })).toEqual([w.ids.fromB]);
    expect(await ids({ search: 'ORDER-A2' })).toEqual([w.ids.privateA]);
    expect(await ids({ country: 'fr' })).toEqual([]);
  });

  test('newest first by default, oldest first when asked', async () => {
    const desc = await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions');
    const asc = await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions', { order: 'asc' });
    const times = desc.data.map((row) => row.convertedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(asc.data.map((row) => row.id)).toEqual(desc.data.map((row) => row.id).reverse());
  });

  test('the days are read in the report’s time zone', async () => {
    await db
      .update(conversions)
      .set({ convertedAt: new Date('2026-03-10T23:30:00Z') })
      .where(eq(conversions.id, w.ids.fromB));
    const dayIn = async (tz: string) =>
      (
        await rowsOf<StaffConversionRow>(w.headers.admin, '/reports/conversions', {
          from: '2026-03-11',
          to: '2026-03-11',
          tz,
        })
      ).data.map((row) => row.id);
    expect(await dayIn('Europe/Berlin')).toEqual([w.ids.fromB]);
    expect(await dayIn('UTC')).toEqual([]);
    await db.update(conversions).set({ convertedAt: new Date() }).where(eq(conversions.id, w.ids.fromB));
  });

  test.each([
    [{ from: '2026-03-10', to: '2026-03-01' }, 'to'],
    [{ from: '2024-01-01', to: '2026-01-01' }, 'to'],
    [{ from: 'yesterday', to: '2026-01-01' }, 'from'],
    [{ to: '2026-01-01' }, 'from'],
    [{ from: '2026-01-01', to: '2026-01-02', status: 'lost' }, 'status'],
    [{ from: '2026-01-01', to: '2026-01-02', tz: 'Mars/Olympus' }, 'tz'],
  ])('a bad query %j is refused with a field error on %s', async (query, field) => {
    const answer = await ctx.current.app.inject(getAs(w.headers.admin, '/reports/conversions', query));
    expect(answer.statusCode).toBe(422);
    expect(Object.keys((answer.json() as { errors: Record<string, string[]> }).errors)).toContain(field);
  });
});

describe('CSV export', () => {
  async function exportOf(headers: Record<string, string>, url: string, query: Record<string, string> = {}) {
    const answer = await ctx.current.app.inject(
      getAs(headers, url, { ...recentDays(), tz: 'UTC', ...query }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="conversions-[\d-]+-to-[\d-]+\.csv"$/,
    );
    const records = parse(answer.body, { bom: true }) as string[][];
    const [header = [], ...rows] = records;
    return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
  }

  test('staff get every row with the filters applied; a sub id that is a formula stays text', async () => {
    const rows = await exportOf(w.headers.admin, '/reports/conversions/export');
    expect(rows).toHaveLength(3);
    const fromB = rows.find((row) => row['Transaction ID'] === 'ORDER-B');
    expect(fromB?.['Sub ID 1']).toBe(`'${FORMULA_SUB}`);
    expect(fromB).toMatchObject({ Payout: '5', Revenue: '8', Publisher: w.publisherB.partner.company });
    const rejected = await exportOf(w.headers.admin, '/reports/conversions/export', { status: 'rejected' });
    expect(rejected.map((row) => row['Conversion ID'])).toEqual([w.ids.publicA]);
  });

  test('a publisher’s export has their rows and columns only', async () => {
    const rows = await exportOf(w.headers.publisherB, '/publisher/reports/conversions/export');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['Sub ID 1']).toBe(`'${FORMULA_SUB}`);
    expect(Object.keys(rows[0] ?? {})).not.toContain('Revenue');
    expect(Object.keys(rows[0] ?? {})).not.toContain('Publisher');
  });

  test('an advertiser’s export has a publisher number, not a name, and no payout', async () => {
    const rows = await exportOf(w.headers.advertiser, '/advertiser/reports/conversions/export');
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['Publisher ID', 'Cost']));
    expect(Object.keys(rows[0] ?? {})).not.toContain('Payout');
    expect(Object.keys(rows[0] ?? {})).not.toContain('Publisher');
  });

  test('an export longer than one page of the reader holds every row once', async () => {
    const [template] = await db.select().from(conversions).where(eq(conversions.id, w.ids.fromB));
    if (!template) throw new Error('no conversion');
    const { id: _id, dedupeKey: _key, ...copy } = template;
    const extra = EXPORT_PAGE_SIZE + 5;
    // Copies in the same network but under a publisher of their own, so the other tests' counts hold.
    const publisher = await seedPartner(db, w.tenant, { kind: 'publisher' });
    await db.insert(conversions).values(
      Array.from({ length: extra }, (_, index) => ({
        ...copy,
        publisherId: publisher.partner.id,
        txnId: `BULK-${index}`,
        convertedAt: new Date(Date.now() - (index % 7) * 1000),
      })),
    );
    const rows = await exportOf(w.headers.admin, '/reports/conversions/export', {
      publisherId: publisher.partner.id,
    });
    expect(rows).toHaveLength(extra);
    expect(new Set(rows.map((row) => row['Conversion ID'])).size).toBe(extra);
  });
});

describe('the decision due date (the validation deadline, docs/money.md)', () => {
  test('a pending conversion shows when it is decided: its offer’s deadline, else its advertiser’s; a decided one none', async () => {
    const world = await reportWorld({ app: ctx.current.app, db, baseUrl });
    // Days long enough that the deadline job another file runs (3 days ahead at most) leaves them.
    await db
      .update(partners)
      .set({ validationDays: 30, validationAction: 'approve' })
      .where(eq(partners.id, world.advertiser.id));
    const pending = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/conversions/status',
      headers: world.headers.admin,
      payload: { ids: [world.ids.fromB], status: 'pending' },
    });
    expect(pending.statusCode).toBe(200);
    const [stored] = await db.select().from(conversions).where(eq(conversions.id, world.ids.fromB));
    const dueAfter = (days: number) =>
      new Date((stored?.convertedAt.getTime() ?? 0) + days * DAY).toISOString();
    const staffRows = async () =>
      Object.fromEntries(
        (await rowsOf<StaffConversionRow>(world.headers.admin, '/reports/conversions')).data.map((row) => [
          row.id,
          row.decisionDue,
        ]),
      );
    expect(await staffRows()).toEqual({
      [world.ids.fromB]: dueAfter(30),
      [world.ids.publicA]: null,
      [world.ids.privateA]: null,
    });
    const publisher = await rowsOf(world.headers.publisherB, '/publisher/reports/conversions');
    expect(publisher.data).toEqual([
      expect.objectContaining({ id: world.ids.fromB, decisionDue: dueAfter(30) }),
    ]);
    await db
      .update(offers)
      .set({ validationDays: 7, validationAction: 'reject' })
      .where(eq(offers.id, world.offer.id));
    expect((await staffRows())[world.ids.fromB]).toBe(dueAfter(7));
    const advertiser = await rowsOf(world.headers.advertiser, '/advertiser/reports/conversions');
    expect(advertiser.data.find((row) => row.id === world.ids.fromB)).toMatchObject({
      decisionDue: dueAfter(7),
    });
    const exported = await ctx.current.app.inject(
      getAs(world.headers.admin, '/reports/conversions/export', {
        ...recentDays(),
        tz: 'UTC',
        status: 'pending',
      }),
    );
    const [header = [], row = []] = parse(exported.body, { bom: true }) as string[][];
    expect(row[header.indexOf('Decision due (UTC)')]).toBe(dueAfter(7));
  });
});
