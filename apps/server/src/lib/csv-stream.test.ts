import { request } from 'node:http';
import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import {
  type CsvColumn,
  csvCellOf,
  csvRecordsOf,
  neutraliseCell,
  readInPages,
  safeCsvFileName,
  sendCsv,
} from './csv-stream';

test.each([
  '=HYPERLINK("http://evil.test","click")',
  '+1+2',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  '\n=1',
  '\tplain after a tab',
  '   =1+1',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
])('%j is shown as text, not run as a formula', (value) => {
  expect(neutraliseCell(value)).toBe(`'${value}`);
});

test.each(['plain', 'a=b', 'sub-1', '', "it's", '12.50', 'email@example.com'])(
  '%j is kept as it is',
  (value) => {
    expect(neutraliseCell(value)).toBe(value);
  },
);

test('numbers we computed stay numbers, text is always neutralised, nothing is an empty cell', () => {
  expect(csvCellOf(-12.5)).toBe('-12.5');
  expect(csvCellOf('-12.5')).toBe("'-12.5");
  expect(csvCellOf(Number.NaN)).toBe('');
  expect(csvCellOf(null)).toBe('');
  expect(csvCellOf(undefined)).toBe('');
});

test('a file name keeps letters, digits, dots, dashes and underscores only', () => {
  expect(safeCsvFileName('conversions 2026-11-01..2026-11-07')).toBe(
    'conversions-2026-11-01..2026-11-07.csv',
  );
  expect(safeCsvFileName('"; filename=evil.exe\r\n')).toBe('filename-evil.exe.csv');
  expect(safeCsvFileName('../../etc/passwd')).toBe('etc-passwd.csv');
  expect(safeCsvFileName('report.CSV')).toBe('report.csv');
  expect(safeCsvFileName('ääää')).toBe('export.csv');
});

type Row = { id: number; sub: string; amount: number };
const columns: CsvColumn<Row>[] = [
  { header: 'Id', cell: (row) => row.id },
  { header: 'Sub ID 1', cell: (row) => row.sub },
  { header: 'Amount', cell: (row) => row.amount },
];

test('a CSV reader gets back the text as written, quotes and line breaks included, formulas disarmed', async () => {
  const rows: Row[] = [
    { id: 1, sub: '=HYPERLINK("http://evil.test","x")', amount: -3 },
    { id: 2, sub: 'a "quoted",\nmulti-line value', amount: 4.5 },
  ];
  const { stringify } = await import('csv-stringify');
  const csv = await text(csvRecordsOf(columns, rows).pipe(stringify({ quoted_string: true })));
  expect(parse(csv)).toEqual([
    ['Id', 'Sub ID 1', 'Amount'],
    ['1', `'=HYPERLINK("http://evil.test","x")`, '-3'],
    ['2', 'a "quoted",\nmulti-line value', '4.5'],
  ]);
});

test('pages are read one after another from the last row of the page before', async () => {
  const source = Array.from({ length: 7 }, (_, index) => index + 1);
  const asked: Array<number | undefined> = [];
  const readPage = async (after: number | undefined) => {
    asked.push(after);
    return source.filter((value) => value > (after ?? 0)).slice(0, 3);
  };
  const read: number[] = [];
  for await (const value of readInPages(readPage, (value) => value, 3)) read.push(value);
  expect(read).toEqual(source);
  expect(asked).toEqual([undefined, 3, 6]);
});

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

test('a large export streams: the client gets rows while most are not yet read from the source', async () => {
  const total = 300_000;
  let produced = 0;
  async function* rows(): AsyncGenerator<Row> {
    for (let id = 1; id <= total; id += 1) {
      produced = id;
      yield { id, sub: `sub-${id}-${'x'.repeat(60)}`, amount: id / 100 };
    }
  }
  const app = Fastify();
  apps.push(app);
  app.get('/export', (_request, reply) => sendCsv(reply, { fileName: 'big export', columns, rows: rows() }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');

  const answer = await new Promise<{
    headers: Record<string, unknown>;
    producedAtFirstChunk: number;
    lines: number;
  }>((resolve, reject) => {
    request(`http://127.0.0.1:${address.port}/export`, (incoming) => {
      let producedAtFirstChunk = -1;
      let lines = 0;
      incoming.on('data', (chunk: Buffer) => {
        if (producedAtFirstChunk < 0) producedAtFirstChunk = produced;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      incoming.on('end', () => resolve({ headers: incoming.headers, producedAtFirstChunk, lines }));
      incoming.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe('attachment; filename="big-export.csv"');
  expect(answer.lines).toBe(total + 1);
  // Backpressure: when the first bytes arrived, the source had been read only a socket's worth ahead.
  expect(answer.producedAtFirstChunk).toBeGreaterThan(0);
  expect(answer.producedAtFirstChunk).toBeLessThan(total / 2);
});
