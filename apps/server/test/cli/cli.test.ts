import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteDirFor } from '../../src/db/client';
import { partners, sessions } from '../../src/db/schema/index';
import { verifyPassword } from '../../src/lib/crypto';
import { login } from '../../src/modules/auth/index';
import { findUserByEmail } from '../../src/modules/users/index';
import { findTenantBySlug } from '../../src/tenancy/index';
import { seedTenant, type TestTenant } from '../helpers/factories';

/**
 * The CLI runs as an operator runs it, as a child process: on PostgreSQL (DATABASE_URL) when the
 * suite runs there, else on the embedded database in a temporary DATA_DIR.
 */
const SERVER_DIR = new URL('../..', import.meta.url).pathname;
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const run = randomUUID().slice(0, 8);
let dataDir: string;
let tenant: TestTenant;

type CliResult = { code: number; stdout: string; stderr: string };

function cli(...args: string[]): Promise<CliResult> {
  const { DATABASE_URL: _unused, TEST_DATABASE_URL: _alsoUnused, ...env } = process.env;
  const database = POSTGRES_URL ? { DATABASE_URL: POSTGRES_URL } : { DATA_DIR: dataDir };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: SERVER_DIR, env: { ...env, ...database, LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Opens the CLI's database in this process (never while a CLI process has PGlite open). */
async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl: POSTGRES_URL, pgliteDir: pgliteDirFor(dataDir), poolSize: 1 });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

