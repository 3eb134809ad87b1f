import type { UserRole } from '../roles';

/*
 * What a report can group by. Each dimension says which rollup keeps it: `stats_hourly` keeps
 * event, geo, device, landing page and creative; `stats_hourly_sub` keeps sub ids and source;
 * both keep time, offer and publisher (advertiser and account manager come by join). A query may
 * not mix the two kinds.
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

/** Filter keys that only one rollup can apply, for the same rule as the dimensions. */
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
