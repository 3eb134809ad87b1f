import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { firstLine, readPlaywrightCounts, readVitestCounts } from './reports.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'reports-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const writeReport = (name, report) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(report));
  return file;
};

const vitestTest = (fullName, status, failureMessages = []) => ({ fullName, status, failureMessages });
const vitestFile = (name, assertionResults, extra = {}) => ({
  name: path.join(process.cwd(), name),
  status: assertionResults.some((test) => test.status === 'failed') ? 'failed' : 'passed',
  assertionResults,
  ...extra,
});

test('vitest: each failing test by file and name with its error, and a file that failed to load', () => {
  const file = writeReport('vitest.json', {
    numPassedTests: 2,
    numFailedTests: 1,
    testResults: [
      vitestFile('a.test.ts', [
        vitestTest('keeps money', 'passed'),
        vitestTest('mints no money', 'failed', [
          '\u001b[31mAssertionError: expected 1 to be 0\u001b[39m\n  at x',
        ]),
      ]),
      vitestFile('b.test.ts', [vitestTest('fine', 'passed')]),
      {
        name: path.join(process.cwd(), 'c.test.ts'),
        status: 'failed',
        message: 'SyntaxError: bad',
        assertionResults: [],
      },
    ],
  });
  expect(readVitestCounts(file)).toEqual({
    passed: 2,
    failed: 1,
    failures: [
      { name: 'a.test.ts › mints no money', reason: 'AssertionError: expected 1 to be 0' },
      { name: 'c.test.ts', reason: 'SyntaxError: bad' },
    ],
  });
});

test('playwright: only the unexpected tests, found in nested suites, with their first error line', () => {
  const spec = (title, line, status, message) => ({
    title,
    file: 'specs/money.spec.ts',
    line,
    tests: [{ status, results: [{ status: 'failed' }, ...(message ? [{ error: { message } }] : [])] }],
  });
  const file = writeReport('playwright.json', {
    stats: { expected: 3, unexpected: 1, flaky: 1 },
    suites: [
      {
        specs: [spec('pays', 3, 'expected')],
        suites: [
          { specs: [spec('bills', 9, 'unexpected', 'Error: timed out\nmore'), spec('retried', 12, 'flaky')] },
        ],
      },
    ],
  });
  expect(readPlaywrightCounts(file)).toEqual({
    passed: 4,
    failed: 1,
    failures: [{ name: 'specs/money.spec.ts:9 › bills', reason: 'Error: timed out' }],
  });
});

test('a missing or unreadable report gives no counts; a long error line is cut', () => {
  expect(readVitestCounts(path.join(dir, 'absent.json'))).toBeNull();
  expect(readPlaywrightCounts(writeReport('broken.json', 'not json'))).toBeNull();
  expect(firstLine(`\n\n${'x'.repeat(500)}`)).toHaveLength(240);
});
