import type { UserRole } from '../roles';
import {
  BASE_COUNTERS,
  type BaseCounter,
  type BaseCounters,
  COUNT_COUNTERS,
  type CountCounter,
  fromCents,
  toCents,
} from './base-counters';

/*
 * Every metric a report shows, defined once: its label, the sentence shown as column help, its
 * format and who may see it. Base metrics are the counters themselves; derived ones are one pure
 * function each over the counters, used by the server (totals, sorting) and never rewritten in
 * SQL. A derived metric is null when its denominator is zero or an input is not available.
 */

export type MetricFormat = 'count' | 'percent' | 'money';

export type MetricValue = number | string | null;

export type MetricDefinition = {
  key: string;
  label: string;
  /** One line, shown as the column's help. */
  help: string;
  format: MetricFormat;
  /** Who may see it; employees see what admins see, within their permissions and data scope. */
  roles: readonly UserRole[];
  value: (counters: BaseCounters) => MetricValue;
};

const EVERYONE: readonly UserRole[] = ['admin', 'employee', 'publisher', 'advertiser'];
const STAFF: readonly UserRole[] = ['admin', 'employee'];
/** Payout is what publishers earn: never shown to advertisers. */
const PAYOUT_SIDE: readonly UserRole[] = ['admin', 'employee', 'publisher'];
/** Revenue is what advertisers pay: never shown to publishers. */
const REVENUE_SIDE: readonly UserRole[] = ['admin', 'employee', 'advertiser'];

/** Approved plus pending conversions: every conversion not rejected. */
export function conversionsOf(c: BaseCounters): number | null {
  if (c.approvedConversions === null || c.pendingConversions === null) return null;
  return c.approvedConversions + c.pendingConversions;
}

/** Conversion rate, in percent: conversions ÷ unique clicks × 100; null with no unique clicks. */
export function conversionRateOf(c: BaseCounters): number | null {
  const conversions = conversionsOf(c);
  if (conversions === null || !c.uniqueClicks) return null;
  return (conversions / c.uniqueClicks) * 100;
}

/**
 * Click-through rate, in percent: unique clicks ÷ banner impressions × 100; null with no
 * impressions. Unique clicks, as CR and EPC count them (valid, first visits): impressions leave
 * bots out, and so do unique clicks.
 */
export function clickThroughRateOf(c: BaseCounters): number | null {
  if (c.uniqueClicks === null || !c.impressions) return null;
  return (c.uniqueClicks / c.impressions) * 100;
}

/** Earnings per click: approved payout ÷ unique clicks, in money; null with no unique clicks. */
export function earningsPerClickOf(c: BaseCounters): string | null {
  if (c.payout === null || !c.uniqueClicks) return null;
  return fromCents(toCents(c.payout) / c.uniqueClicks);
}

/** Profit: approved revenue − approved payout; null when either is not visible. */
export function profitOf(c: BaseCounters): string | null {
  if (c.payout === null || c.revenue === null) return null;
  return fromCents(toCents(c.revenue) - toCents(c.payout));
}

/** Margin, in percent: profit ÷ approved revenue × 100; null with no revenue. */
export function marginOf(c: BaseCounters): number | null {
  const profit = profitOf(c);
  if (profit === null || c.revenue === null || toCents(c.revenue) === 0) return null;
  return (toCents(profit) / toCents(c.revenue)) * 100;
}

/** Who may see each counter: the rule metrics and the server's blanking share. */
const COUNTER_ROLES: Record<BaseCounter, readonly UserRole[]> = {
  impressions: EVERYONE,
  grossClicks: EVERYONE,
  uniqueClicks: EVERYONE,
  duplicateClicks: EVERYONE,
  invalidClicks: EVERYONE,
  approvedConversions: EVERYONE,
  pendingConversions: EVERYONE,
  rejectedConversions: EVERYONE,
  payout: PAYOUT_SIDE,
  pendingPayout: PAYOUT_SIDE,
  revenue: REVENUE_SIDE,
  pendingRevenue: REVENUE_SIDE,
  sale: REVENUE_SIDE,
  pendingSale: REVENUE_SIDE,
};

