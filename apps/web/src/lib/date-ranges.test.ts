import { expect, test } from 'vitest';
import { presetOf, previousPeriod, rangeOfPreset, todayIn } from './date-ranges';

test('presets count from today in the report’s zone', () => {
  const today = '2026-03-15';
  expect(rangeOfPreset('today', today)).toEqual({ from: today, to: today });
  expect(rangeOfPreset('yesterday', today)).toEqual({ from: '2026-03-14', to: '2026-03-14' });
  expect(rangeOfPreset('last7', today)).toEqual({ from: '2026-03-09', to: today });
  expect(rangeOfPreset('last30', today)).toEqual({ from: '2026-02-14', to: today });
  expect(rangeOfPreset('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
  expect(rangeOfPreset('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  expect(presetOf({ from: '2026-03-09', to: today }, today)).toBe('last7');
  expect(presetOf({ from: '2026-03-02', to: '2026-03-05' }, today)).toBe('custom');
});

test('"today" is the zone’s calendar day, not the browser’s', () => {
  const at = new Date('2026-03-08T03:30:00Z');
  expect(todayIn('UTC', at)).toBe('2026-03-08');
  expect(todayIn('America/New_York', at)).toBe('2026-03-07');
});

test('the previous period is the same number of days just before', () => {
  expect(previousPeriod({ from: '2026-03-01', to: '2026-03-07' })).toEqual({
    from: '2026-02-22',
    to: '2026-02-28',
  });
  expect(previousPeriod({ from: '2026-03-08', to: '2026-03-08' })).toEqual({
    from: '2026-03-07',
    to: '2026-03-07',
  });
});
