import {
  CLICK_QUALITIES,
  type ClickReportResponse,
  type ClickReportRow,
  type ConversionReportSort,
  type PagedResponse,
  REPORT_QUERY_KEYS,
  type ReportQueryKey,
  STORED_CONVERSION_STATUSES,
} from '@affnet/contracts';
import type { FilterRule } from '../../../lib/list-params';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { reportRowKeys } from '../api/report-row-keys';
import { reportRequestOf } from './report-range';

/*
 * The URL state of the row reports: the shared report filter keys (contracts
 * REPORT_QUERY_KEYS), so the performance report can link here with its own query.
 */

/** Conversions default to the last 7 days; the click log, being large, to today. */
export const CONVERSION_DEFAULT_DAYS = 7;
export const CLICK_DEFAULT_DAYS = 1;

const RULES: Partial<Record<ReportQueryKey, FilterRule>> = {
  offerId: 'id',
  publisherId: 'id',
  advertiserId: 'id',
  status: STORED_CONVERSION_STATUSES,
};
const rulesOf = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, RULES[key as ReportQueryKey] ?? null])) as Record<
    Key,
    FilterRule
  >;

/** The conversion report's keys: the shared ones, and the invoice its conversions were billed on. */
export const CONVERSION_FILTER_KEYS = [...REPORT_QUERY_KEYS, 'invoiceId'] as const;
export type ConversionFilter = (typeof CONVERSION_FILTER_KEYS)[number];

/** One role's conversion report list: `path` is its endpoint under /api. */
export function conversionListConfig<Row>(
  path: string,
): PagedList<Row, ConversionReportSort, ConversionFilter> {
  return {
    sorts: ['convertedAt', 'clickedAt'],
    defaultSort: 'convertedAt',
    defaultOrder: 'desc',
    filters: { ...rulesOf(REPORT_QUERY_KEYS), invoiceId: 'id' },
    key: reportRowKeys.conversions(path),
    fetchPage: getPage<PagedResponse<Row>>(path),
    toRequest: (state) => reportRequestOf(state, CONVERSION_DEFAULT_DAYS),
  };
}

export const CLICK_FILTER_KEYS = [
  ...REPORT_QUERY_KEYS.filter((key) => key !== 'status' && key !== 'event'),
  'quality',
] as const;
export type ClickFilter = Exclude<ReportQueryKey, 'status' | 'event'> | 'quality';

export const CLICK_LIST_CONFIG: PagedList<ClickReportRow, 'clickedAt', ClickFilter> = {
  sorts: ['clickedAt'],
  defaultSort: 'clickedAt',
  defaultOrder: 'desc',
  filters: { ...rulesOf(CLICK_FILTER_KEYS as readonly ClickFilter[]), quality: CLICK_QUALITIES },
  key: reportRowKeys.clicks(),
  fetchPage: getPage<ClickReportResponse>('/v1/reports/clicks'),
  toRequest: (state) => reportRequestOf(state, CLICK_DEFAULT_DAYS),
};
