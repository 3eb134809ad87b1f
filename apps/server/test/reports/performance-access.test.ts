import type { PerformanceResponse } from '@affnet/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { type Caller, statusesByCaller } from '../helpers/callers';
import { buildClickRecord, newClickWorld } from '../helpers/click-records';
import { writeClicks } from '../helpers/events';
import { seedTenant } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/*
 * The performance report's door (who may call, what a bad query answers) and its time zones:
 * days and hours are read in the zone asked, across daylight-saving changes.
 */

const ctx = useTestApp();
let db: Database;

beforeAll(() => {
  db = ctx.current.handle.db;
});

const EVERY_ROLE: Record<Caller, number> = {
  anonymous: 401,
  publisher: 200,
  advertiser: 200,
  employeeWithout: 403,
  employee: 200,
  admin: 200,
};

async function reportAs(headers: Record<string, string>, query: Record<string, string>) {
  return ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/reports/performance?${new URLSearchParams(query)}`,
    headers,
  });
}

describe('GET /reports/performance: access and validation', () => {
  test('every portal may read it; employees need reports.read', async () => {
    const { tenant } = await adminOfNewTenant(ctx.current.app, db);
    const { statuses } = await statusesByCaller(ctx.current.app, db, tenant, {
      permission: 'reports.read',
      expected: EVERY_ROLE,
      request: async () => ({
        method: 'GET',
        url: '/api/v1/reports/performance?from=2026-11-01&to=2026-11-02',
      }),
    });
    expect(statuses).toEqual(EVERY_ROLE);
  });

  test.each([
    [{ from: '2026-11-05', to: '2026-11-01' }, 'to'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2025-01-01', to: '2026-11-01' }, 'to'],
    [{ from: '2026-11-01', to: '2026-11-01', tz: 'Mars/Olympus' }, 'tz'],
    [{ from: '2026-11-01', to: '2026-11-01', groupBy: 'date,nope' }, 'groupBy'],
    [{ from: '2026-10-01', to: '2026-11-01', groupBy: 'sub1,country' }, 'to'],
    [{ from: '2026-10-01', to: '2026-11-01', sub2: 'x', groupBy: 'browser' }, 'to'],
    [{ from: '2026-11-01', to: '2026-11-01', sort: 'offer' }, 'sort'],
    [{ from: '2026-11-01', to: '2026-11-01', offerId: 'not-a-uuid' }, 'offerId'],
  ])('a bad query %j answers 422 naming %s', async (query, field) => {
    const { headers } = await adminOfNewTenant(ctx.current.app, db);
    const answer = await reportAs(headers, query);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors ?? {})).toContain(field);
  });
});

describe('time zones', () => {
  /** Clicks at the given instants, on a fresh tenant's ids, written by the click writer. */
  async function clicksAt(instants: string[], timezone = 'UTC') {
    const tenant = await seedTenant(db, { timezone });
    const admin = { tenant, ...(await signedIn(ctx.current.app, db, tenant)) };
    const world = newClickWorld({ tenantId: tenant.id });
    await writeClicks(
      db,
      instants.map((at) => buildClickRecord(world, { clickedAt: new Date(at) })),
    );
    return admin;
  }

  const grossBy = (body: PerformanceResponse, dimension: string) =>
    body.data.map((row) => [row.dimensions[dimension]?.label, row.counters.grossClicks]);

  test('days in America/New_York across the spring-forward of 2026-03-08 (a 23-hour day)', async () => {
    const { headers } = await clicksAt([
      '2026-03-08T04:30:00Z', // Mar 7, 23:30 EST
      '2026-03-08T05:30:00Z', // Mar 8, 00:30 EST
      '2026-03-08T06:30:00Z', // Mar 8, 01:30 EST
      '2026-03-08T07:30:00Z', // Mar 8, 03:30 EDT (02:xx never happens)
      '2026-03-09T03:30:00Z', // Mar 8, 23:30 EDT
      '2026-03-09T04:30:00Z', // Mar 9, 00:30 EDT
    ]);
    const zone = { tz: 'America/New_York' };
    const days = await reportAs(headers, { ...zone, from: '2026-03-07', to: '2026-03-09', groupBy: 'date' });
    expect(grossBy(days.json(), 'date')).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 4],
      ['2026-03-09', 1],
    ]);
    const oneDay = await reportAs(headers, {
      ...zone,
      from: '2026-03-08',
      to: '2026-03-08',
      groupBy: 'hour',
    });
    expect(grossBy(oneDay.json(), 'hour')).toEqual([
      ['2026-03-08 00:00 UTC-05:00', 1],
      ['2026-03-08 01:00 UTC-05:00', 1],
      ['2026-03-08 03:00 UTC-04:00', 1],
      ['2026-03-08 23:00 UTC-04:00', 1],
    ]);
    // In UTC the same clicks fall on other days.
    const utc = await reportAs(headers, { from: '2026-03-07', to: '2026-03-09', groupBy: 'date' });
    expect(grossBy(utc.json(), 'date')).toEqual([
      ['2026-03-08', 4],
      ['2026-03-09', 2],
    ]);
  });

  test('Europe/Berlin’s fall-back hour of 2026-10-25 shows twice, apart, with its offset', async () => {
    const { headers } = await clicksAt([
      '2026-10-25T00:30:00Z', // 02:30 CEST
      '2026-10-25T01:30:00Z', // 02:30 CET
      '2026-10-25T01:40:00Z', // 02:40 CET
      '2026-10-25T22:59:00Z', // 23:59 CET, still the 25th
    ]);
    const query = { tz: 'Europe/Berlin', from: '2026-10-25', to: '2026-10-25' };
    const hours = await reportAs(headers, { ...query, groupBy: 'hour' });
    expect(grossBy(hours.json(), 'hour')).toEqual([
      ['2026-10-25 02:00 UTC+02:00', 1],
      ['2026-10-25 02:00 UTC+01:00', 2],
      ['2026-10-25 23:00 UTC+01:00', 1],
    ]);
    const day = await reportAs(headers, { ...query, groupBy: 'date' });
    expect(grossBy(day.json(), 'date')).toEqual([['2026-10-25', 4]]);
  });

  test('without tz the network’s zone is used', async () => {
    const admin = await clicksAt(['2026-03-08T04:30:00Z'], 'America/New_York');
    const answer = await reportAs(admin.headers, { from: '2026-03-07', to: '2026-03-08', groupBy: 'date' });
    expect(answer.json().meta.timeZone).toBe('America/New_York');
    expect(grossBy(answer.json(), 'date')).toEqual([['2026-03-07', 1]]);
  });
});
