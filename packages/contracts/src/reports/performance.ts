import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../app-constants';
import { PagingMetaSchema } from '../common';
import { DIMENSION_KEYS, type DimensionKey, MAX_RAW_REPORT_DAYS, reportSourceOf } from './dimensions';
import { METRIC_KEYS } from './metrics';
import { checkReportRange, daysInRange, reportFilterFields } from './report-filters';

/*
 * GET /api/v1/reports/performance: the query (all of it URL keys, so a view is a link) and the
 * answer: grouped rows of base counters, totals per currency, paging. Metrics are computed from
 * the counters by metrics.ts on whichever side shows them.
 */

/** At most this many dimensions at once: more makes a table nobody reads. */
export const MAX_GROUP_BY = 3;

const groupBySchema = z
  .string()
  .trim()
  .default('date')
  .transform((value, ctx) => {
    const keys = value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const unknown = keys.filter((key) => !(DIMENSION_KEYS as readonly string[]).includes(key));
    if (keys.length === 0 || unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Choose dimensions from the list (${unknown.join(', ') || 'none'})`,
      });
      return z.NEVER;
    }
    if (keys.length > MAX_GROUP_BY) {
      ctx.addIssue({ code: 'custom', message: `Group by at most ${MAX_GROUP_BY} dimensions` });
      return z.NEVER;
    }
    return [...new Set(keys)] as DimensionKey[];
  });

const SORT_KEYS = [...DIMENSION_KEYS, ...METRIC_KEYS];

/** Why a report of sub ids with country (and the like) covers fewer days; screens say it too. */
export const RAW_RANGE_MESSAGE = `Sub ids or source together with event, country, device, OS, browser, landing page or creative: choose at most ${MAX_RAW_REPORT_DAYS} days`;

export const performanceQuerySchema = z
  .object({
    ...reportFilterFields,
    groupBy: groupBySchema,
    /** A metric or a grouped dimension; default: the first dimension. */
    sort: z
      .string()
      .trim()
      .refine((key) => SORT_KEYS.includes(key), 'Choose a column to sort by')
      .optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  })
  .superRefine(checkReportRange)
  .superRefine((query, ctx) => {
    // Sub ids or source with event, geo, device, landing page or creative read the raw rows: a bounded range.
    const { groupBy, sort: _sort, order: _order, page: _page, perPage: _perPage, ...filters } = query;
    if (
      reportSourceOf(groupBy, filters) === 'raw' &&
      query.from <= query.to &&
      daysInRange(query.from, query.to) > MAX_RAW_REPORT_DAYS
    ) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RAW_RANGE_MESSAGE });
    }
  });
export type PerformanceQuery = z.output<typeof performanceQuerySchema>;
/** The query as the URL carries it (before defaults). */
export type PerformanceQueryInput = z.input<typeof performanceQuerySchema>;

const moneyValue = z.string().nullable();
const countValue = z.number().nullable();

export const BaseCountersSchema = z.object({
  impressions: countValue,
  grossClicks: countValue,
  uniqueClicks: countValue,
  duplicateClicks: countValue,
  invalidClicks: countValue,
  approvedConversions: countValue,
  pendingConversions: countValue,
  rejectedConversions: countValue,
  payout: moneyValue,
  pendingPayout: moneyValue,
  revenue: moneyValue,
  pendingRevenue: moneyValue,
  sale: moneyValue,
  pendingSale: moneyValue,
});

/** One grouped value: what the filters take (`value`) and what people read (`label`). */
export const DimensionValueSchema = z.object({ value: z.string().nullable(), label: z.string() });
export type DimensionValue = z.infer<typeof DimensionValueSchema>;

export const PerformanceRowSchema = z.object({
  dimensions: z.record(z.string(), DimensionValueSchema),
  /** Rows never mix currencies: the currency is an implicit group. */
  currency: z.string(),
  counters: BaseCountersSchema,
});
export type PerformanceRow = z.infer<typeof PerformanceRowSchema>;

export const PerformanceTotalsSchema = z.object({ currency: z.string(), counters: BaseCountersSchema });
export type PerformanceTotals = z.infer<typeof PerformanceTotalsSchema>;

export const performanceResponseSchema = z.object({
  data: z.array(PerformanceRowSchema),
  /** One line per currency, over every row (not only this page). */
  totals: z.array(PerformanceTotalsSchema),
  meta: PagingMetaSchema.extend({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    /**
     * What answered: the main rollups (`hourly`), the sub-id rollup (`sub`, no duplicate clicks or
     * sale amounts) or the clicks and conversions themselves (`raw`, every counter).
     */
    rollup: z.enum(['hourly', 'sub', 'raw']),
  }),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;
