import type { CapPacing } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { describeCapPace, formatPace } from './cap-pace-text';

const ROW: CapPacing = {
  capId: '00000000-0000-4000-8000-000000000001',
  offer: { id: '00000000-0000-4000-8000-000000000002', name: 'Offer' },
  metric: 'clicks',
  period: 'day',
  timezone: 'UTC',
  scope: 'offer',
  action: 'fallback',
  eventKey: null,
  publisher: null,
  limit: '1000',
  used: '600',
  currency: 'USD',
  periodStart: '2026-06-01T00:00:00.000Z',
  periodEnd: '2026-06-02T00:00:00.000Z',
  state: 'on_pace',
  usedShare: 0.6,
  perHour: 60,
  forecastAt: '2026-06-01T16:40:00.000Z',
  projectedAtEnd: 1440,
};
const NOW = new Date('2026-06-01T10:00:00Z');

describe('describeCapPace', () => {
  test('says when the cap runs out, in the viewer’s time zone', () => {
    expect(describeCapPace(ROW, NOW, 'UTC')).toBe('Cap reached around 16:40 at this pace');
    expect(describeCapPace(ROW, NOW, 'Asia/Kolkata')).toBe('Cap reached around 22:10 at this pace');
    expect(describeCapPace(ROW, NOW, 'America/New_York')).toBe('Cap reached around 12:40 at this pace');
  });

  test('a forecast on another day carries its date', () => {
    const later = { ...ROW, period: 'month' as const, forecastAt: '2026-06-03T09:05:00.000Z' };
    expect(describeCapPace(later, NOW, 'UTC')).toMatch(
      /^Cap reached around (3 Jun|Jun 3), 09:05 at this pace$/,
    );
  });

  test('the other states in words', () => {
    expect(describeCapPace({ ...ROW, state: 'reached' }, NOW, 'UTC')).toBe('Cap reached for this period');
    expect(
      describeCapPace({ ...ROW, state: 'within', forecastAt: null, projectedAtEnd: 240 }, NOW, 'UTC'),
    ).toBe('Not reached this period at this pace (about 240 by its end)');
    expect(formatPace({ ...ROW, metric: 'payout', perHour: 3.2 })).toBe('$3.20 an hour');
    expect(formatPace({ ...ROW, perHour: null })).toBe('—');
  });
});
