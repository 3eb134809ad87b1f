// Installs what a fresh Debian machine lacks for the test run (PostgreSQL server, Chromium)
// from apt, saying what it does. Without root it stops with the exact command to run instead.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { provisionSepaSchema } from './sepa-schema.mjs';
import { findPostgresBin, isRoot, probe, run, which } from './system.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const POLICY_RC = '/usr/sbin/policy-rc.d';

export class ProvisionError extends Error {}

function aptInstall(packages) {
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
  if (!isRoot()) {
    throw new ProvisionError(
      `Missing ${packages.join(' and ')}. Install with (as root):\n\n  sudo sh -c '${command}'\n`,
    );
  }
  console.log(`[provision] installing ${packages.join(', ')} from apt: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // policy-rc.d exit 101 tells Debian's maintainer scripts not to start services, so the
  // postgresql package does not boot its own cluster on port 5432.
  const ownsPolicy = !existsSync(POLICY_RC);
  if (ownsPolicy) writeFileSync(POLICY_RC, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update'], { env });
    run('apt-get', ['install', '-y', ...packages], { env });
  } finally {
    if (ownsPolicy) rmSync(POLICY_RC, { force: true });
  }
}

/** Stops clusters the Debian package may have created and started (we start our own). */
function stopDebianClusters() {
  const list = probe('pg_lsclusters', ['--no-header']);
  if (!list.ok) return;
  for (const line of list.stdout.split('\n')) {
    const [version, cluster, , status] = line.trim().split(/\s+/);
    if (version && cluster && status === 'online') {
      console.log(`[provision] stopping the Debian cluster ${version}/${cluster} it started`);
      probe('pg_ctlcluster', [version, cluster, 'stop']);
    }
  }
}

/**
 * Makes sure the tools the selected steps need exist; installs the missing ones in one apt run.
 * Returns the PostgreSQL bin directory (or null when PostgreSQL is not needed).
 */
export function provision({ needPostgres, needChromium, needPdfText = false }) {
  const missing = [];
  // The invoice PDF tests read their PDFs back with pdftotext and pdfinfo.
  if (needPdfText && !which('pdftotext')) missing.push('poppler-utils');
  let pgBin = needPostgres ? findPostgresBin() : null;
  if (needPostgres && !pgBin) missing.push('postgresql');
  if (needChromium && !existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (missing.length === 0) {
    if (needPostgres) console.log(`[provision] PostgreSQL server binaries: ${pgBin}`);
    if (needChromium) console.log(`[provision] Chromium: ${CHROMIUM_PATH}`);
    if (needPdfText) console.log('[provision] pdftotext (poppler-utils): found');
    return pgBin;
  }
  aptInstall(missing);
  if (missing.includes('postgresql')) {
    stopDebianClusters();
    pgBin = findPostgresBin();
    if (!pgBin) throw new ProvisionError('PostgreSQL was installed but its server binaries were not found');
  }
  if (needChromium && !existsSync(CHROMIUM_PATH)) {
    throw new ProvisionError(`Chromium was installed but ${CHROMIUM_PATH} does not exist`);
  }
  if (needPdfText && !which('pdftotext')) {
    throw new ProvisionError('poppler-utils was installed but pdftotext is not on PATH');
  }
  return pgBin;
}

/** The SEPA schema the unit tests validate payment files against (sepa-schema.mjs). */
export function provisionSchemas({ needSepaSchema }) {
  if (!needSepaSchema) return;
  try {
    console.log(`[provision] ${provisionSepaSchema()}`);
  } catch (error) {
    throw new ProvisionError(error instanceof Error ? error.message : String(error));
  }
}
