import type { Database } from '../../db/client';
import { type CsvColumn, csvTextOf, readInPages, startRows } from '../../lib/csv-stream';
import { defineReportJobs } from '../../lib/report-jobs';
import { reportStoresOn } from '../reports/index';
import { type ClickReportQuery, clickCursorOf, readClickPage } from './click-report';
import {
  type ConversionRecord,
  type ConversionReportQuery,
  conversionCursorOf,
  readConversionPage,
  toAdvertiserRow,
  toPublisherRow,
  toStaffRow,
} from './conversion-report';
import {
  ADVERTISER_CONVERSION_COLUMNS,
  CLICK_COLUMNS,
  PUBLISHER_CONVERSION_COLUMNS,
  STAFF_CONVERSION_COLUMNS,
} from './csv-columns';
import { EXPORT_PAGE_SIZE } from './row-filters';
import type { RowScope } from './row-scope';

/** A row export's question, as plain data (it may cross to a report thread). */
export type RowExportInput<Query> = { tenantId: string; scope: RowScope; query: Query; tz: string };

/** Whose conversion rows an export writes: each role its own row shape and columns. */
export type ConversionAudience = 'staff' | 'publisher' | 'advertiser';

async function* mapRows<From, To>(rows: AsyncIterable<From>, map: (row: From) => To): AsyncGenerator<To> {
  for await (const row of rows) yield map(row);
}

function conversionText<Row>(
  records: AsyncIterable<ConversionRecord>,
  toRow: (record: ConversionRecord) => Row,
  columns: CsvColumn<Row>[],
) {
  return csvTextOf(columns, mapRows(records, toRow));
}

const CONVERSION_TEXT = {
  staff: (records: AsyncIterable<ConversionRecord>) =>
    conversionText(records, toStaffRow, STAFF_CONVERSION_COLUMNS),
  publisher: (records: AsyncIterable<ConversionRecord>) =>
    conversionText(records, toPublisherRow, PUBLISHER_CONVERSION_COLUMNS),
  advertiser: (records: AsyncIterable<ConversionRecord>) =>
    conversionText(records, toAdvertiserRow, ADVERTISER_CONVERSION_COLUMNS),
};

/**
 * The row reports' exports (lib/report-jobs.ts): every row of the filters, read in keyset pages
 * and written as CSV, each page only once the text before it has been read. The first page is
 * read before the download starts, so its failure is still an error answer.
 */
export const REPORT_JOBS = defineReportJobs(import.meta.url, {
  values: {},
  csv: {
    conversionsCsv: async (
      db: Database,
      input: RowExportInput<ConversionReportQuery> & { audience: ConversionAudience },
    ) => {
      const { tenantId, scope, query, tz } = input;
      const readPage = readConversionPage(db, tenantId, scope, query, tz);
      return CONVERSION_TEXT[input.audience](
        await startRows(readInPages(readPage, conversionCursorOf(query), EXPORT_PAGE_SIZE)),
      );
    },
    clicksCsv: async (db: Database, { tenantId, scope, query, tz }: RowExportInput<ClickReportQuery>) => {
      const readPage = await readClickPage(reportStoresOn(db), tenantId, scope, query, tz);
      return csvTextOf(
        CLICK_COLUMNS,
        await startRows(readInPages(readPage, clickCursorOf, EXPORT_PAGE_SIZE)),
      );
    },
  },
});
