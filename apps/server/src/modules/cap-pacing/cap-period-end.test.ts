import { expect, test } from 'vitest';
import { capPeriodEnd } from './cap-counters';

const endOf = (period: 'day' | 'week' | 'month' | 'lifetime', timezone: string, start: string) =>
  capPeriodEnd({ period, timezone }, new Date(start))?.toISOString() ?? null;

test('a period ends where the next one starts in the cap’s zone, also across a DST change', () => {
  // Berlin moves to summer time on 2026-03-29: that day has 23 hours.
  expect(endOf('day', 'Europe/Berlin', '2026-03-28T23:00:00Z')).toBe('2026-03-29T22:00:00.000Z');
  // …and back on 2026-10-25: 25 hours.
  expect(endOf('day', 'Europe/Berlin', '2026-10-24T22:00:00Z')).toBe('2026-10-25T23:00:00.000Z');
  expect(endOf('week', 'UTC', '2026-06-01T00:00:00Z')).toBe('2026-06-08T00:00:00.000Z');
  expect(endOf('month', 'America/New_York', '2026-02-01T05:00:00Z')).toBe('2026-03-01T05:00:00.000Z');
  expect(endOf('month', 'UTC', '2026-01-01T00:00:00Z')).toBe('2026-02-01T00:00:00.000Z');
  expect(endOf('lifetime', 'UTC', '1970-01-01T00:00:00Z')).toBeNull();
});
