import type { InvoiceRunSchedule } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { duePeriodEnd, nextRunOf, periodEndAfter, periodEndOnOrBefore } from './run-schedule';

const weekly = (day: number, delayDays = 0): InvoiceRunSchedule => ({ schedule: 'weekly', day, delayDays });
const monthly = (day: number, delayDays = 0): InvoiceRunSchedule => ({ schedule: 'monthly', day, delayDays });
const twice: InvoiceRunSchedule = { schedule: 'semi_monthly', day: 1, delayDays: 0 };

describe('period ends', () => {
  // 2026-11-30 is a Monday.
  test('weekly: the weekday on or before a day, and the one after it', () => {
    expect(periodEndOnOrBefore(weekly(1), '2026-11-30')).toBe('2026-11-30');
    expect(periodEndOnOrBefore(weekly(1), '2026-12-06')).toBe('2026-11-30');
    expect(periodEndOnOrBefore(weekly(7), '2026-11-30')).toBe('2026-11-29');
    expect(periodEndAfter(weekly(1), '2026-11-30')).toBe('2026-12-07');
    expect(periodEndAfter(weekly(3), '2026-11-30')).toBe('2026-12-02');
  });

  test('twice a month: the 1st and the 16th, across a year’s end', () => {
    expect(periodEndOnOrBefore(twice, '2026-12-15')).toBe('2026-12-01');
    expect(periodEndOnOrBefore(twice, '2026-12-16')).toBe('2026-12-16');
    expect(periodEndAfter(twice, '2026-12-16')).toBe('2027-01-01');
    expect(periodEndAfter(twice, '2026-12-01')).toBe('2026-12-16');
  });

  test('monthly on a day: this month’s or last month’s, across a year’s end', () => {
    expect(periodEndOnOrBefore(monthly(1), '2027-01-01')).toBe('2027-01-01');
    expect(periodEndOnOrBefore(monthly(15), '2027-01-14')).toBe('2026-12-15');
    expect(periodEndAfter(monthly(28), '2027-02-28')).toBe('2027-03-28');
    expect(periodEndAfter(monthly(28), '2026-12-28')).toBe('2027-01-28');
  });

  test('by hand only: none', () => {
    const manual: InvoiceRunSchedule = { schedule: 'manual', day: 1, delayDays: 0 };
    expect(periodEndOnOrBefore(manual, '2026-11-30')).toBeNull();
    expect(nextRunOf(manual, '2026-11-30', null)).toBeNull();
  });
});

describe('runs', () => {
  test('a period is due its delay after its end, not before', () => {
    expect(duePeriodEnd(monthly(1, 5), '2026-12-05')).toBe('2026-11-01');
    expect(duePeriodEnd(monthly(1, 5), '2026-12-06')).toBe('2026-12-01');
  });

  test('the next run: today while a due period is not run, else the next period’s day plus the delay', () => {
    expect(nextRunOf(monthly(1, 5), '2026-12-06', null)).toEqual({
      runOn: '2026-12-06',
      periodEnd: '2026-12-01',
    });
    expect(nextRunOf(monthly(1, 5), '2026-12-06', '2026-11-01')).toEqual({
      runOn: '2026-12-06',
      periodEnd: '2026-12-01',
    });
    expect(nextRunOf(monthly(1, 5), '2026-12-06', '2026-12-01')).toEqual({
      runOn: '2027-01-06',
      periodEnd: '2027-01-01',
    });
    expect(nextRunOf(weekly(1, 2), '2026-12-02', '2026-11-30')).toEqual({
      runOn: '2026-12-09',
      periodEnd: '2026-12-07',
    });
  });
});
