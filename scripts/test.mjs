#!/usr/bin/env node
// `npm test`: every check that must pass, in order, stopping at the first failure.
//
//   typecheck → lint → unit → build → size → api (PGlite) → pg (API on PostgreSQL) → e2e
//
// Before running, it installs a missing PostgreSQL server or Chromium from apt (root only; otherwise
// it prints the command), and for the `pg` step it starts a throwaway PostgreSQL on loopback that
// is always stopped and deleted afterwards.
//
// Local iteration: TEST_SKIP=e2e,pg npm test   or   TEST_ONLY=unit,api npm test
// The last line is always `Tests: N passed, N failed` (unit + API + e2e test counts; a failing
// check without test counts, such as lint, counts as one failure).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './test-support/postgres.mjs';
import { ProvisionError, provision } from './test-support/provision.mjs';
import { readPlaywrightCounts, readVitestCounts } from './test-support/reports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-test-reports-'));

const vitestArgs = (projects, report) => [
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reportDir, report)}`,
];

const STEPS = [
  { id: 'typecheck', title: 'Type check (tsc -b)', command: BIN('tsc'), args: ['-b'] },
  {
    id: 'lint',
    title: 'Lint and format check (Biome) + dependency rules',
    command: 'npm',
    args: ['run', 'lint'],
  },
  {
    id: 'unit',
    title: 'Unit tests (contracts, web, server-unit)',
    command: BIN('vitest'),
    args: vitestArgs(['contracts', 'web', 'server-unit'], 'unit.json'),
    counts: () => readVitestCounts(path.join(reportDir, 'unit.json')),
  },
  { id: 'build', title: 'Web build (vite)', command: 'npm', args: ['run', 'build'] },
  {
    id: 'size',
    title: 'Bundle size check',
    command: process.execPath,
    args: ['scripts/check-bundle-size.mjs'],
  },
  {
    id: 'api',
    title: 'API tests on PGlite',
    command: BIN('vitest'),
    args: vitestArgs(['server-api'], 'api-pglite.json'),
    env: { TEST_DATABASE_URL: undefined },
    counts: () => readVitestCounts(path.join(reportDir, 'api-pglite.json')),
  },
  {
    id: 'pg',
    title: 'API tests on PostgreSQL',
    command: BIN('vitest'),
    args: vitestArgs(['server-api'], 'api-postgres.json'),
    needsPostgres: true,
    counts: () => readVitestCounts(path.join(reportDir, 'api-postgres.json')),
  },
  {
    id: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    command: BIN('playwright'),
    args: ['test', '--config', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportDir, 'e2e.json') },
    counts: () => readPlaywrightCounts(path.join(reportDir, 'e2e.json')),
  },
];

function selectSteps() {
  const list = (value) =>
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  const skip = list(process.env.TEST_SKIP);
  const only = list(process.env.TEST_ONLY);
  const known = STEPS.map((step) => step.id);
  const unknown = [...skip, ...only].filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    console.error(
      `Unknown step(s) in TEST_SKIP/TEST_ONLY: ${unknown.join(', ')}. Steps: ${known.join(', ')}`,
    );
    process.exit(2);
  }
  return STEPS.map((step) => ({
    ...step,
    skipped: skip.includes(step.id) || (only.length > 0 && !only.includes(step.id)),
  }));
}

// Signals: forward to the running step, let it finish its own teardown, then clean up here.
let child = null;
let aborted = null;
const cleanups = [];
function runCleanups() {
  while (cleanups.length > 0) cleanups.pop()();
}
function onSignal(signal) {
  if (aborted || !child) {
    runCleanups();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  aborted = signal;
  console.error(`\n[test] ${signal}: stopping the current step and cleaning up (again to force)`);
  child.kill(signal);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', runCleanups);
cleanups.push(() => rmSync(reportDir, { recursive: true, force: true }));

function runStep(step, extraEnv) {
  const env = { ...process.env, ...step.env, ...extraEnv };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
  return new Promise((resolve) => {
    child = spawn(step.command, step.args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`[test] could not start ${step.command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  }).finally(() => {
    child = null;
  });
}

function header(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

const seconds = (start) => `${((performance.now() - start) / 1000).toFixed(1)}s`;

async function main() {
  const steps = selectSteps();
  const active = steps.filter((step) => !step.skipped);
  const results = [];
  const totals = { passed: 0, failed: 0 };

  header('Provisioning (PostgreSQL server, Chromium)');
  let pgBin = null;
  try {
    pgBin = provision({
      needPostgres: active.some((step) => step.needsPostgres),
      needChromium: active.some((step) => step.id === 'e2e'),
    });
  } catch (error) {
    console.error(error instanceof ProvisionError ? error.message : error);
    totals.failed += 1;
    return finish(results, totals, 1);
  }
  const builds = active.some((step) => step.id === 'build');
  if (
    !builds &&
    active.some((step) => step.id === 'e2e') &&
    !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  ) {
    console.warn('[test] apps/web/dist is missing: the e2e step serves the built app; run `npm run build`');
  }

  for (const [index, step] of steps.entries()) {
    if (step.skipped) {
      results.push({ step, status: 'skipped' });
      continue;
    }
    header(`[${index + 1}/${steps.length}] ${step.title}`);
    const start = performance.now();
    let code;
    if (step.needsPostgres) {
      let stopPostgres = () => {};
      try {
        const postgres = await startPostgres(pgBin, (stop) => {
          stopPostgres = stop;
          cleanups.push(stop);
        });
        code = await runStep(step, { TEST_DATABASE_URL: postgres.url });
      } catch (error) {
        console.error(`[postgres] could not start: ${error.message}`);
        code = 1;
      } finally {
        const registered = cleanups.indexOf(stopPostgres);
        if (registered !== -1) cleanups.splice(registered, 1);
        stopPostgres();
      }
    } else {
      code = await runStep(step);
    }
    const counts = step.counts?.() ?? null;
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    const ok = code === 0 && !aborted;
    if (!ok && !(counts && counts.failed > 0)) totals.failed += 1;
    results.push({ step, status: ok ? 'passed' : 'failed', time: seconds(start), counts });
    if (!ok) return finish(results, totals, 1);
  }
  return finish(results, totals, 0);
}

function finish(results, totals, code) {
  header('Summary');
  for (const { step, status, time, counts } of results) {
    const mark = { passed: '✔', failed: '✘', skipped: '-' }[status];
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    console.log(`  ${mark} ${step.id.padEnd(10)} ${status.padEnd(8)} ${time ?? ''}${detail}`);
  }
  if (aborted) console.log(`  interrupted by ${aborted}`);
  console.log(`  total time ${seconds(startedAt)}`);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  return aborted ? (aborted === 'SIGINT' ? 130 : 143) : code;
}

const startedAt = performance.now();
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  console.log('\nTests: 0 passed, 1 failed');
} finally {
  runCleanups();
}
process.exitCode = exitCode;
