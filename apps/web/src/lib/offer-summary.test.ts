import { offerTargetingSchema } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { capText, dayPartingLines, formatWallClock, liveWindowText, targetingLines } from './offer-summary';

test('targeting reads as one line per rule, with names for codes', () => {
  const targeting = offerTargetingSchema.parse({
    country: { include: ['US', 'CA'], exclude: [] },
    device: { include: [], exclude: ['tablet'] },
    os: { include: ['ios'], exclude: [] },
    blockProxies: true,
  });
  expect(targetingLines(targeting)).toEqual([
    { dimension: 'Countries', text: 'Only United States, Canada' },
    { dimension: 'Device types', text: 'All but Tablet' },
    { dimension: 'Operating systems', text: 'Only iOS / iPadOS' },
    { dimension: 'Proxies', text: 'Traffic through proxies that name themselves is turned away' },
  ]);
  expect(targetingLines(offerTargetingSchema.parse({}))).toEqual([]);
});

test('day parting groups consecutive days with the same hours', () => {
  const weekdays = [0, 1, 2, 3, 4].flatMap((day) => Array.from({ length: 9 }, (_, i) => day * 24 + 9 + i));
  const sunday = Array.from({ length: 24 }, (_, hour) => 6 * 24 + hour);
  expect(dayPartingLines([...weekdays, ...sunday])).toEqual([
    'Monday to Friday: 09:00–18:00',
    'Saturday: no traffic',
    'Sunday: all day',
  ]);
  expect(dayPartingLines([0, 1, 5, 23])).toEqual([
    'Monday: 00:00–02:00, 05:00–06:00, 23:00–24:00',
    'Tuesday to Sunday: no traffic',
  ]);
});

test('wall-clock times are shown as written, with their zone named', () => {
  // Not shifted into the test machine's zone, whatever it is.
  expect(formatWallClock('2026-12-01T09:30')).toMatch(/9:30/);
  expect(formatWallClock('2026-12-01T23:30')).toMatch(/Dec.*1|1.*Dec/);
  expect(liveWindowText({ liveFrom: null, liveUntil: null, timezone: 'UTC' })).toBe('No start or end date');
  expect(
    liveWindowText({ liveFrom: '2026-12-01T09:30', liveUntil: null, timezone: 'Europe/Berlin' }),
  ).toMatch(/^Live from .*9:30.* with no end date \(Europe\/Berlin\)$/);
});

test('caps name their period and metric; money caps are amounts', () => {
  expect(capText({ metric: 'conversions', period: 'day', limit: '1000', eventKey: null }, 'USD')).toBe(
    'Daily conversions: 1,000',
  );
  expect(
    capText({ metric: 'payout', period: 'month', limit: '5000.00', eventKey: 'deposit' }, 'USD', 'Deposit'),
  ).toBe('Monthly payout (Deposit): $5,000.00');
});
