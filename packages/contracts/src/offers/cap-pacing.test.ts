import { describe, expect, test } from 'vitest';
import { paceCap } from './cap-pacing';

const DAY_START = new Date('2026-06-01T00:00:00Z');
const DAY_END = new Date('2026-06-02T00:00:00Z');
const at = (time: string) => new Date(`2026-06-01T${time}:00Z`);

describe('paceCap', () => {
  test('forecasts when the counter fills at the pace of the period so far', () => {
    // 600 of 1,000 in 10 hours is 60 an hour: 400 more take 6h40m.
    const pace = paceCap({
      limit: 1000,
      used: 600,
      countingSince: DAY_START,
      periodEnd: DAY_END,
      now: at('10:00'),
    });
    expect(pace.state).toBe('on_pace');
    expect(pace.perHour).toBeCloseTo(60);
    expect(pace.forecastAt?.toISOString()).toBe('2026-06-01T16:40:00.000Z');
    expect(pace.usedShare).toBeCloseTo(0.6);
    expect(pace.projectedAtEnd).toBeCloseTo(1440);
  });

  test('a forecast after the period ends is no forecast: the counter starts again', () => {
    const pace = paceCap({
      limit: 1000,
      used: 100,
      countingSince: DAY_START,
      periodEnd: DAY_END,
      now: at('10:00'),
    });
    expect(pace.state).toBe('within');
    expect(pace.forecastAt).toBeNull();
    expect(pace.projectedAtEnd).toBeCloseTo(240);
  });

  test('a full counter is reached, also when a money cap was crossed by its last conversion', () => {
    expect(
      paceCap({ limit: 50, used: 50, countingSince: DAY_START, periodEnd: DAY_END, now: at('10:00') }).state,
    ).toBe('reached');
    const over = paceCap({
      limit: 50,
      used: 62.5,
      countingSince: DAY_START,
      periodEnd: DAY_END,
      now: at('10:00'),
    });
    expect(over).toMatchObject({ state: 'reached', forecastAt: null });
    expect(over.usedShare).toBeCloseTo(1.25);
  });

  test('too early in the period or nothing counted yet: no pace to tell', () => {
    expect(
      paceCap({ limit: 100, used: 3, countingSince: DAY_START, periodEnd: DAY_END, now: at('00:05') }).state,
    ).toBe('no_pace');
    expect(
      paceCap({ limit: 100, used: 0, countingSince: DAY_START, periodEnd: DAY_END, now: at('12:00') }).state,
    ).toBe('no_pace');
  });

  test('a lifetime cap has no period end: any pace reaches it', () => {
    const pace = paceCap({
      limit: 10_000,
      used: 100,
      countingSince: new Date('2026-05-01T00:00:00Z'),
      periodEnd: null,
      now: at('00:00'),
    });
    expect(pace.state).toBe('on_pace');
    expect(pace.projectedAtEnd).toBeNull();
    // 100 in 31 days: 9,900 more take 99 × 31 days.
    expect(pace.forecastAt?.toISOString()).toBe(
      new Date(DAY_START.getTime() + 99 * 31 * 86_400_000).toISOString(),
    );
  });
});