function tenantLine(list: string, slug: string): string[] {
  return (list.split('\n').find((line) => line.startsWith(`${slug}\t`)) ?? '').split('\t');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'affnet-cli-'));
  // On PGlite, start from the migrated snapshot the suite built: saves the CLI an initdb (~10 s).
  const snapshotFile = POSTGRES_URL ? null : inject('pgliteSnapshotFile');
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const handle = openDatabase({
    databaseUrl: POSTGRES_URL,
    pgliteDir: pgliteDirFor(dataDir),
    pgliteSnapshot: snapshot,
  });
  try {
    await handle.migrate();
    tenant = await seedTenant(handle.db);
  } finally {
    await handle.close();
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('operator CLI (node --import tsx src/cli/main.ts)', () => {
  test('tenant create, list, suspend and activate', { timeout: 120_000 }, async () => {
    const slug = `acme-${run}`;
    const created = await cli(
      'tenant',
      'create',
      '--name',
      'Acme Network',
      '--slug',
      slug,
      '--domain',
      `Partners.${run}.Acme.test:8443`,
      '--domain',
      `go.${run}.acme.test`,
      '--tracking-domain',
      `Track.${run}.Acme.test`,
      '--support-email',
      'help@acme.test',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const domains = `partners.${run}.acme.test, go.${run}.acme.test`;
    const tracking = `track.${run}.acme.test`;
    expect(created.stdout).toContain(
      `Created tenant ${slug} (Acme Network) on ${domains}, tracking links on ${tracking} [active]`,
    );

    const listed = await cli('tenant', 'list');
    expect(listed.code).toBe(0);
    expect(tenantLine(listed.stdout, slug)).toEqual([
      slug,
      'active',
      'Acme Network',
      `${domains}, ${tracking} (tracking)`,
    ]);
    // Creating a tenant makes sure the default network (the one serving localhost) exists too.
    expect(tenantLine(listed.stdout, 'default')[3]).toContain('(default)');

    const suspended = await cli('tenant', 'suspend', slug);
    expect(suspended.code).toBe(0);
    expect(suspended.stdout).toContain(`Tenant ${slug} is now suspended.`);
    expect(tenantLine((await cli('tenant', 'list')).stdout, slug)[1]).toBe('suspended');

    expect((await cli('tenant', 'activate', slug)).code).toBe(0);
    await withDatabase(async ({ db }) => {
      expect((await findTenantBySlug(db, slug))?.status).toBe('active');
    });
  });

  test('user create, then user reset-password: generated password, sessions signed out', {
    timeout: 120_000,
  }, async () => {
    const email = `pat-${run}@example.test`;
    const created = await cli(
      'user',
      'create',
      '--tenant',
      tenant.slug,
      '--email',
      email.toUpperCase(),
      '--role',
      'publisher',
      '--password',
      'first-secret-1',
      '--company',
      'Pat Pages',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`Created publisher ${email} in ${tenant.slug}`);
    expect(created.stdout).not.toContain('first-secret-1');
    const userId = await withDatabase(async ({ db }) => {
      const found = await findUserByEmail(db, tenant.id, email);
      const context = { tenantId: tenant.id, ip: '127.0.0.1', userAgent: undefined };
      await login(db, { email, password: 'first-secret-1' }, context);
      return found?.user.id ?? '';
    });

    const reset = await cli('user', 'reset-password', '--tenant', tenant.slug, '--email', email);
    expect(reset.code).toBe(0);
    const password = /changed to (\S+);/.exec(reset.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);

    await withDatabase(async ({ db }) => {
      const found = await findUserByEmail(db, tenant.id, email);
      expect(found?.user).toMatchObject({ role: 'publisher', status: 'active', tenantId: tenant.id });
      expect(await verifyPassword(found?.user.passwordHash ?? '', password)).toBe(true);
      expect(await verifyPassword(found?.user.passwordHash ?? '', 'first-secret-1')).toBe(false);
      const [session] = await db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(session?.revokedAt).toBeInstanceOf(Date);
      // A publisher account comes with its partner profile, or the publisher screens have no one to show.
      const [profile] = await db.select().from(partners).where(eq(partners.userId, userId));
      expect(profile).toMatchObject({ kind: 'publisher', company: 'Pat Pages', tenantId: tenant.id });
    });
  });

  const BAD_CALL_NAMES = [
    'a URL as the domain',
    'a slug taken',
    'a domain taken',
    'an unknown tenant',
    'an unknown role',
    'a bad e-mail',
    'a common password',
    'an unknown command',
    'an unknown option',
  ];
  /** Each bad call (named above), built when it runs (the tenant is made in beforeAll), and the first line it prints. */
  const badCalls: Array<() => [string[], string]> = [
    () => [
      ['tenant', 'create', '--name', 'X', '--slug', `x-${run}`, '--domain', 'https://x.test/'],
      '--domain takes a host name such as partners.example.com, not "https://x.test/"',
    ],
    () => [
      ['tenant', 'create', '--name', 'Copy', '--slug', tenant.slug, '--domain', `copy-${run}.test`],
      `A tenant with slug "${tenant.slug}" already exists`,
    ],
    () => [
      ['tenant', 'create', '--name', 'X', '--slug', `x-${run}`, '--domain', tenant.host],
      `${tenant.host} already belongs to tenant ${tenant.slug}`,
    ],
    () => [['tenant', 'suspend', `nope-${run}`], `No tenant with slug "nope-${run}"`],
    () => [
      ['user', 'create', '--tenant', tenant.slug, '--email', 'x@y.test', '--role', 'boss'],
      '--role must be one of admin, publisher, advertiser, employee',
    ],
    () => [
      ['user', 'reset-password', '--tenant', tenant.slug, '--email', 'not-an-email'],
      '--email must be an e-mail address',
    ],
    () => [
      [
        'user',
        'create',
        '--tenant',
        tenant.slug,
        '--email',
        `weak-${run}@y.test`,
        '--role',
        'admin',
        '--password',
        'qwerty123',
      ],
      '--password: This password is too common or too easy to guess.',
    ],
    () => [['frobnicate'], 'Unknown command: frobnicate'],
    () => [['tenant', 'list', '--bogus'], "Unknown option '--bogus'"],
  ];

  // One test per call: each is a process of its own (tsx and the database start), so each gets
  // its own time rather than sharing one for all nine.
  describe('bad arguments exit 1 with a clear message', () => {
    for (const [index, badCall] of badCalls.entries()) {
      test(BAD_CALL_NAMES[index] ?? `bad call ${index + 1}`, { timeout: 60_000 }, async () => {
        const [args, message] = badCall();
        const result = await cli(...args);
        expect(result.code, args.join(' ')).toBe(1);
        expect(result.stderr.split('\n')[0], args.join(' ')).toContain(message);
        expect(result.stderr, args.join(' ')).not.toMatch(/Failed query|\n\s+at /);
      });
    }
  });
});
