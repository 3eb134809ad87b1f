import { PARTNER_SORTS } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '../../src/db/schema/index';
import { seedPartner, seedTenant, seedUser, type TestPartner, type TestTenant } from '../helpers/factories';
import { EACH_KIND, freshEmail, type KindSpec } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function list(spec: KindSpec, headers: Record<string, string>, query: Record<string, string> = {}) {
  const response = await ctx.current.app.inject({
    method: 'GET',
    url: spec.path,
    headers,
    query,
  });
  return response;
}

async function listIds(spec: KindSpec, headers: Record<string, string>, query: Record<string, string>) {
  const response = await list(spec, headers, query);
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: string }>).map((row) => row.id);
}

async function setLastLogin(seeded: TestPartner, at: string) {
  await ctx.current.handle.db
    .update(users)
    .set({ lastLoginAt: new Date(at) })
    .where(eq(users.id, seeded.user.id));
}

/** An admin of a fresh tenant, signed in. */
describe.each(EACH_KIND)('GET %s', (_path, spec) => {
  test('pages with meta; only this tenant’s partners of this kind are counted', async () => {
    const { db } = ctx.current.handle;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const mine = [];
    for (const month of ['01', '02', '03']) {
      mine.push(await seedPartner(db, tenant, { kind: spec.kind, createdAt: new Date(`2024-${month}-01`) }));
    }
    await seedPartner(db, tenant, { kind: spec.other });
    await seedPartner(db, await seedTenant(db), { kind: spec.kind });

    const first = await list(spec, headers, { perPage: '2', page: '1', sort: 'createdAt', order: 'asc' });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toMatchObject({ page: 1, perPage: 2, total: 3 });
    const second = await list(spec, headers, { perPage: '2', page: '2', sort: 'createdAt', order: 'asc' });
    expect(second.json().meta).toMatchObject({ page: 2, perPage: 2, total: 3 });
    const ids = [...first.json().data, ...second.json().data].map((row: { id: string }) => row.id);
    expect(ids).toEqual(mine.map((seeded) => seeded.partner.id));

    const defaults = await list(spec, headers);
    expect(defaults.json().meta).toMatchObject({ page: 1, perPage: 25, total: 3 });
    // Newest first unless told otherwise.
    expect(defaults.json().data.map((row: { id: string }) => row.id)).toEqual(ids.toReversed());
    const beyond = await list(spec, headers, { page: '3', perPage: '2' });
    expect(beyond.json()).toMatchObject({ data: [], meta: { page: 3, perPage: 2, total: 3 } });
  });

  test('perPage above 100, page 0 and an unknown sort answer 422 on those fields', async () => {
    const { headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const tooMany = await list(spec, headers, { perPage: '101' });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['perPage']);
    expect((await list(spec, headers, { perPage: '100' })).statusCode).toBe(200);
    const pageZero = await list(spec, headers, { page: '0' });
    expect(Object.keys(pageZero.json().errors)).toEqual(['page']);
    const badSort = await list(spec, headers, { sort: 'passwordHash' });
    expect(badSort.statusCode).toBe(422);
    expect(Object.keys(badSort.json().errors)).toEqual(['sort']);
    const badOrder = await list(spec, headers, { order: 'sideways' });
    expect(Object.keys(badOrder.json().errors)).toEqual(['order']);
  });

  test('search matches company, e-mail and contact name, ignoring case; % and _ are literal', async () => {
    const { db } = ctx.current.handle;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const seed = (options: { company?: string; email?: string; contactName?: string }) =>
      seedPartner(db, tenant, { kind: spec.kind, ...options });
    const percent = await seed({ company: 'Acme 100% Cashback' });
    await seed({ company: 'Acme 1000 Deals' });
    const underscore = await seed({ email: `deal_hunter-${tenant.slug}@example.test` });
    await seed({ email: `dealxhunter-${tenant.slug}@example.test` });
    const contact = await seed({ contactName: 'Quincy Larkspur' });
    // The same company under the other kind and in another tenant is never found here.
    await seedPartner(db, tenant, { kind: spec.other, company: 'Acme 100% Cashback' });
    await seedPartner(db, await seedTenant(db), { kind: spec.kind, company: 'Acme 100% Cashback' });

    const search = (text: string) => listIds(spec, headers, { search: text });
    expect(await search('acme 100%')).toEqual([percent.partner.id]);
    expect(await search('100%')).toEqual([percent.partner.id]);
    expect(await search('DEAL_HUNTER')).toEqual([underscore.partner.id]);
    expect(await search('_')).toEqual([underscore.partner.id]);
    expect(await search('qUINCY lark')).toEqual([contact.partner.id]);
    expect(await search('%')).toEqual([percent.partner.id]);
    expect(await search('\\')).toEqual([]);
    const total = (await list(spec, headers, { search: 'acme' })).json().meta.total;
    expect(total).toBe(2);
  });

  test('search by number: "1001" or "#1001" finds the partner with that ref; answers carry the ref', async () => {
    const { db } = ctx.current.handle;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const wanted = await seedPartner(db, tenant, { kind: spec.kind });
    await seedPartner(db, tenant, { kind: spec.kind });
    const ref = wanted.partner.ref;
    expect(await listIds(spec, headers, { search: String(ref) })).toEqual([wanted.partner.id]);
    expect(await listIds(spec, headers, { search: `#${ref}` })).toEqual([wanted.partner.id]);
    const rows = (await list(spec, headers)).json().data as Array<{ id: string; ref: number }>;
    expect(rows.find((row) => row.id === wanted.partner.id)?.ref).toBe(ref);
    expect(ref).toBeGreaterThanOrEqual(1001);
  });

  test('filters by status, country and account manager', async () => {
    const { db } = ctx.current.handle;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const manager = await seedUser(db, tenant, { role: 'employee', permissions: [spec.read] });
    const pendingGerman = await seedPartner(db, tenant, {
      kind: spec.kind,
      status: 'pending',
      country: 'DE',
    });
    const managedFrench = await seedPartner(db, tenant, {
      kind: spec.kind,
      country: 'FR',
      accountManagerId: manager.id,
    });
    const managedGerman = await seedPartner(db, tenant, {
      kind: spec.kind,
      status: 'blocked',
      country: 'DE',
      accountManagerId: manager.id,
    });
    const query = { sort: 'company', order: 'asc' };
    const sorted = (...seeded: TestPartner[]) =>
      seeded.toSorted((a, b) => a.partner.company.localeCompare(b.partner.company)).map((s) => s.partner.id);

    expect(await listIds(spec, headers, { ...query, status: 'pending' })).toEqual([pendingGerman.partner.id]);
    expect(await listIds(spec, headers, { ...query, status: 'rejected' })).toEqual([]);
    expect(await listIds(spec, headers, { ...query, country: 'de' })).toEqual(
      sorted(pendingGerman, managedGerman),
    );
    const managed = await list(spec, headers, { ...query, accountManagerId: manager.id });
    expect(managed.json().data.map((row: { id: string }) => row.id)).toEqual(
      sorted(managedFrench, managedGerman),
    );
    expect(managed.json().data[0].accountManager).toEqual({
      id: manager.id,
      name: manager.name,
      email: manager.email,
    });
    expect(
      await listIds(spec, headers, {
        ...query,
        country: 'DE',
        accountManagerId: manager.id,
        status: 'blocked',
      }),
    ).toEqual([managedGerman.partner.id]);
    expect((await list(spec, headers, { status: 'asleep' })).statusCode).toBe(422);
    expect((await list(spec, headers, { country: 'XX' })).statusCode).toBe(422);
  });

  /**
   * Three partners whose order differs for every sort column, so a sort that used the wrong
   * column (or none) cannot pass.
   */
  async function seedSortable(tenant: TestTenant) {
    const { db } = ctx.current.handle;
    const seed = (options: {
      createdAt: string;
      company: string;
      emailPrefix: string;
      status: 'active' | 'blocked' | 'pending';
      country: string;
    }) =>
      seedPartner(db, tenant, {
        kind: spec.kind,
        createdAt: new Date(options.createdAt),
        company: options.company,
        email: freshEmail(options.emailPrefix),
        status: options.status,
        country: options.country,
      });
    const a = await seed({
      createdAt: '2024-01-01',
      company: 'Zeta',
      emailPrefix: 'm',
      status: 'active',
      country: 'US',
    });
    const b = await seed({
      createdAt: '2024-02-01',
      company: 'Alpha',
      emailPrefix: 'z',
      status: 'pending',
      country: 'DE',
    });
    const c = await seed({
      createdAt: '2024-03-01',
      company: 'Mid',
      emailPrefix: 'a',
      status: 'blocked',
      country: 'AT',
    });
    await setLastLogin(b, '2024-04-01T00:00:00Z');
    await setLastLogin(a, '2024-05-01T00:00:00Z');
    await setLastLogin(c, '2024-06-01T00:00:00Z');
    return { a, b, c };
  }

  // Advertisers' sorts by figures have their tests with traffic (test/reports/list-figures.test.ts).
  const ASCENDING: Record<(typeof PARTNER_SORTS)[number], Array<'a' | 'b' | 'c'>> = {
    // Numbered in the order they were added.
    ref: ['a', 'b', 'c'],
    createdAt: ['a', 'b', 'c'],
    company: ['b', 'c', 'a'],
    email: ['c', 'a', 'b'],
    status: ['a', 'c', 'b'],
    country: ['c', 'b', 'a'],
    lastLoginAt: ['b', 'a', 'c'],
  };

  test.each(PARTNER_SORTS)('sorts by %s in both directions', async (sort) => {
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const seeded = await seedSortable(tenant);
    const expected = ASCENDING[sort].map((key) => seeded[key].partner.id);
    expect(await listIds(spec, headers, { sort, order: 'asc' })).toEqual(expected);
    expect(await listIds(spec, headers, { sort, order: 'desc' })).toEqual(expected.toReversed());
  });

  test('partners without a country or a sign-in come last in both directions', async () => {
    const { db } = ctx.current.handle;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const never = await seedPartner(db, tenant, { kind: spec.kind });
    const early = await seedPartner(db, tenant, { kind: spec.kind, country: 'AT' });
    const late = await seedPartner(db, tenant, { kind: spec.kind, country: 'US' });
    await setLastLogin(early, '2024-01-01T00:00:00Z');
    await setLastLogin(late, '2024-02-01T00:00:00Z');
    const ids = (...seeded: TestPartner[]) => seeded.map((s) => s.partner.id);
    for (const sort of ['country', 'lastLoginAt']) {
      expect(await listIds(spec, headers, { sort, order: 'asc' })).toEqual(ids(early, late, never));
      expect(await listIds(spec, headers, { sort, order: 'desc' })).toEqual(ids(late, early, never));
    }
  });
});
