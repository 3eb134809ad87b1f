import { listReportColumnsResponseSchema } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { userReportColumns } from '../../src/db/schema/index';
import { signedInPartner } from '../helpers/callers';
import { seedTenant } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * Each user's choice of columns on the wide report tables (docs/reports.md "Choosing columns"):
 * kept per user and per table, read back by that user only, validated against the table's columns.
 */

const ctx = useTestApp();
const URL = '/api/v1/me/report-columns';

async function save(headers: Record<string, string>, table: string, hidden: string[]) {
  // As the web sends it: multipart, the list as repeated `hidden[]` (none at all when empty).
  const form = await multipartPayload({ table, hidden });
  return ctx.current.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** What is stored for one user, read past the API. */
async function storedChoicesOf(userId: string) {
  return ctx.current.handle.db
    .select({ table: userReportColumns.reportTable, hidden: userReportColumns.hidden })
    .from(userReportColumns)
    .where(eq(userReportColumns.userId, userId));
}

async function choices(headers: Record<string, string>) {
  const answer = await ctx.current.app.inject({ method: 'GET', url: URL, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return listReportColumnsResponseSchema.parse(answer.json()).data;
}

describe('report columns', () => {
  test('a user saves a choice per table, reads it back, and a later save replaces it', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { headers } = await signedIn(app, handle.db, tenant);
    expect(await choices(headers)).toEqual([]);

    const saved = await save(headers, 'conversions', ['subIds', 'visitor', 'subIds']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ table: 'conversions', hidden: ['subIds', 'visitor'] });
    expect((await save(headers, 'performance', ['duplicateClicks', 'margin'])).statusCode).toBe(200);
    expect(await choices(headers)).toEqual([
      { table: 'conversions', hidden: ['subIds', 'visitor'] },
      { table: 'performance', hidden: ['duplicateClicks', 'margin'] },
    ]);

    // Showing every column again is an empty list, which a form leaves out altogether.
    expect((await save(headers, 'conversions', [])).statusCode).toBe(200);
    expect(await choices(headers)).toEqual([
      { table: 'conversions', hidden: [] },
      { table: 'performance', hidden: ['duplicateClicks', 'margin'] },
    ]);
  });

  test('every role that reads reports keeps its own; nobody reads another user’s', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
    const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');
    const employee = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['reports.read'],
    });
    const admin = await signedIn(app, handle.db, tenant);

    expect((await save(publisher.headers, 'conversions', ['sale'])).statusCode).toBe(200);
    expect((await save(advertiser.headers, 'conversions', ['cost'])).statusCode).toBe(200);
    expect((await save(employee.headers, 'clicks', ['reason'])).statusCode).toBe(200);
    expect(await choices(publisher.headers)).toEqual([{ table: 'conversions', hidden: ['sale'] }]);
    expect(await choices(advertiser.headers)).toEqual([{ table: 'conversions', hidden: ['cost'] }]);
    expect(await choices(employee.headers)).toEqual([{ table: 'clicks', hidden: ['reason'] }]);
    expect(await choices(admin.headers)).toEqual([]);

    const anonymous = await app.inject({ method: 'GET', url: URL, headers: { host: tenant.host } });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an employee whose role cannot read reports is refused, and saves nothing', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const noReports = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['offers.read'],
    });

    const read = await app.inject({ method: 'GET', url: URL, headers: noReports.headers });
    expect(read.statusCode).toBe(403);
    const saved = await save(noReports.headers, 'clicks', ['reason']);
    expect(saved.statusCode).toBe(403);
    expect(await storedChoicesOf(noReports.user.id)).toEqual([]);
  });

  test('a session of one network is refused on another network, which keeps its own choices', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const elsewhere = await seedTenant(handle.db);
    const mine = await signedIn(app, handle.db, tenant);
    const theirs = await signedIn(app, handle.db, elsewhere);
    expect((await save(theirs.headers, 'performance', ['margin'])).statusCode).toBe(200);

    // This network's token sent to the other network's host signs nobody in there.
    const crossHeaders = { ...mine.headers, host: elsewhere.host };
    const read = await app.inject({ method: 'GET', url: URL, headers: crossHeaders });
    expect(read.statusCode).toBe(401);
    expect((await save(crossHeaders, 'performance', ['clicks'])).statusCode).toBe(401);

    expect(await storedChoicesOf(mine.user.id)).toEqual([]);
    expect(await choices(theirs.headers)).toEqual([{ table: 'performance', hidden: ['margin'] }]);
  });

  test('a table or a column it does not have is refused with the field, and nothing is saved', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { headers } = await signedIn(app, handle.db, tenant);

    const unknownColumn = await save(headers, 'clicks', ['reason', 'payout']);
    expect(unknownColumn.statusCode).toBe(422);
    expect(unknownColumn.json().errors.hidden).toEqual([
      'Not a column of this table that can be hidden: payout',
    ]);
    // The first column says what a row is: it cannot be hidden.
    expect((await save(headers, 'conversions', ['convertedAt'])).statusCode).toBe(422);
    const unknownTable = await save(headers, 'invoices', []);
    expect(unknownTable.statusCode).toBe(422);
    expect(unknownTable.json().errors.table).toBeDefined();
    expect(await choices(headers)).toEqual([]);
  });
});
