import { type InvoiceRunSchedule, shiftDay } from '@affnet/contracts';

/*
 * The calendar of scheduled invoice runs (docs/money.md "Scheduled runs"), on `YYYY-MM-DD` days
 * of the network's time zone. A period end is exclusive: the first day of the next period (as the
 * run started by hand takes it). Weekly periods end on a weekday, twice-monthly ones on the 1st
 * and the 16th, monthly ones on a day from 1 to 28. A period's run is due `delayDays` after its end.
 */

type Calendar = Pick<InvoiceRunSchedule, 'schedule' | 'day'>;

const partsOf = (day: string) => day.split('-').map(Number) as [number, number, number];
const dayOf = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);
/** ISO weekday: 1 Monday to 7 Sunday. */
const weekdayOf = (day: string) => {
  const [year, month, date] = partsOf(day);
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
};

/** The latest period end on or before `day`; null when runs are by hand only. */
export function periodEndOnOrBefore(calendar: Calendar, day: string): string | null {
  const [year, month, date] = partsOf(day);
  switch (calendar.schedule) {
    case 'manual':
      return null;
    case 'weekly':
      return shiftDay(day, -((weekdayOf(day) - calendar.day + 7) % 7));
    case 'semi_monthly':
      return dayOf(year, month, date >= 16 ? 16 : 1);
    case 'monthly':
      return date >= calendar.day ? dayOf(year, month, calendar.day) : dayOf(year, month - 1, calendar.day);
  }
}

/** The longest period (a month): a day this many days ahead always lies past the next period end. */
const LONGEST_PERIOD_DAYS = 31;

/** The first period end after `day`: the next end the calendar reaches, looked for a day at a time. */
export function periodEndAfter(calendar: Calendar, day: string): string | null {
  for (let ahead = 1; ahead <= LONGEST_PERIOD_DAYS; ahead++) {
    const end = periodEndOnOrBefore(calendar, shiftDay(day, ahead));
    if (end === null || end > day) return end;
  }
  return null;
}

/** The period end whose run is due on `today` (the latest whose end plus the delay has come). */
export function duePeriodEnd(schedule: InvoiceRunSchedule, today: string): string | null {
  return periodEndOnOrBefore(schedule, shiftDay(today, -schedule.delayDays));
}

/**
 * The next scheduled run, seen on `today` after the run of `lastPeriodEnd`: today when a due
 * period has not been run yet (the job takes it within minutes), else the next period's day.
 */
export function nextRunOf(
  schedule: InvoiceRunSchedule,
  today: string,
  lastPeriodEnd: string | null,
): { runOn: string; periodEnd: string } | null {
  const due = duePeriodEnd(schedule, today);
  if (due === null) return null;
  if (lastPeriodEnd === null || due > lastPeriodEnd) return { runOn: today, periodEnd: due };
  const next = periodEndAfter(schedule, due);
  return next === null ? null : { runOn: shiftDay(next, schedule.delayDays), periodEnd: next };
}
