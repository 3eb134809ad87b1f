// The SEPA credit transfer schema (ISO 20022 pain.001.001.03) the payment-export tests validate
// their XML against. Debian ships it inside a Tryton module's tests; only that one file is taken
// (apt-get download + dpkg-deb, no install), so nothing of Tryton lands on the machine.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isRoot, probe, run } from './system.mjs';

export const SEPA_SCHEMA_PATH = process.env.SEPA_PAIN_001_XSD ?? '/var/cache/affnet/pain.001.001.03.xsd';
const PACKAGE = 'tryton-modules-account-payment-sepa';
const FILE_IN_PACKAGE =
  'usr/lib/python3/dist-packages/trytond/modules/account_payment_sepa/tests/pain.001.001.03.xsd';

/** Makes sure the schema is at SEPA_SCHEMA_PATH; answers a sentence saying where it came from. */
export function provisionSepaSchema() {
  if (existsSync(SEPA_SCHEMA_PATH)) return `SEPA pain.001.001.03 schema: ${SEPA_SCHEMA_PATH}`;
  if (!isRoot()) {
    throw new Error(
      `Missing ${SEPA_SCHEMA_PATH}. As root: apt-get download ${PACKAGE}, then copy ${FILE_IN_PACKAGE} out of it (dpkg-deb -x).`,
    );
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'affnet-sepa-'));
  try {
    // A fresh machine may have no package lists yet: update once if the first download fails.
    if (!probe('apt-get', ['download', PACKAGE], { cwd: work }).ok) {
      run('apt-get', ['update'], { stdio: 'ignore' });
      run('apt-get', ['download', PACKAGE], { cwd: work });
    }
    const deb = readdirSync(work).find((name) => name.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${PACKAGE} left no .deb`);
    run('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'x')]);
    mkdirSync(path.dirname(SEPA_SCHEMA_PATH), { recursive: true });
    copyFileSync(path.join(work, 'x', FILE_IN_PACKAGE), SEPA_SCHEMA_PATH);
    return `SEPA pain.001.001.03 schema: taken from Debian's ${PACKAGE} into ${SEPA_SCHEMA_PATH}`;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
