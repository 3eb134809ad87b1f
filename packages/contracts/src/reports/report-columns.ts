import { z } from 'zod';
import { dataEnvelope, formArray } from '../common';
import { METRIC_KEYS } from './metrics';

/*
 * The columns each user chose to hide on the wide report tables (docs/reports.md "Choosing
 * columns"), kept on the server per user and per table, so they follow the user to any browser.
 * A table's first column (what a row is) is never hidden, so it is not in these lists; columns a
 * role does not have are simply not shown, whatever the choice says.
 */

export const REPORT_TABLES = ['performance', 'conversions', 'clicks'] as const;
export const ReportTableSchema = z.enum(REPORT_TABLES);
export type ReportTable = z.infer<typeof ReportTableSchema>;

/** The conversion report's columns after its first (the conversion time), every role's together. */
export const CONVERSION_REPORT_COLUMNS = [
  'clickedAt',
  'offer',
  'partners',
  'publisher',
  'status',
  'decisionDue',
  'payout',
  'revenue',
  'cost',
  'sale',
  'subIds',
  'visitor',
  'ids',
] as const;
export type ConversionReportColumn = (typeof CONVERSION_REPORT_COLUMNS)[number];

/** The click report's columns after its first (the click time). */
export const CLICK_REPORT_COLUMNS = [
  'id',
  'offer',
  'countsAs',
  'reason',
  'subIds',
  'landingPage',
  'visitor',
] as const;
export type ClickReportColumn = (typeof CLICK_REPORT_COLUMNS)[number];

/** What a user may hide on each table: the performance report's metrics, the row reports' columns. */
export const HIDEABLE_COLUMNS: Record<ReportTable, readonly string[]> = {
  performance: METRIC_KEYS,
  conversions: CONVERSION_REPORT_COLUMNS,
  clicks: CLICK_REPORT_COLUMNS,
};

export const ReportColumnsSchema = z.object({
  table: ReportTableSchema,
  /** The column keys hidden; every other column is shown. */
  hidden: z.array(z.string()),
});
export type ReportColumns = z.infer<typeof ReportColumnsSchema>;

/** Saves one table's choice; a key the table does not have is refused (422 on `hidden`). */
export const saveReportColumnsBodySchema = z
  .object({
    table: ReportTableSchema,
    hidden: formArray(z.string().max(40)),
  })
  .superRefine((body, ctx) => {
    if (body.hidden.length > HIDEABLE_COLUMNS[body.table].length) {
      ctx.addIssue({ code: 'custom', path: ['hidden'], message: 'More columns than the table has' });
      return;
    }
    const known = new Set(HIDEABLE_COLUMNS[body.table]);
    const unknown = body.hidden.filter((key) => !known.has(key));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['hidden'],
        message: `Not a column of this table that can be hidden: ${unknown.join(', ')}`,
      });
    }
  });
export type SaveReportColumnsBody = z.input<typeof saveReportColumnsBodySchema>;

/** Every table the user has chosen for; a table not listed shows all its columns. */
export const listReportColumnsResponseSchema = dataEnvelope(z.array(ReportColumnsSchema));
export type ListReportColumnsResponse = z.infer<typeof listReportColumnsResponseSchema>;
export const saveReportColumnsResponseSchema = dataEnvelope(ReportColumnsSchema);
