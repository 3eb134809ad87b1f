import { type CapPacing, MONEY_CAP_METRICS } from '@affnet/contracts';
import { formatAmount } from './money';

/*
 * The sentences of cap pacing, in the viewer's time zone (the browser's unless one is given):
 * "Cap reached around 14:20 at this pace", with the date when the forecast is not today.
 */

const timeIn = (timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone });
const dateTimeIn = (timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone,
  });
const dayIn = (instant: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    instant,
  );

/** "14:20" when `at` falls on the viewer's today, "27 Nov, 14:20" otherwise. */
export function formatForecastTime(at: Date, now: Date, timeZone?: string): string {
  return dayIn(at, timeZone) === dayIn(now, timeZone)
    ? timeIn(timeZone).format(at)
    : dateTimeIn(timeZone).format(at);
}

/** What the pace says about the cap, in one sentence. */
export function describeCapPace(row: CapPacing, now: Date, timeZone?: string): string {
  switch (row.state) {
    case 'reached':
      return 'Cap reached for this period';
    case 'on_pace':
      return `Cap reached around ${formatForecastTime(new Date(row.forecastAt ?? now), now, timeZone)} at this pace`;
    case 'within':
      return `Not reached this period at this pace (about ${formatCapAmount(row, row.projectedAtEnd ?? 0)} by its end)`;
    case 'no_pace':
      return 'Too early in the period to forecast';
  }
}

/** A count as a whole number, money in the offer's currency. */
export function formatCapAmount(row: Pick<CapPacing, 'metric' | 'currency'>, value: number | string): string {
  return MONEY_CAP_METRICS.includes(row.metric)
    ? formatAmount(value, row.currency)
    : Math.round(Number(value)).toLocaleString('en-US');
}

/** "12.5 an hour", "$3.20 an hour"; a dash before there is a pace. */
export function formatPace(row: CapPacing): string {
  if (row.perHour === null) return '—';
  const value = MONEY_CAP_METRICS.includes(row.metric)
    ? formatAmount(row.perHour, row.currency)
    : row.perHour.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${value} an hour`;
}
