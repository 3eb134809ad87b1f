/*
 * Ranges of days (YYYY-MM-DD, both included) that reports and logs read: presets counted from
 * "today" in the zone the screen reads days in, and the period before a range (the same number
 * of days, just before it) for the performance report's comparison.
 */

export const DATE_PRESETS = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 days' },
  { value: 'last30', label: 'Last 30 days' },
  { value: 'thisMonth', label: 'This month' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;

/** The calendar day it is now in `timeZone`, YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function lengthOf({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The range of a preset, counted from `today`; null for custom. */
export function rangeOfPreset(preset: DatePreset, today: string): DayRange | null {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    default:
      return null;
  }
}

/** The days a preset covers counted from `today` (custom: none, any length). */
export function presetLength(preset: DatePreset, today: string): number {
  const range = rangeOfPreset(preset, today);
  return range ? lengthOf(range) : 0;
}

/** Which preset a range is (for the picker), or custom. */
export function presetOf(range: DayRange, today: string): DatePreset {
  const match = DATE_PRESETS.find(({ value }) => {
    const candidate = rangeOfPreset(value, today);
    return candidate && candidate.from === range.from && candidate.to === range.to;
  });
  return match?.value ?? 'custom';
}

/** The same number of days just before the range: what "compare with the previous period" reads. */
export function previousPeriod(range: DayRange): DayRange {
  const days = lengthOf(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}
