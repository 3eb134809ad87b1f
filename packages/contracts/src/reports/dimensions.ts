import type { UserRole } from '../roles';

/*
 * What a report can group by. Each dimension says which rollup keeps it: `stats_hourly` keeps
 * event, geo, device, landing page and creative; `stats_hourly_sub` keeps sub ids and source;
 * both keep time, offer and publisher (advertiser and account manager come by join). A query
 * that needs both kinds reads the clicks and conversions themselves (`reportSourceOf`), over a
 * bounded range (MAX_RAW_REPORT_DAYS).
 */

export type DimensionRollup = 'any' | 'hourly' | 'sub';

export type DimensionDefinition = {
  key: string;
  label: string;
  /** Time dimensions bucket the hours in the report's zone; they sort chronologically. */
  time: boolean;
  rollup: DimensionRollup;
  roles: readonly UserRole[];
};

const EVERYONE: readonly UserRole[] = ['admin', 'employee', 'publisher', 'advertiser'];
const STAFF: readonly UserRole[] = ['admin', 'employee'];
/** Publishers see their own traffic only, and never who the advertiser is. */
const NOT_PUBLISHER: readonly UserRole[] = ['admin', 'employee', 'advertiser'];

const time = (key: string, label: string): DimensionDefinition => ({
  key,
  label,
  time: true,
  rollup: 'any',
  roles: EVERYONE,
});
const value = (
  key: string,
  label: string,
  rollup: DimensionRollup,
  roles: readonly UserRole[] = EVERYONE,
): DimensionDefinition => ({ key, label, time: false, rollup, roles });

export const DIMENSIONS: readonly DimensionDefinition[] = [
  time('date', 'Date'),
  time('hour', 'Hour'),
  time('week', 'Week'),
  time('month', 'Month'),
  value('offer', 'Offer', 'any'),
  value('advertiser', 'Advertiser', 'any', STAFF),
  value('publisher', 'Publisher', 'any', NOT_PUBLISHER),
  value('accountManager', 'Account manager', 'any', STAFF),
  value('event', 'Event', 'hourly'),
  value('country', 'Country', 'hourly'),
  value('device', 'Device', 'hourly'),
  value('os', 'OS', 'hourly'),
  value('browser', 'Browser', 'hourly'),
  value('landingPage', 'Landing page', 'hourly'),
  value('creative', 'Creative', 'hourly'),
  value('sub1', 'Sub1', 'sub'),
  value('sub2', 'Sub2', 'sub'),
  value('sub3', 'Sub3', 'sub'),
  value('sub4', 'Sub4', 'sub'),
  value('sub5', 'Sub5', 'sub'),
  value('source', 'Source', 'sub'),
];

export const DIMENSION_KEYS = [
  'date',
  'hour',
  'week',
  'month',
  'offer',
  'advertiser',
  'publisher',
  'accountManager',
  'event',
  'country',
  'device',
  'os',
  'browser',
  'landingPage',
  'creative',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'source',
] as const;
export type DimensionKey = (typeof DIMENSION_KEYS)[number];

export function dimensionByKey(key: string): DimensionDefinition | undefined {
  return DIMENSIONS.find((dimension) => dimension.key === key);
}

export function dimensionsFor(role: UserRole): DimensionDefinition[] {
  return DIMENSIONS.filter((dimension) => dimension.roles.includes(role));
}

/** Filter keys only one rollup keeps, as for the dimensions (the raw rows keep both). */
export const FILTER_ROLLUP: Record<string, DimensionRollup> = {
  event: 'hourly',
  country: 'hourly',
  device: 'hourly',
  os: 'hourly',
  browser: 'hourly',
  creativeId: 'hourly',
  sub1: 'sub',
  sub2: 'sub',
  sub3: 'sub',
  sub4: 'sub',
  sub5: 'sub',
  source: 'sub',
};

/**
 * The filter key a grouped value narrows to, so a row can open the rows behind it (the
 * conversion report with the same filters). Time buckets narrow the range instead; account
 * manager and landing page have no report filter.
 */
export const DIMENSION_FILTER_KEYS: Partial<Record<DimensionKey, string>> = {
  offer: 'offerId',
  publisher: 'publisherId',
  advertiser: 'advertiserId',
  event: 'event',
  country: 'country',
  device: 'device',
  os: 'os',
  browser: 'browser',
  creative: 'creativeId',
  sub1: 'sub1',
  sub2: 'sub2',
  sub3: 'sub3',
  sub4: 'sub4',
  sub5: 'sub5',
  source: 'source',
};

/**
 * What a report reads: `hourly` the main rollups, `sub` the sub-id rollup, `raw` the clicks and
 * conversions themselves (every column, every counter), when a request groups or filters by a
 * sub id or source together with a dimension only the main rollup keeps.
 */
export type ReportSource = 'hourly' | 'sub' | 'raw';

/**
 * The longest range a report of the raw rows covers: it reads each click of the range through the
 * day partitions of `clicks` rather than sums, so its cost grows with traffic (docs/reports.md
 * "Sub ids with country, device…"). 31 days keeps every preset (a month, the last 30 days).
 */
export const MAX_RAW_REPORT_DAYS = 31;

/** Which source answers a request grouped by `groupBy` and filtered by the keys of `filters` that hold a value. */
export function reportSourceOf(
  groupBy: readonly string[],
  filters: Readonly<Record<string, unknown>> = {},
): ReportSource {
  const kinds = new Set<DimensionRollup | undefined>([
    ...groupBy.map((key) => dimensionByKey(key)?.rollup),
    ...Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key]) => FILTER_ROLLUP[key]),
  ]);
  if (!kinds.has('sub')) return 'hourly';
  return kinds.has('hourly') ? 'raw' : 'sub';
}
