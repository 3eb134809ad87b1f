import { describe, expect, test } from 'vitest';
import { capPeriodStart } from './cap-period';

describe('capPeriodStart', () => {
  const at = new Date('2026-03-04T23:30:00Z'); // a Wednesday; already Thursday in Berlin

  test('day, week (from Monday) and month start at local midnight', () => {
    expect(capPeriodStart('day', 'UTC', at).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(capPeriodStart('day', 'Europe/Berlin', at).toISOString()).toBe('2026-03-04T23:00:00.000Z');
    expect(capPeriodStart('week', 'UTC', at).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(capPeriodStart('month', 'America/New_York', at).toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  test('lifetime caps have one period from the epoch', () => {
    expect(capPeriodStart('lifetime', 'UTC', at).getTime()).toBe(0);
  });
});
