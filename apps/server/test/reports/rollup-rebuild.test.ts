import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { listenOnLoopback } from '../helpers/http';
import { seedCreative } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { reportWorld } from './report-world';
import { rebuiltAndWritten } from './rollup-rebuild';

/*
 * Migrations 0010 (the event key on `stats_hourly_sub`) and 0011 (the creative on
 * `stats_hourly`) rebuilt those rollups from the raw clicks and conversions, and 0014 filled the
 * coarse rollups from `stats_hourly`, 0015 their daily twins from those. Each must write exactly what the click writer and the
 * conversion rollups write, status changes included.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

describe('the rollup rebuilds of migrations 0010, 0011, 0014 and 0015', () => {
  test('each equals what the writers wrote', async () => {
    const w = await reportWorld({ app: ctx.current.app, db, baseUrl });
    const { usd, eur, publisherA: a, publisherB: b } = w;
    const creative = await seedCreative(db, w.tenant, { offerId: usd.offer.id });
    const clicks = [
      w.click(usd.offer, a, {
        sub1: 'alpha',
        source: 'mail',
        payout: '0.25',
        revenue: '0.40',
        creativeId: creative.id,
      }),
      w.click(usd.offer, a, { sub1: 'alpha', source: 'mail', isUnique: false, isDuplicate: true }),
      w.click(usd.offer, a, { sub1: 'beta', sub5: 'x', creativeId: creative.id }),
      w.click(usd.offer, b, { kind: 'rejected' }),
      w.click(usd.offer, b, { isTest: true }),
      w.click(eur.offer, b, { sub2: 'eu' }),
    ];
    await w.writeClicks(clicks);
    const id = (index: number) => clicks[index]?.id ?? '';
    const approved = await w.convert(id(0), { amount: '100', txn_id: 'T1' });
    await w.convert(id(0), { event: 'vip', txn_id: 'T2' });
    await w.convert(id(2), { status: 'pending', amount: '5', txn_id: 'T3' });
    await w.convert(id(5), { txn_id: 'T4' });
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const changed = await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${approved}/status`,
      headers,
      payload: { status: 'rejected', reason: 'Chargeback' },
    });
    expect(changed.statusCode).toBe(200);

    const { rebuilt, written } = await rebuiltAndWritten(db, {
      migration: '0010_sub_rollup_event_key.sql',
      table: 'stats_hourly_sub',
      tenantId: w.tenant.id,
      key: 'hour, offer_id, publisher_id, event_key, sub1, sub2, sub3, sub4, sub5, source, currency',
    });
    // Click rows (null event) and conversion rows (by event) apart, so a test cannot pass on nothing.
    expect(written.filter((row) => row.event_key === null).length).toBeGreaterThan(0);
    expect(written.map((row) => row.event_key)).toEqual(expect.arrayContaining(['conversion', 'vip']));
    expect(rebuilt).toEqual(written);

    const hourly = await rebuiltAndWritten(db, {
      migration: '0011_hourly_rollup_creative.sql',
      table: 'stats_hourly',
      tenantId: w.tenant.id,
      key: 'hour, offer_id, publisher_id, event_key, country, device_type, os, browser, landing_page_id, creative_id, currency',
    });
    expect(hourly.written.map((row) => row.creative_id)).toEqual(expect.arrayContaining([creative.id, null]));
    expect(hourly.written.map((row) => row.event_key)).toEqual(expect.arrayContaining(['conversion', 'vip']));
    expect(hourly.rebuilt).toEqual(hourly.written);

    // Migration 0014 fills the coarse rollups from `stats_hourly`, 0015 their daily twins from
    // those: equal to what the writers wrote, they hold exactly the sums of `stats_hourly` on
    // their keys (by UTC day for the twins).
    for (const [migration, table, key] of [
      ['0014_coarse_rollups.sql', 'stats_hourly_offer', 'hour, offer_id, advertiser_id, event_key, currency'],
      ['0014_coarse_rollups.sql', 'stats_hourly_publisher', 'hour, publisher_id, event_key, currency'],
      ['0015_daily_rollups.sql', 'stats_daily_offer', 'day, offer_id, advertiser_id, event_key, currency'],
      ['0015_daily_rollups.sql', 'stats_daily_publisher', 'day, publisher_id, event_key, currency'],
    ] as const) {
      const coarse = await rebuiltAndWritten(db, { migration, table, tenantId: w.tenant.id, key });
      expect(coarse.written.map((row) => row.event_key)).toEqual(
        expect.arrayContaining([null, 'conversion', 'vip']),
      );
      expect(coarse.written.some((row) => Number(row.rejected_conversions) === 1)).toBe(true);
      expect(coarse.rebuilt).toEqual(coarse.written);
    }
  });
});
