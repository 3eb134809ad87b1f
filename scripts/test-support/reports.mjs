// Reads test counts, and the failing tests' names, from the JSON reports vitest and Playwright
// write next to their console output. The names go in the summary, so a log cut to its tail still
// says what failed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The first line of an error, without terminal colours, short enough for a summary line. */
export function firstLine(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is stripped
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 240);
}

const relative = (file) => (file ? path.relative(process.cwd(), file) || file : '');

/** vitest's json reporter uses Jest's result shape; a file that failed to load has no assertions. */
export function readVitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  const failures = [];
  for (const result of report.testResults ?? []) {
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push({
        name: `${relative(result.name)} › ${test.fullName ?? test.title}`,
        reason: firstLine(test.failureMessages?.[0]),
      });
    }
    if (failedTests.length === 0 && result.status === 'failed') {
      failures.push({ name: relative(result.name), reason: firstLine(result.message) });
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    failures,
  };
}

function* playwrightSpecs(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

/** Playwright's json reporter: expected = passed, unexpected = failed, flaky = passed on retry. */
export function readPlaywrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const failures = [];
  for (const suite of report.suites ?? []) {
    for (const spec of playwrightSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error;
        failures.push({
          name: `${spec.file}:${spec.line} › ${spec.title}`,
          reason: firstLine(error?.message),
        });
      }
    }
  }
  return { passed: expected + flaky, failed: unexpected, failures };
}
