import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/*
 * Streamed CSV exports (docs/reports.md "CSV export"). Rows come from an async source read page by
 * page (`readInPages`), so an export of a million rows holds one page in memory, never the result;
 * csv-stringify pulls from the source only as fast as the client reads (stream backpressure).
 *
 * Spreadsheet formulas (OWASP "CSV Injection"): a cell that begins with = + - @, a tab, CR or LF,
 * or their full-width forms (which spreadsheets fold to ASCII), is run as a formula by Excel,
 * LibreOffice and Google Sheets. Every text cell goes through `neutraliseCell`, which puts a
 * single quote in front of such a cell so it is shown as text; leading spaces do not hide a
 * trigger. Only cells the server computes as numbers stay bare (a negative amount is a number,
 * never a formula); anything a visitor, publisher or advertiser sent (sub ids, referrers,
 * transaction ids) is text by type and always neutralised.
 */

/** A cell: text (neutralised), a number we computed, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** One column of an export: its heading and how a row fills it. */
export type CsvColumn<Row> = { header: string; cell: (row: Row) => CsvCell };

const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\n', '＝', '＋', '－', '＠']);

/** `text` as a spreadsheet shows it as text: prefixed with `'` when it could start a formula. */
export function neutraliseCell(text: string): string {
  const isFormula = FORMULA_TRIGGERS.has(text.charAt(0)) || FORMULA_TRIGGERS.has(text.trimStart().charAt(0));
  return isFormula ? `'${text}` : text;
}

/** A cell as written: numbers bare (only finite ones), text neutralised, nothing empty. */
export function csvCellOf(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return neutraliseCell(value);
}

/** A file name safe in a Content-Disposition header and on any file system, ending in `.csv`. */
export function safeCsvFileName(base: string): string {
  const cleaned = base
    .replace(/\.csv$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${cleaned || 'export'}.csv`;
}

/**
 * Reads a source in keyset pages: `readPage(after)` answers up to `pageSize` rows following the
 * cursor (`undefined` for the first page), in order; the last row's `cursorOf` asks for the next.
 * Keyset, not offset, so each page is an index range however deep the export goes. Between pages
 * it lets the event loop run what is waiting (clicks first, in the server's own thread).
 */
export async function* readInPages<Row, Cursor>(
  readPage: (after: Cursor | undefined) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize: number,
): AsyncGenerator<Row> {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await readPage(after);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < pageSize || last === undefined) return;
    after = cursorOf(last);
    await yieldToEventLoop();
  }
}

/**
 * Reads the first row before the download starts and answers the rows again, that one first. A
 * failure reading the first page (a statement timeout, the database away) is then still an error
 * answer; only a failure later cuts the download.
 */
export async function startRows<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<Row> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return all();
}

/** The CSV text of rows, for tests and small answers (exports stream with `sendCsv`). */
export function csvRecordsOf<Row>(columns: CsvColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>) {
  return Readable.from(recordsOf(columns, rows));
}

async function* recordsOf<Row>(
  columns: CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): AsyncGenerator<string[]> {
  yield columns.map((column) => neutraliseCell(column.header));
  for await (const row of rows) yield columns.map((column) => csvCellOf(column.cell(row)));
}

/**
 * The CSV file of rows as text: UTF-8 with a BOM (Excel reads the file as UTF-8, names and sub
 * ids in any script), CRLF line ends, every text cell quoted. Rows are pulled only as fast as the
 * text is read.
 */
export function csvTextOf<Row>(columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  const csv = stringify({ bom: true, quoted_string: true, record_delimiter: 'windows' });
  pipeline(csvRecordsOf(columns, rows), csv).catch((error: unknown) => {
    // Also a reader that stopped reading: the rows' source is closed and nothing leaks.
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return csv;
}

/**
 * Streams CSV text to the reply as a download. Headers go out before the first row, so a failure
 * half-way (the database going away) cannot become an error answer: the connection is cut and
 * the download is visibly incomplete rather than silently short.
 */
export function sendCsvText(reply: FastifyReply, fileName: string, text: Readable): FastifyReply {
  text.once('error', (error) => reply.log.warn({ err: error }, 'CSV export stopped'));
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${safeCsvFileName(fileName)}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(text);
}

/** Streams rows to the reply as a CSV download (`csvTextOf`, `sendCsvText`). */
export function sendCsv<Row>(
  reply: FastifyReply,
  export_: { fileName: string; columns: CsvColumn<Row>[]; rows: AsyncIterable<Row> },
): FastifyReply {
  return sendCsvText(reply, export_.fileName, csvTextOf(export_.columns, export_.rows));
}
