import { describe, expect, test } from 'vitest';
import { addCounters, type BaseCounters, fromCents, toCents, zeroCounters } from './base-counters';
import {
  clickThroughRateOf,
  conversionRateOf,
  conversionsOf,
  earningsPerClickOf,
  hiddenCountersFor,
  marginOf,
  metricsFor,
  profitOf,
} from './metrics';

const counters = (overrides: Partial<BaseCounters>): BaseCounters => ({ ...zeroCounters(), ...overrides });

describe('derived metrics', () => {
  test('conversions are approved plus pending; CR divides them by unique clicks', () => {
    const c = counters({
      approvedConversions: 3,
      pendingConversions: 1,
      rejectedConversions: 5,
      uniqueClicks: 8,
    });
    expect(conversionsOf(c)).toBe(4);
    expect(conversionRateOf(c)).toBe(50);
  });

  test('CTR divides unique clicks by banner impressions; blank without impressions', () => {
    expect(clickThroughRateOf(counters({ uniqueClicks: 3, grossClicks: 9, impressions: 150 }))).toBe(2);
    expect(clickThroughRateOf(counters({ uniqueClicks: 3, impressions: 0 }))).toBeNull();
    expect(clickThroughRateOf(counters({ uniqueClicks: null, impressions: 10 }))).toBeNull();
    expect(metricsFor('publisher').find((metric) => metric.key === 'impressions')?.format).toBe('count');
  });

  test('EPC is approved payout per unique click, in cents exactly', () => {
    expect(earningsPerClickOf(counters({ payout: '10.00', uniqueClicks: 3 }))).toBe('3.33');
    expect(earningsPerClickOf(counters({ payout: '0.10', uniqueClicks: 4 }))).toBe('0.03');
  });

  test('profit is revenue minus payout; margin is profit over revenue', () => {
    const c = counters({ payout: '60.10', revenue: '100.20' });
    expect(profitOf(c)).toBe('40.10');
    expect(marginOf(c)).toBeCloseTo(40.0199, 3);
    expect(profitOf(counters({ payout: '5.00', revenue: '0.00' }))).toBe('-5.00');
  });

  test('a zero denominator or a hidden input gives a blank, never 0 or Infinity', () => {
    expect(conversionRateOf(counters({ approvedConversions: 2, uniqueClicks: 0 }))).toBeNull();
    expect(earningsPerClickOf(counters({ payout: '5.00', uniqueClicks: 0 }))).toBeNull();
    expect(marginOf(counters({ payout: '5.00', revenue: '0.00' }))).toBeNull();
    expect(profitOf(counters({ revenue: null }))).toBeNull();
    expect(earningsPerClickOf(counters({ payout: null, uniqueClicks: 5 }))).toBeNull();
  });
});

describe('who sees which metric', () => {
  test('publishers never see revenue, profit or margin; advertisers never payout, profit or margin', () => {
    const keys = (role: 'publisher' | 'advertiser' | 'admin') => metricsFor(role).map((m) => m.key);
    for (const hidden of ['revenue', 'pendingRevenue', 'sale', 'profit', 'margin']) {
      expect(keys('publisher')).not.toContain(hidden);
    }
    for (const hidden of ['payout', 'pendingPayout', 'epc', 'profit', 'margin']) {
      expect(keys('advertiser')).not.toContain(hidden);
    }
    expect(keys('admin')).toEqual(expect.arrayContaining(['profit', 'margin', 'payout', 'revenue']));
    expect(hiddenCountersFor('publisher')).toEqual(['revenue', 'pendingRevenue', 'sale', 'pendingSale']);
    expect(hiddenCountersFor('advertiser')).toEqual(['payout', 'pendingPayout']);
    expect(hiddenCountersFor('admin')).toEqual([]);
  });
});

describe('money in cents', () => {
  test('sums are exact and unavailable stays unavailable', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(toCents('-1.5')).toBe(-150);
    const sum = addCounters(
      counters({ payout: '0.10', grossClicks: 1 }),
      counters({ payout: '0.20', duplicateClicks: null }),
    );
    expect(sum).toMatchObject({ payout: '0.30', grossClicks: 1, duplicateClicks: null });
  });
});
