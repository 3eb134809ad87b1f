import { type InvoiceRunScheduleState, type InvoiceSchedule, WEEKDAY_NAMES } from '@affnet/contracts';
import { addDays } from '../../../lib/date-ranges';
import { countOf, formatDateTime } from '../../../lib/format';

/*
 * The scheduled runs in words. A schedule's `day` and a run's `periodEnd` are the first day of the
 * next period (docs/money.md "Scheduled runs"), so the screen says when a new period starts and
 * names a period by its last day, the day before, as the invoices' own periods read.
 */

/** "1st", "2nd", "3rd", "16th", "21st": a day of the month as the schedule labels name it. */
export function ordinalOf(day: number): string {
  const isTeen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = isTeen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** A weekly schedule's day by its ISO number (1 Monday, 7 Sunday). */
export function weekdayOf(day: number): string {
  return WEEKDAY_NAMES[day - 1] ?? `weekday ${day}`;
}

const PERIOD_STARTS: Record<Exclude<InvoiceSchedule, 'manual'>, (day: number) => string> = {
  weekly: (day) => `Weekly, a new period starts each ${weekdayOf(day)}`,
  semi_monthly: () => 'Twice a month, a new period starts on the 1st and the 16th',
  monthly: (day) => `Monthly, a new period starts on the ${ordinalOf(day)}`,
};

/**
 * "Monthly, a new period starts on the 1st, and the drafts of the one before are made 3 days
 * later.", or "By hand only: …" when nothing is scheduled.
 */
export function scheduleSummaryOf({
  schedule,
  day,
  delayDays,
}: Pick<InvoiceRunScheduleState, 'schedule' | 'day' | 'delayDays'>): string {
  if (schedule === 'manual') return 'By hand only: drafts are made when someone generates invoices.';
  const when = delayDays === 0 ? 'that day' : `${countOf(delayDays, 'day', 'days')} later`;
  return `${PERIOD_STARTS[schedule](day)}, and the drafts of the one before are made ${when}.`;
}

/** "Next run on 2026-12-04, for the period ending 2026-11-30." */
export function nextRunOf(nextRun: NonNullable<InvoiceRunScheduleState['nextRun']>): string {
  return `Next run on ${nextRun.runOn}, for the period ending ${addDays(nextRun.periodEnd, -1)}.`;
}

/**
 * "Last scheduled run: 4 Dec 2026, 06:05, for the period ending 2026-11-30." (the time in the
 * viewer's zone, as the invoices' history shows times); null before the first.
 */
export function lastRunOf({ lastPeriodEnd, lastRunAt }: InvoiceRunScheduleState): string | null {
  if (!lastPeriodEnd) return null;
  const at = lastRunAt ? ` ${formatDateTime(lastRunAt)},` : '';
  return `Last scheduled run:${at} for the period ending ${addDays(lastPeriodEnd, -1)}.`;
}

/** Whether publishers may ask for their payout between runs (docs/money.md "Payout requests"). */
export function payoutRequestsOf({ payoutRequests }: { payoutRequests: boolean }): string {
  return payoutRequests
    ? 'Publishers may also request a payout once their balance reaches their minimum.'
    : 'Publishers cannot request a payout.';
}
