import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { clickPartitionNameOf, ensureClickPartition } from '../../src/events/postgres/click-partitions';
import { seedClick } from '../helpers/clicks';
import { seedPartner, type TestTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { TEST_DRIVER, useTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';

/*
 * Heavy reads wait their turn and run with a statement timeout (issue 24 item 4; docs/reports.md
 * "Heavy reads"). A report is held in the database by a lock on the one day partition of `clicks`
 * it reads (a day no other test uses), so "running" and "waiting" are states the test sees, not
 * timings it guesses. PostgreSQL only: PGlite's one connection cannot be held by another.
 */

const gated = useTestApp({ env: { REPORT_CONCURRENCY: '1', REPORT_WAIT_SECONDS: '1' } });
const timed = useTestApp({ env: { REPORT_TIMEOUT_SECONDS: '1' } });
const threaded = useTestApp({ reportThreads: true, env: { REPORT_TIMEOUT_SECONDS: '1' } });
const onPostgres = TEST_DRIVER === 'postgres';

/** A day of its own, far ahead, with its partition made. */
async function dayOfItsOwn(db: Database): Promise<{ day: Date; date: string }> {
  const day = new Date(Date.UTC(2095, 0, 1) + Math.floor(Math.random() * 3000) * 86_400_000);
  await ensureClickPartition(db, day);
  return { day, date: day.toISOString().slice(0, 10) };
}

/** Holds that day's partition in another session until `release`, so a report reading it waits. */
async function holdDay(day: Date) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table "${clickPartitionNameOf(day)}" in access exclusive mode`);
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Whether a statement is waiting for the held partition. */
async function someoneWaitsFor(db: Database, day: Date): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from pg_locks where not granted and relation = to_regclass(${clickPartitionNameOf(day)})`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n === 1;
}

const clickLog = (date: string) => `/api/v1/reports/clicks?from=${date}&to=${date}&tz=UTC`;
const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

describe.skipIf(!onPostgres)('heavy reads on PostgreSQL', () => {
  test('a report waits for its turn; one past REPORT_WAIT_SECONDS is refused with 429, Retry-After and a sentence', async () => {
    const { app, handle } = gated.current;
    const { tenant, headers: first } = await adminOfNewTenant(app, handle.db);
    const { headers: second } = await signedIn(app, handle.db, tenant);
    const { day, date } = await dayOfItsOwn(handle.db);
    const hold = await holdDay(day);
    const running = get(app, clickLog(date), first);
    try {
      await waitUntil(() => someoneWaitsFor(handle.db, day));
      const refused = await get(app, '/api/v1/dashboard?tz=UTC', second);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json().message).toBe(
        'The server is busy with other reports and exports. Try again in 1 second.',
      );
    } finally {
      await hold.release();
    }
    expect((await running).statusCode).toBe(200);
    // The turn was given back: the next report runs.
    expect((await get(app, '/api/v1/dashboard?tz=UTC', second)).statusCode).toBe(200);
  });

  test('a report past REPORT_TIMEOUT_SECONDS is stopped by the database and answers 422 saying why', async () => {
    const { app, handle } = timed.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const { day, date } = await dayOfItsOwn(handle.db);
    const hold = await holdDay(day);
    try {
      const stopped = await get(app, clickLog(date), headers);
      expect(stopped.statusCode).toBe(422);
      expect(stopped.json().message).toMatch(/took longer than the server allows/);
      // The export too: its first page is read before the download starts.
      const exported = await get(
        app,
        `/api/v1/reports/clicks/export?from=${date}&to=${date}&tz=UTC`,
        headers,
      );
      expect(exported.statusCode).toBe(422);
    } finally {
      await hold.release();
    }
  });
});

describe.skipIf(!onPostgres)('report threads', () => {
  async function networkWithClicks(app: FastifyInstance, db: Database) {
    const admin = await adminOfNewTenant(app, db);
    const tenant: TestTenant = admin.tenant;
    const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
    const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
    const { offer } = await seedOffer(db, tenant, { advertiserId: advertiser.id });
    // Now, not the factory's hour ago: between 00:00 and 01:00 UTC that was yesterday, out of the range.
    const clickedAt = new Date();
    for (const sub1 of ['a', '=1+1', 'c']) await seedClick(db, tenant, { offer, publisher, sub1, clickedAt });
    return { ...admin, today: clickedAt.toISOString().slice(0, 10) };
  }

  test('an export and a report made in a report thread are what the server’s own thread makes', async () => {
    const { app, handle } = threaded.current;
    const { tenant, headers, today } = await networkWithClicks(app, handle.db);
    const { headers: inlineHeaders } = await signedIn(gated.current.app, handle.db, tenant);
    const exportUrl = `/api/v1/reports/clicks/export?from=${today}&to=${today}&tz=UTC`;
    const reportUrl = `/api/v1/reports/performance?from=${today}&to=${today}&tz=UTC&groupBy=offer`;

    const inThread = await get(app, exportUrl, headers);
    const inline = await get(gated.current.app, exportUrl, inlineHeaders);
    expect(inThread.statusCode).toBe(200);
    expect(inThread.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(inThread.body).toBe(inline.body);
    expect(parse(inThread.body.replace(/^\uFEFF/, ''), { columns: true })).toHaveLength(3);

    const report = await get(app, reportUrl, headers);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual((await get(gated.current.app, reportUrl, inlineHeaders)).json());
  });

  test('a refusal in a report thread crosses back: 422 with its field, and a statement timeout', async () => {
    const { app, handle } = threaded.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const refused = await get(
      app,
      '/api/v1/reports/performance?groupBy=offer&sort=publisher&from=2026-01-01&to=2026-01-02',
      headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ sort: ['Sort by a column of the report'] });

    const { day, date } = await dayOfItsOwn(handle.db);
    const hold = await holdDay(day);
    try {
      const exported = await get(
        app,
        `/api/v1/reports/clicks/export?from=${date}&to=${date}&tz=UTC`,
        headers,
      );
      expect(exported.statusCode).toBe(422);
      expect(exported.json().message).toMatch(/took longer than the server allows/);
    } finally {
      await hold.release();
    }
  });
});
