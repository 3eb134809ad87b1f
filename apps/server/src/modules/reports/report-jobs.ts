import type { PerformanceQuery } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { csvTextOf } from '../../lib/csv-stream';
import { defineReportJobs } from '../../lib/report-jobs';
import { performanceCsvColumns, performanceCsvLines } from './performance-export';
import { performanceReport, performanceRows, type ReportTenant } from './performance-report';
import type { ReportScope } from './report-scope';
import { reportStoresOn } from './report-stores';

/** What a performance report or its export is asked, as plain data (it may cross to a report thread). */
export type PerformanceInput = { tenant: ReportTenant; query: PerformanceQuery; scope: ReportScope };

/**
 * The performance report's heavy reads (lib/report-jobs.ts): summing, labelling and sorting up to
 * 50,000 groups, and writing them as CSV. The export sums before its text starts, so a report of
 * too many rows still answers 422. Each job reads event data through the store on its own
 * connection (`reportStoresOn`).
 */
export const REPORT_JOBS = defineReportJobs(import.meta.url, {
  values: {
    performanceReport: (db: Database, { tenant, query, scope }: PerformanceInput) =>
      performanceReport(reportStoresOn(db), tenant, query, scope),
  },
  csv: {
    performanceCsv: async (db: Database, { tenant, query, scope }: PerformanceInput) => {
      const { rows, totals } = await performanceRows(reportStoresOn(db), tenant, query, scope);
      return csvTextOf(performanceCsvColumns(query, scope.role), performanceCsvLines(rows, totals));
    },
  },
});
