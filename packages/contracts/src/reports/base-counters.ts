/*
 * The base counters: sums of rollup columns (docs/reports.md), the only figures the database
 * adds up. Every other metric is computed from these by one function in metrics.ts. Money is a
 * decimal string with two places, as stored; one set of counters is always in one currency.
 * No zod here: the web reads the catalogue without the validation library.
 */

export const MONEY_COUNTERS = [
  'payout',
  'pendingPayout',
  'revenue',
  'pendingRevenue',
  'sale',
  'pendingSale',
] as const;
export type MoneyCounter = (typeof MONEY_COUNTERS)[number];

export const COUNT_COUNTERS = [
  'impressions',
  'grossClicks',
  'uniqueClicks',
  'duplicateClicks',
  'invalidClicks',
  'approvedConversions',
  'pendingConversions',
  'rejectedConversions',
] as const;
export type CountCounter = (typeof COUNT_COUNTERS)[number];

export const BASE_COUNTERS = [...COUNT_COUNTERS, ...MONEY_COUNTERS] as const;
export type BaseCounter = (typeof BASE_COUNTERS)[number];

/**
 * Null means "not available here": money the caller's role may not see, or a counter the sub-id
 * rollup does not keep (duplicate clicks and sale amounts).
 */
export type BaseCounters = Record<CountCounter, number | null> & Record<MoneyCounter, string | null>;

/** Money as whole cents, so sums and differences are exact. */
export function toCents(money: string): number {
  const negative = money.trim().startsWith('-');
  const [whole = '0', fraction = ''] = money.trim().replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** Whole cents back to a two-place decimal string. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Adds two sets of counters of one currency; a counter unavailable in either stays unavailable. */
export function addCounters(a: BaseCounters, b: BaseCounters): BaseCounters {
  const sum = { ...a };
  for (const key of COUNT_COUNTERS) {
    const [x, y] = [a[key], b[key]];
    sum[key] = x === null || y === null ? null : x + y;
  }
  for (const key of MONEY_COUNTERS) {
    const [x, y] = [a[key], b[key]];
    sum[key] = x === null || y === null ? null : fromCents(toCents(x) + toCents(y));
  }
  return sum;
}

/** Counters of nothing: the start of a sum. */
export function zeroCounters(): BaseCounters {
  const counts = Object.fromEntries(COUNT_COUNTERS.map((key) => [key, 0])) as Record<CountCounter, number>;
  const money = Object.fromEntries(MONEY_COUNTERS.map((key) => [key, '0.00'])) as Record<
    MoneyCounter,
    string
  >;
  return { ...counts, ...money };
}
