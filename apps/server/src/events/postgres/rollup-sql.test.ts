import type { DimensionKey } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import type { RollupFilters, RollupScope } from '../rollup-records';
import { dailyTwinFor, rollupTableFor } from './rollup-sql';

const ADMIN: RollupScope = { role: 'admin' };
const PUBLISHER: RollupScope = { role: 'publisher', publisherId: 'p1' };
const ADVERTISER: RollupScope = { role: 'advertiser', advertiserId: 'a1' };
const MANAGED: RollupScope = { role: 'employee', partnerIds: ['p1', 'a1'] };

const tableFor = (groupBy: DimensionKey[], filters: RollupFilters = {}, scope: RollupScope = ADMIN) =>
  rollupTableFor(groupBy, filters, scope);

describe('rollupTableFor: the smallest rollup that keeps what a request reads', () => {
  test('time, offer, advertiser and event read the offer rollup', () => {
    expect(tableFor(['date'])).toBe('stats_hourly_offer');
    expect(tableFor(['date', 'offer'])).toBe('stats_hourly_offer');
    expect(tableFor(['advertiser', 'event'], { offerId: 'o1' })).toBe('stats_hourly_offer');
    expect(tableFor(['hour'], { advertiserId: 'a1', event: 'sale' })).toBe('stats_hourly_offer');
    expect(tableFor(['week', 'offer'], {}, ADVERTISER)).toBe('stats_hourly_offer');
  });

  test('publisher and account manager without the offer read the publisher rollup', () => {
    expect(tableFor(['publisher'])).toBe('stats_hourly_publisher');
    expect(tableFor(['accountManager', 'month'])).toBe('stats_hourly_publisher');
    expect(tableFor(['date'], { publisherId: 'p1' })).toBe('stats_hourly_publisher');
  });

  test('offer with publisher, geo, device, landing page or creative read stats_hourly', () => {
    expect(tableFor(['offer', 'publisher'])).toBe('stats_hourly');
    expect(tableFor(['date'], { offerId: 'o1', publisherId: 'p1' })).toBe('stats_hourly');
    expect(tableFor(['country'])).toBe('stats_hourly');
    expect(tableFor(['date'], { device: 'mobile' })).toBe('stats_hourly');
    expect(tableFor(['landingPage'])).toBe('stats_hourly');
    expect(tableFor(['date'], { creativeId: 'c1' })).toBe('stats_hourly');
  });

  test("a scope's columns count: a publisher's private-event rule reads the offer, a managed scope both partners", () => {
    expect(tableFor(['date'], {}, PUBLISHER)).toBe('stats_hourly');
    expect(tableFor(['date'], {}, MANAGED)).toBe('stats_hourly');
    expect(tableFor(['publisher'], {}, ADVERTISER)).toBe('stats_hourly');
  });

  test('sub ids and source read the sub-id rollup', () => {
    expect(tableFor(['sub1'])).toBe('stats_hourly_sub');
    expect(tableFor(['date'], { source: 'mail' })).toBe('stats_hourly_sub');
  });
});

describe('dailyTwinFor: whole UTC days from the daily rows when they can answer', () => {
  test('without a time dimension, in any zone', () => {
    expect(dailyTwinFor('stats_hourly_offer', ['offer'], 'Asia/Tokyo')).toBe('stats_daily_offer');
    expect(dailyTwinFor('stats_hourly_publisher', ['publisher'], 'America/New_York')).toBe(
      'stats_daily_publisher',
    );
  });

  test('days, weeks and months only in UTC; hours never', () => {
    expect(dailyTwinFor('stats_hourly_offer', ['date', 'offer'], 'UTC')).toBe('stats_daily_offer');
    expect(dailyTwinFor('stats_hourly_offer', ['month'], 'Etc/UTC')).toBe('stats_daily_offer');
    expect(dailyTwinFor('stats_hourly_offer', ['date', 'offer'], 'Europe/London')).toBeNull();
    expect(dailyTwinFor('stats_hourly_offer', ['hour'], 'UTC')).toBeNull();
  });

  test('stats_hourly and the sub-id rollup have none', () => {
    expect(dailyTwinFor('stats_hourly', ['offer'], 'UTC')).toBeNull();
    expect(dailyTwinFor('stats_hourly_sub', ['offer'], 'UTC')).toBeNull();
  });
});