const base = (key: BaseCounter, label: string, help: string): MetricDefinition => ({
  key,
  label,
  help,
  format: (COUNT_COUNTERS as readonly string[]).includes(key as CountCounter) ? 'count' : 'money',
  roles: COUNTER_ROLES[key],
  value: (c) => c[key],
});

export const METRICS: readonly MetricDefinition[] = [
  base('grossClicks', 'Gross clicks', 'Every click recorded, valid or not (test clicks excluded).'),
  base('uniqueClicks', 'Unique clicks', 'Valid clicks not seen before for the offer from the same visitor.'),
  base('duplicateClicks', 'Duplicate clicks', 'Repeat visits within the offer’s duplicate window.'),
  base('invalidClicks', 'Invalid clicks', 'Clicks refused or redirected elsewhere, each with a reason.'),
  base(
    'impressions',
    'Impressions',
    'Views of banners through the image in their code (bots and test links left out).',
  ),
  {
    key: 'ctr',
    label: 'CTR',
    help: 'Click-through rate: unique clicks ÷ impressions × 100; blank with no impressions.',
    format: 'percent',
    roles: EVERYONE,
    value: clickThroughRateOf,
  },
  {
    key: 'conversions',
    label: 'Conversions',
    help: 'Approved plus pending conversions (rejected ones are not counted).',
    format: 'count',
    roles: EVERYONE,
    value: conversionsOf,
  },
  base('approvedConversions', 'Approved', 'Conversions approved.'),
  base('pendingConversions', 'Pending', 'Conversions waiting for review.'),
  base('rejectedConversions', 'Rejected', 'Conversions rejected, each with a reason.'),
  {
    key: 'cr',
    label: 'CR',
    help: 'Conversion rate: conversions ÷ unique clicks × 100; blank with no unique clicks.',
    format: 'percent',
    roles: EVERYONE,
    value: conversionRateOf,
  },
  {
    key: 'epc',
    label: 'EPC',
    help: 'Earnings per click: approved payout ÷ unique clicks; blank with no unique clicks.',
    format: 'money',
    roles: PAYOUT_SIDE,
    value: earningsPerClickOf,
  },
  base('payout', 'Payout', 'Paid to publishers for approved conversions and CPC clicks.'),
  base('pendingPayout', 'Pending payout', 'Payout of conversions waiting for review.'),
  base('revenue', 'Revenue', 'Charged to advertisers for approved conversions and CPC clicks.'),
  base('pendingRevenue', 'Pending revenue', 'Revenue of conversions waiting for review.'),
  base('sale', 'Sale amount', 'Order value advertisers reported with approved conversions.'),
  {
    key: 'profit',
    label: 'Profit',
    help: 'Approved revenue − approved payout.',
    format: 'money',
    roles: STAFF,
    value: profitOf,
  },
  {
    key: 'margin',
    label: 'Margin',
    help: 'Profit ÷ approved revenue × 100; blank with no revenue.',
    format: 'percent',
    roles: STAFF,
    value: marginOf,
  },
];

export type MetricKey = (typeof METRICS)[number]['key'];

export const METRIC_KEYS = METRICS.map((metric) => metric.key);

/** The metrics a role may see, in catalogue order. */
export function metricsFor(role: UserRole): MetricDefinition[] {
  return METRICS.filter((metric) => metric.roles.includes(role));
}

export function metricByKey(key: string): MetricDefinition | undefined {
  return METRICS.find((metric) => metric.key === key);
}

/** Counter keys a role may not see, which the server blanks before answering. */
export function hiddenCountersFor(role: UserRole): BaseCounter[] {
  return BASE_COUNTERS.filter((key) => !COUNTER_ROLES[key].includes(role));
}
