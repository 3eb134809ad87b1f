import { utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';

export type CapPeriod = 'day' | 'week' | 'month' | 'lifetime';

const LIFETIME_START = new Date(0);

/**
 * The first instant of the cap period holding `at`, in the cap's own zone (docs/offers.md
 * "Caps": a day is midnight to midnight there, weeks start on Monday); the epoch for lifetime.
 * It is the `period_start` of the cap's `cap_usage` row.
 */
export function capPeriodStart(period: CapPeriod, timeZone: string, at: Date): Date {
  if (period === 'lifetime') return LIFETIME_START;
  const localDay = utcToZonedTime(at, timeZone).slice(0, 10);
  if (period === 'day') return zonedTimeToUtc(`${localDay}T00:00`, timeZone);
  if (period === 'month') return zonedTimeToUtc(`${localDay.slice(0, 8)}01T00:00`, timeZone);
  const day = new Date(`${localDay}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
  return zonedTimeToUtc(`${monday}T00:00`, timeZone);
}
