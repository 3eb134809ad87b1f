import type {
  BaseCounters,
  DimensionKey,
  ReportFilterKey,
  ReportFilters,
  ReportSource,
  UserRole,
} from '@affnet/contracts';

/*
 * What the event store's sums are asked and answer (docs/reports.md "The query kit"): one tenant,
 * a range of days in a time zone, group-bys, filters and the caller's scope, all as ids and codes.
 * The panel resolves names and scopes first and passes what the sums need of its tables as id
 * pairs (`RollupLookups`), so no store joins a panel table.
 */

/** The filters the sums apply (a conversion status is applied to the sums by the report). */
export type RollupFilters = Partial<Pick<ReportFilters, Exclude<ReportFilterKey, 'status'>>>;

/** Rows of a set of offers, publishers or advertisers: a list's page of ids (an empty set: none). */
export type RollupWithin = Partial<Record<'offer' | 'publisher' | 'advertiser', readonly string[]>>;

/**
 * Whose rows the sums count. Publishers: their own publisher id (and never a private event's
 * conversions); advertisers: their own advertiser id; `partnerIds`: rows whose publisher or
 * advertiser is one of them (an employee's data scope, read by the panel); none: every row.
 */
export type RollupScope = {
  role: UserRole;
  publisherId?: string;
  advertiserId?: string;
  partnerIds?: readonly string[];
};

export type RollupRequest = {
  tenantId: string;
  /** First and last day (inclusive), YYYY-MM-DD, read in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  groupBy: readonly DimensionKey[];
  filters: RollupFilters;
  /** Only the rows of these offers, publishers or advertisers (a list's page of ids). */
  within?: RollupWithin;
  scope: RollupScope;
  /** Refuse (TooManyGroupsError) an answer of more groups than this; default 50,000. */
  maxGroups?: number;
};

export type RollupGroup = {
  /** The grouped values, by dimension key (null: unknown or not applicable). */
  keys: Partial<Record<DimensionKey, string | null>>;
  currency: string;
  counters: BaseCounters;
};

/**
 * `rollup`: the kind of sums (the sub-id rollup keeps no duplicates or sales); `table`: which of
 * the store's sources answered (PostgreSQL: a rollup table, or `raw` for the clicks and
 * conversions), with `dailyTwin` for the whole UTC days inside the range when one did. The two
 * names are for tests and benchmarks; reports read `rollup` and `groups`.
 */
export type RollupSums = {
  rollup: ReportSource;
  table: string;
  dailyTwin: string | null;
  groups: RollupGroup[];
};

/** Id pairs: `ids[i]`'s value is `values[i]` (null: none). */
export type IdPairs = { ids: readonly string[]; values: readonly (string | null)[] };

/**
 * What the sums need to know of the panel, read before they run (docs/reports.md "Which rollup
 * answers"): each offer's advertiser, each publisher's account manager, as id pairs.
 */
export type RollupLookups = { offerAdvertisers?: IdPairs; publisherManagers?: IdPairs };

/** Which of the lookups a request's sums need (`EventStore.lookupsNeededFor`). */
export type RollupLookupsNeeded = { offerAdvertisers: boolean; publisherManagers: boolean };

/** The dimensions a list counts its rows by. */
export type CountedDimension = 'offer' | 'publisher' | 'advertiser';

/** A request for counts per id: the sums' request without group-bys or a limit. */
export type CountsRequest = Omit<RollupRequest, 'groupBy' | 'maxGroups'>;

/**
 * Counts per id as parallel arrays (`ids[i]` has `clicks[i]` and `conversions[i]`): gross clicks
 * and conversions (approved and pending, as `conversionsOf` counts them), every currency
 * together. Ids without rows are left out.
 */
export type CountsById = { ids: string[]; clicks: number[]; conversions: number[] };

/** The sums of a request came to more groups than it allows (`maxGroups`). */
export class TooManyGroupsError extends Error {
  constructor(readonly maxGroups: number) {
    super(`More than ${maxGroups} groups`);
    this.name = 'TooManyGroupsError';
  }
}
