import {
  type AdvertiserConversionRow,
  CLICK_QUALITY_LABELS,
  type ClickReportRow,
  type PublisherConversionRow,
  STORED_CONVERSION_STATUS_LABELS,
  type StaffConversionRow,
} from '@affnet/contracts';
import type { CsvCell, CsvColumn } from '../../lib/csv-stream';

/*
 * The columns of each export, per role: the same fields the role's rows carry, so an export can
 * show nothing the screen would not. Money goes out as numbers (spreadsheets sum them), times as
 * ISO 8601 in UTC, every tracked value as text (lib/csv-stream neutralises formulas).
 */

const amount = (value: string | null): CsvCell => (value === null ? null : Number(value));

type ConversionCore = Pick<
  StaffConversionRow,
  | 'id'
  | 'clickId'
  | 'clickedAt'
  | 'convertedAt'
  | 'offer'
  | 'event'
  | 'status'
  | 'reason'
  | 'decisionDue'
  | 'saleAmount'
  | 'currency'
  | 'country'
  | 'device'
  | 'os'
  | 'browser'
>;
type SubIds = Pick<StaffConversionRow, 'sub1' | 'sub2' | 'sub3' | 'sub4' | 'sub5' | 'source'>;

const timesAndOffer: CsvColumn<ConversionCore>[] = [
  { header: 'Conversion ID', cell: (row) => row.id },
  { header: 'Click ID', cell: (row) => row.clickId },
  { header: 'Click time (UTC)', cell: (row) => row.clickedAt },
  { header: 'Conversion time (UTC)', cell: (row) => row.convertedAt },
  { header: 'Offer ID', cell: (row) => row.offer.ref },
  { header: 'Offer', cell: (row) => row.offer.name },
];
const eventAndStatus: CsvColumn<ConversionCore>[] = [
  { header: 'Event', cell: (row) => row.event },
  { header: 'Status', cell: (row) => STORED_CONVERSION_STATUS_LABELS[row.status] },
  { header: 'Reason', cell: (row) => row.reason },
  { header: 'Decision due (UTC)', cell: (row) => row.decisionDue },
];
const visitor: CsvColumn<ConversionCore>[] = [
  { header: 'Country', cell: (row) => row.country },
  { header: 'Device', cell: (row) => row.device },
  { header: 'OS', cell: (row) => row.os },
  { header: 'Browser', cell: (row) => row.browser },
];
const subIds: CsvColumn<SubIds>[] = [
  { header: 'Sub ID 1', cell: (row) => row.sub1 },
  { header: 'Sub ID 2', cell: (row) => row.sub2 },
  { header: 'Sub ID 3', cell: (row) => row.sub3 },
  { header: 'Sub ID 4', cell: (row) => row.sub4 },
  { header: 'Sub ID 5', cell: (row) => row.sub5 },
  { header: 'Source', cell: (row) => row.source },
];
const sale: CsvColumn<ConversionCore>[] = [
  { header: 'Sale amount', cell: (row) => amount(row.saleAmount) },
  { header: 'Currency', cell: (row) => row.currency },
];

export const STAFF_CONVERSION_COLUMNS: CsvColumn<StaffConversionRow>[] = [
  ...timesAndOffer,
  { header: 'Advertiser ID', cell: (row) => row.advertiser.ref },
  { header: 'Advertiser', cell: (row) => row.advertiser.company },
  { header: 'Publisher ID', cell: (row) => row.publisher.ref },
  { header: 'Publisher', cell: (row) => row.publisher.company },
  ...eventAndStatus,
  { header: 'Payout', cell: (row) => amount(row.payout) },
  { header: 'Revenue', cell: (row) => amount(row.revenue) },
  ...sale,
  ...subIds,
  ...visitor,
  { header: 'IP', cell: (row) => row.ip },
  { header: 'Transaction ID', cell: (row) => row.txnId },
  { header: 'Test', cell: (row) => (row.isTest ? 'yes' : 'no') },
];

export const PUBLISHER_CONVERSION_COLUMNS: CsvColumn<PublisherConversionRow>[] = [
  ...timesAndOffer,
  ...eventAndStatus,
  { header: 'Payout', cell: (row) => amount(row.payout) },
  ...sale,
  ...subIds,
  ...visitor,
  { header: 'IP', cell: (row) => row.ip },
];

export const ADVERTISER_CONVERSION_COLUMNS: CsvColumn<AdvertiserConversionRow>[] = [
  ...timesAndOffer,
  { header: 'Publisher ID', cell: (row) => row.publisherRef },
  ...eventAndStatus,
  { header: 'Cost', cell: (row) => amount(row.revenue) },
  ...sale,
  ...visitor,
  { header: 'Transaction ID', cell: (row) => row.txnId },
];

/** Unique, duplicate or invalid, as the click counts in the performance report (gross is every row). */
function qualitiesOf(row: ClickReportRow): string {
  const qualities = [
    row.isUnique ? CLICK_QUALITY_LABELS.unique : null,
    row.isDuplicate ? CLICK_QUALITY_LABELS.duplicate : null,
    row.reason ? CLICK_QUALITY_LABELS.invalid : null,
  ];
  return qualities.filter(Boolean).join(', ');
}

export const CLICK_COLUMNS: CsvColumn<ClickReportRow>[] = [
  { header: 'Click ID', cell: (row) => row.id },
  { header: 'Click time (UTC)', cell: (row) => row.clickedAt },
  { header: 'Offer ID', cell: (row) => row.offer.ref },
  { header: 'Offer', cell: (row) => row.offer.name },
  { header: 'Publisher ID', cell: (row) => row.publisher.ref },
  { header: 'Publisher', cell: (row) => row.publisher.company },
  { header: 'Counts as', cell: qualitiesOf },
  { header: 'Reason code', cell: (row) => row.reason },
  { header: 'Reason', cell: (row) => row.reasonText },
  ...subIds,
  { header: 'Landing page', cell: (row) => row.landingPage?.name },
  { header: 'Country', cell: (row) => row.country },
  { header: 'Region', cell: (row) => row.region },
  { header: 'Device', cell: (row) => row.device },
  { header: 'OS', cell: (row) => row.os },
  { header: 'Browser', cell: (row) => row.browser },
  { header: 'IP', cell: (row) => row.ip },
  { header: 'Proxy', cell: (row) => (row.isProxy ? 'yes' : 'no') },
  { header: 'Referrer', cell: (row) => row.referrer },
  { header: 'User agent', cell: (row) => row.userAgent },
  { header: 'Test', cell: (row) => (row.isTest ? 'yes' : 'no') },
];
