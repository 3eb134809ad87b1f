import {
  BROWSER_LABELS,
  CAP_METRIC_LABELS,
  CAP_PERIOD_LABELS,
  type CapAction,
  CONNECTION_TYPE_LABELS,
  DEVICE_TYPE_LABELS,
  MONEY_CAP_METRICS,
  type OfferTargeting,
  OPERATING_SYSTEM_LABELS,
  TARGETING_DIMENSION_LABELS,
  type TargetingDimension,
  WEEKDAY_LABELS,
} from '@affnet/contracts';
import { countryName } from './format';
import { formatAmount } from './money';

/*
 * An offer's rules in words, for the publishers and advertisers who read them rather than set
 * them: targeting, the live window, day parting and caps.
 */

let languageNames: Intl.DisplayNames | undefined;

function languageName(code: string): string {
  languageNames ??= new Intl.DisplayNames(undefined, { type: 'language', fallback: 'code' });
  return languageNames.of(code) ?? code;
}

const VALUE_NAMES: Record<TargetingDimension, (value: string) => string> = {
  country: countryName,
  region: (code) => code,
  device: (value) => DEVICE_TYPE_LABELS[value as keyof typeof DEVICE_TYPE_LABELS] ?? value,
  os: (value) => OPERATING_SYSTEM_LABELS[value as keyof typeof OPERATING_SYSTEM_LABELS] ?? value,
  browser: (value) => BROWSER_LABELS[value as keyof typeof BROWSER_LABELS] ?? value,
  language: languageName,
  ip: (value) => value,
  connection: (value) => CONNECTION_TYPE_LABELS[value as keyof typeof CONNECTION_TYPE_LABELS] ?? value,
};

export type TargetingLine = { dimension: string; text: string };

/** "Only United States, Canada" / "All but Russia" / "Only Mobile phone, but not …". */
export function ruleText(
  dimension: TargetingDimension,
  rule: { include: string[]; exclude: string[] },
): string | null {
  const name = VALUE_NAMES[dimension];
  const include = rule.include.map(name).join(', ');
  const exclude = rule.exclude.map(name).join(', ');
  if (include && exclude) return `Only ${include}; never ${exclude}`;
  if (include) return `Only ${include}`;
  if (exclude) return `All but ${exclude}`;
  return null;
}

/** One line per dimension that has a rule; the reader assumes "anything" for the rest. */
export function targetingLines(targeting: OfferTargeting): TargetingLine[] {
  const lines: TargetingLine[] = [];
  for (const dimension of Object.keys(TARGETING_DIMENSION_LABELS) as TargetingDimension[]) {
    const text = ruleText(dimension, targeting[dimension]);
    if (text) lines.push({ dimension: TARGETING_DIMENSION_LABELS[dimension], text });
  }
  if (targeting.blockProxies) {
    lines.push({
      dimension: 'Proxies',
      text: 'Traffic through proxies that name themselves is turned away',
    });
  }
  return lines;
}

const WALL_CLOCK = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/**
 * "1 Dec 2026, 09:30" for a wall-clock time ("2026-12-01T09:30") of the offer's time zone. It is
 * shown as written, not converted to the reader's zone: the zone is named beside it.
 */
export function formatWallClock(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return WALL_CLOCK.format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
}

/** When an offer takes traffic, in the offer's time zone. */
export function liveWindowText(schedule: {
  liveFrom: string | null;
  liveUntil: string | null;
  timezone: string;
}): string {
  const { liveFrom, liveUntil, timezone } = schedule;
  if (!liveFrom && !liveUntil) return 'No start or end date';
  const from = liveFrom ? `from ${formatWallClock(liveFrom)}` : '';
  const until = liveUntil ? `until ${formatWallClock(liveUntil)}` : 'with no end date';
  return `Live ${[from, until].filter(Boolean).join(' ')} (${timezone})`;
}

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** "09:00–18:00, 20:00–24:00" for a day's hours (0..23), or "no traffic". */
function dayRanges(hours: readonly number[]): string {
  if (hours.length === 0) return 'no traffic';
  if (hours.length === 24) return 'all day';
  const ranges: string[] = [];
  let start = hours[0] ?? 0;
  let previous = start;
  for (const hour of [...hours.slice(1), Number.NaN]) {
    if (hour === previous + 1) {
      previous = hour;
      continue;
    }
    ranges.push(`${hourLabel(start)}–${hourLabel(previous + 1)}`);
    start = hour;
    previous = hour;
  }
  return ranges.join(', ');
}

/**
 * Day parting in words, consecutive days with the same hours together:
 * ["Monday to Friday: 09:00–18:00", "Saturday and Sunday: no traffic"].
 */
export function dayPartingLines(hoursOfWeek: readonly number[]): string[] {
  const set = new Set(hoursOfWeek);
  const perDay = WEEKDAY_LABELS.map((_, day) =>
    dayRanges(Array.from({ length: 24 }, (_, hour) => hour).filter((hour) => set.has(day * 24 + hour))),
  );
  const lines: string[] = [];
  let first = 0;
  for (let day = 1; day <= perDay.length; day++) {
    if (day < perDay.length && perDay[day] === perDay[first]) continue;
    const last = day - 1;
    const days =
      first === last
        ? WEEKDAY_LABELS[first]
        : `${WEEKDAY_LABELS[first]} ${last === first + 1 ? 'and' : 'to'} ${WEEKDAY_LABELS[last]}`;
    lines.push(`${days}: ${perDay[first]}`);
    first = day;
  }
  return lines;
}

type CapLike = {
  metric: keyof typeof CAP_METRIC_LABELS;
  period: keyof typeof CAP_PERIOD_LABELS;
  limit: string;
  eventKey: string | null;
};

/** What a publisher or advertiser is told happens once a cap is reached. */
export const CAP_REACHED_TEXT: Record<CapAction, string> = {
  fallback: 'then clicks go to another destination',
  pending: 'then conversions wait for review',
  reject: 'then conversions are rejected',
  pause: 'then the offer pauses',
};

/** "Daily conversions: 100", "Monthly payout: $5,000.00" (money caps in the offer's currency). */
export function capText(cap: CapLike, currency: string, eventName?: string): string {
  const limit = MONEY_CAP_METRICS.includes(cap.metric)
    ? formatAmount(cap.limit, currency)
    : Number(cap.limit).toLocaleString('en-US');
  const what = CAP_METRIC_LABELS[cap.metric].toLowerCase();
  const event = cap.eventKey ? ` (${eventName ?? cap.eventKey})` : '';
  return `${CAP_PERIOD_LABELS[cap.period]} ${what}${event}: ${limit}`;
}
