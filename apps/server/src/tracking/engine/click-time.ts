import { utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';

/*
 * Wall-clock questions a click asks in a zone (the offer's for day parting, a cap's for its
 * period), through the same zone arithmetic the offer editor uses.
 */

type LocalDay = { date: string; hour: number; weekday: number };

function localDayOf(instant: Date, timeZone: string): LocalDay {
  const local = utcToZonedTime(instant, timeZone);
  const date = local.slice(0, 10);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Monday = 0 … Sunday = 6, as the day-parting grid numbers them.
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return { date, hour: Number(local.slice(11, 13)), weekday };
}

/** 0..167: Monday 00:00–00:59 is 0, Sunday 23:00–23:59 is 167 (docs/offers.md "Schedule"). */
export function hourOfWeek(instant: Date, timeZone: string): number {
  const { weekday, hour } = localDayOf(instant, timeZone);
  return weekday * 24 + hour;
}

export type CapPeriod = 'day' | 'week' | 'month' | 'lifetime';

const EPOCH = new Date(0);

function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first instant of the cap period holding `instant`, midnight in the cap's zone (weeks from Monday). */
export function periodStartOf(period: CapPeriod, instant: Date, timeZone: string): Date {
  if (period === 'lifetime') return EPOCH;
  const { date, weekday } = localDayOf(instant, timeZone);
  const first =
    period === 'day' ? date : period === 'week' ? shiftDate(date, -weekday) : `${date.slice(0, 8)}01`;
  return zonedTimeToUtc(`${first}T00:00`, timeZone);
}
