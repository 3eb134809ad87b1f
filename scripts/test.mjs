#!/usr/bin/env node
// `npm test`: every check that must pass, in order. Every step runs and reports even when an earlier
// one failed (the exit code still fails), except the steps that need an earlier one's output: the
// bundle check and e2e serve the build, so they say "skipped: needs build" when it failed.
//
//   typecheck → lint → unit → build → size → api (PGlite) → pg (API on PostgreSQL) → e2e
//
// Before running, it installs a missing PostgreSQL server or Chromium from apt (root only; otherwise
// it prints the command, and the steps that need them are skipped), and for the `pg` step it starts
// a throwaway PostgreSQL on loopback that is always stopped and deleted afterwards.
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
import { ProvisionError, provision, provisionSchemas } from './test-support/provision.mjs';
import { readPlaywrightCounts, readVitestCounts } from './test-support/reports.mjs';
import { selectSteps, skipReason } from './test-support/step-plan.mjs';

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

/** The API tests: most share a module cache per worker, the few that mock a module do not. */
const API_PROJECTS = ['server-api', 'server-api-isolated'];

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
    title: 'Unit tests (contracts, web, server-unit, scripts)',
    command: BIN('vitest'),
    args: vitestArgs(['contracts', 'web', 'server-unit', 'scripts'], 'unit.json'),
    counts: () => readVitestCounts(path.join(reportDir, 'unit.json')),
  },
  { id: 'build', title: 'Web build (vite)', command: 'npm', args: ['run', 'build'] },
  {
    id: 'size',
    title: 'Bundle size check',
    command: process.execPath,
    args: ['scripts/check-bundle-size.mjs'],
    needs: ['build'],
  },
  {
    id: 'api',
    title: 'API tests on PGlite',
    command: BIN('vitest'),
    args: vitestArgs(API_PROJECTS, 'api-pglite.json'),
    env: { TEST_DATABASE_URL: undefined },
    counts: () => readVitestCounts(path.join(reportDir, 'api-pglite.json')),
  },
  {
    id: 'pg',
    title: 'API tests on PostgreSQL',
    command: BIN('vitest'),
    args: vitestArgs(API_PROJECTS, 'api-postgres.json'),
    needsPostgres: true,
    needs: ['provision'],
    counts: () => readVitestCounts(path.join(reportDir, 'api-postgres.json')),
  },
  {
    id: 'e2e',
    title: 'End-to-end tests (Playwright, Chromium)',
    command: BIN('playwright'),
    args: ['test', '--config', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportDir, 'e2e.json') },
    needs: ['build', 'provision'],
    counts: () => readPlaywrightCounts(path.join(reportDir, 'e2e.json')),
  },
];

function chooseSteps() {
  const { selected, unknown } = selectSteps(STEPS, {
    skip: process.env.TEST_SKIP,
    only: process.env.TEST_ONLY,
  });
  if (unknown.length > 0) {
    const known = STEPS.map((step) => step.id).join(', ');
    console.error(`Unknown step(s) in TEST_SKIP/TEST_ONLY: ${unknown.join(', ')}. Steps: ${known}`);
    process.exit(2);
  }
  return selected;
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

const PROVISION = {
  id: 'provision',
  title: 'Provisioning (PostgreSQL server, Chromium, poppler-utils, the SEPA schema)',
};

/** Installs what the chosen steps need; a failure is reported and skips only the steps needing it. */
function provisionTools(active, totals) {
  header(PROVISION.title);
  try {
    const pgBin = provision({
      needPostgres: active.some((step) => step.needsPostgres),
      needChromium: active.some((step) => step.id === 'e2e'),
      needPdfText: active.some((step) => ['unit', 'api', 'pg'].includes(step.id)),
    });
    provisionSchemas({ needSepaSchema: active.some((step) => step.id === 'unit') });
    return { result: { step: PROVISION, status: 'passed' }, pgBin };
  } catch (error) {
    console.error(error instanceof ProvisionError ? error.message : error);
    totals.failed += 1;
    return { result: { step: PROVISION, status: 'failed' }, pgBin: null };
  }
}

/** Runs a step against a throwaway PostgreSQL that is stopped whatever happens. */
async function runWithPostgres(step, pgBin) {
  let stopPostgres = () => {};
  try {
    const postgres = await startPostgres(pgBin, (stop) => {
      stopPostgres = stop;
      cleanups.push(stop);
    });
    // The tests run as the least-privilege role; the owner role migrates (docs/ARCHITECTURE.md).
    return await runStep(step, {
      TEST_DATABASE_URL: postgres.appUrl,
      TEST_MIGRATION_DATABASE_URL: postgres.ownerUrl,
    });
  } catch (error) {
    console.error(`[postgres] could not start: ${error.message}`);
    return 1;
  } finally {
    const registered = cleanups.indexOf(stopPostgres);
    if (registered !== -1) cleanups.splice(registered, 1);
    stopPostgres();
  }
}

async function main() {
  const steps = chooseSteps();
  const active = steps.filter((step) => !step.excluded);
  const totals = { passed: 0, failed: 0 };
  const { result: provisioned, pgBin } = provisionTools(active, totals);
  const results = [provisioned];

  const builds = active.some((step) => step.id === 'build');
  if (
    !builds &&
    active.some((step) => step.id === 'e2e') &&
    !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
  ) {
    console.warn('[test] apps/web/dist is missing: the e2e step serves the built app; run `npm run build`');
  }

  for (const [index, step] of steps.entries()) {
    const reason = skipReason(step, results, { interrupted: aborted });
    if (reason) {
      results.push({ step, status: step.excluded ? 'excluded' : 'skipped', reason });
      if (!step.excluded) console.log(`\n[test] ${step.id} skipped: ${reason}`);
      continue;
    }
    header(`[${index + 1}/${steps.length}] ${step.title}`);
    const start = performance.now();
    const code = step.needsPostgres ? await runWithPostgres(step, pgBin) : await runStep(step);
    const counts = step.counts?.() ?? null;
    if (counts) {
      totals.passed += counts.passed;
      totals.failed += counts.failed;
    }
    const ok = code === 0 && !aborted;
    if (!ok && !(counts && counts.failed > 0)) totals.failed += 1;
    results.push({ step, status: ok ? 'passed' : 'failed', time: seconds(start), counts });
  }
  const failed = results.some((result) => result.status === 'failed' || result.status === 'skipped');
  return finish(results, totals, failed ? 1 : 0);
}

function finish(results, totals, code) {
  header('Summary');
  for (const { step, status, time, counts, reason } of results) {
    const mark = { passed: '✔', failed: '✘', skipped: '-', excluded: '-' }[status];
    const outcome = reason ? `skipped: ${reason}` : status.padEnd(8);
    const detail = counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : '';
    console.log(`  ${mark} ${step.id.padEnd(10)} ${outcome} ${time ?? ''}${detail}`.trimEnd());
  }
  if (aborted) console.log(`  interrupted by ${aborted}`);
  console.log(`  total time ${seconds(startedAt)}`);
  printFailures(results);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  return aborted ? (aborted === 'SIGINT' ? 130 : 143) : code;
}

/** Each failing test by name and the first line of its error, under the step that ran it. */
function printFailures(results) {
  const failing = results.filter(({ counts }) => counts?.failures?.length > 0);
  if (failing.length === 0) return;
  console.log('\n  Failed tests:');
  for (const { step, counts } of failing) {
    for (const { name, reason } of counts.failures) {
      console.log(`  ✘ [${step.id}] ${name}`);
      if (reason) console.log(`      ${reason}`);
    }
  }
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
