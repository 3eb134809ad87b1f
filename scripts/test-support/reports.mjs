// Reads test counts from the JSON reports vitest and Playwright write next to their console output.
import { existsSync, readFileSync } from 'node:fs';

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest's json reporter uses Jest's result shape. */
export function readVitestCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** Playwright's json reporter: expected = passed, unexpected = failed, flaky = passed on retry. */
export function readPlaywrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected };
}
