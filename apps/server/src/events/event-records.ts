import {
  type ClickQuality,
  type ClickReason,
  REPORT_FILTER_KEYS,
  type ReportFilters,
} from '@affnet/contracts';

/*
 * What the event store keeps and answers (docs/ARCHITECTURE.md "Events"): the records the click
 * path hands it, the lookups conversions make, what a batch write answers and the click log's
 * pages. Types only, so the tracking context, the panel and any store implementation share them.
 * The sums' requests and answers are in rollup-records.ts.
 */

/** One cap counter of one period: the key of a `cap_usage` row. */
export type CapKey = Readonly<{
  capId: string;
  /** Set for `each_publisher` caps (one counter per publisher); null otherwise. */
  publisherId: string | null;
  /** The period's first instant in the cap's own zone; the epoch for lifetime caps. */
  periodStart: Date;
}>;

/** A click as the store keeps it (PostgreSQL: `clicks`, db/schema/events.ts), every tracked value already cleaned. */
export type ClickRecord = Readonly<{
  id: string;
  clickedAt: Date;
  tenantId: string;
  offerId: string;
  offerRef: number;
  publisherId: string;
  publisherRef: number;
  advertiserId: string;
  kind: 'valid' | 'fallback' | 'rejected';
  reason: ClickReason | null;
  reasonDetail: string | null;
  isUnique: boolean;
  isDuplicate: boolean;
  isTest: boolean;
  parentClickId: string | null;
  destinationUrl: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
  affClickId: string | null;
  country: string | null;
  region: string | null;
  deviceType: string | null;
  os: string | null;
  browser: string | null;
  landingPageId: string | null;
  creativeId: string | null;
  language: string | null;
  ip: string | null;
  isProxy: boolean;
  userAgent: string | null;
  referrer: string | null;
  /** CPC money of a valid click ("0.00" otherwise, and for test clicks), in `currency`. */
  payout: string;
  revenue: string;
  currency: string;
  /** The click caps in force this click counts towards (valid, non-test clicks only). */
  capKeys: readonly CapKey[];
}>;

/**
 * A counted view of a banner (docs/tracking.md "Impressions"), as the store keeps it (PostgreSQL:
 * `impressions`, db/schema/events.ts), counted in the rollups by the same write. It travels the
 * click writer's queue, journal and spool beside clicks; `kind` tells the two apart.
 */
export type ImpressionRecord = Readonly<{
  kind: 'impression';
  /** Random: a batch written twice skips the ids it already stored. */
  id: string;
  shownAt: Date;
  tenantId: string;
  offerId: string;
  publisherId: string;
  advertiserId: string;
  creativeId: string;
  country: string | null;
  deviceType: string | null;
  os: string | null;
  browser: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
  currency: string;
}>;

/** A conversion's click: which click id, of which network, in which second (the id says). */
export type ClickLookup = Readonly<{ tenantId: string; clickId: string; clickedAtSeconds: number }>;

/** What a conversion copies from its click (and checks about it). */
export type StoredClick = Pick<
  ClickRecord,
  | 'kind'
  | 'tenantId'
  | 'offerId'
  | 'publisherId'
  | 'clickedAt'
  | 'isTest'
  | 'sub1'
  | 'sub2'
  | 'sub3'
  | 'sub4'
  | 'sub5'
  | 'source'
  | 'affClickId'
  | 'country'
  | 'region'
  | 'deviceType'
  | 'os'
  | 'browser'
  | 'landingPageId'
  | 'creativeId'
  | 'ip'
>;

/** A click cap with action `pause` that a batch brought to its limit: its offer is to be paused. */
export type FilledPauseCap = Readonly<{ tenantId: string; offerId: string; capId: string }>;

export type ClickBatchResult = {
  /** The ids actually stored by this write (the others were stored before). */
  inserted: Set<string>;
  /** `pause` click caps whose counters this batch filled. */
  filledPauseCaps: FilledPauseCap[];
};

/** The shared report filters a click carries (contracts `reportFilterFields`: no event or status). */
/** The report filters that are one stored column's value: all but the conversion's event and status. */
export const CLICK_ROW_FILTER_KEYS = REPORT_FILTER_KEYS.filter((key) => key !== 'event' && key !== 'status');
export type ClickRowFilters = Partial<Pick<ReportFilters, (typeof CLICK_ROW_FILTER_KEYS)[number]>>;

/** Which stored clicks a click log reads (docs/reports.md "Conversion and click reports"). */
export type ClickRowFilter = {
  tenantId: string;
  /** First and last day (inclusive), YYYY-MM-DD, read in `timeZone` (a DST day is 23 or 25 hours). */
  from: string;
  to: string;
  timeZone: string;
  filters: ClickRowFilters;
  /** Rows whose publisher or advertiser is one of these (an employee's data scope); absent: every row. */
  partnerIds?: readonly string[];
  /** Unique, duplicate or invalid (a reason is set) clicks only. */
  quality?: ClickQuality;
  /** One click, by its whole id. */
  clickId?: string;
};

/** Keyset position in a click log: the time and id of the last row read. */
export type ClickCursor = { time: Date; id: string };

/**
 * Which rows of a click log, in (time, id) order: `limit` rows after `after` (keyset pages, as an
 * export reads them) or from `offset` (a screen's page).
 */
export type ClickRowPage = { order: 'asc' | 'desc'; limit: number; offset?: number; after?: ClickCursor };

/** A stored click as the click log reads it; its reason as stored (a code retired since stays readable). */
export type ClickRow = Omit<ClickRecord, 'reason' | 'capKeys'> & { reason: string | null };
