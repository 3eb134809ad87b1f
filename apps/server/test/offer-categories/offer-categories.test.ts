import { listOfferCategoriesResponseSchema } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerCategories, offerCategoryLinks, offers } from '../../src/db/schema/index';
import { signedInPartner } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { seedCategory, seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/offer-categories';

const categoriesOf = (tenantId: string) =>
  ctx.current.handle.db.select().from(offerCategories).where(eq(offerCategories.tenantId, tenantId));

describe('GET /offer-categories', () => {
  test('lists the tenant’s categories by name, any case, with how many offers each has', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const other = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const games = await seedCategory(handle.db, tenant, 'games');
    const finance = await seedCategory(handle.db, tenant, 'Finance');
    const zoo = await seedCategory(handle.db, tenant, 'Zoo');
    await seedCategory(handle.db, other, 'Apples');
    await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, categoryIds: [games.id, finance.id] });
    await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, categoryIds: [games.id] });

    const response = await app.inject({ method: 'GET', url: PATH, headers });
    expect(response.statusCode).toBe(200);
    const { data } = listOfferCategoriesResponseSchema.parse(response.json());
    expect(data.map((row) => [row.name, row.offerCount])).toEqual([
      ['Finance', 1],
      ['games', 2],
      ['Zoo', 0],
    ]);
    expect(data[2]).toEqual({
      id: zoo.id,
      name: 'Zoo',
      description: null,
      offerCount: 0,
      createdAt: zoo.createdAt.toISOString(),
    });
  });

  test('searches name and description, sorts by offer count, pages', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const names = ['Cards', 'Loans', 'Travel', 'Crypto'];
    const rows = [];
    for (const name of names) rows.push(await seedCategory(handle.db, tenant, name));
    await handle.db
      .update(offerCategories)
      .set({ description: 'Credit and cards' })
      .where(eq(offerCategories.id, rows[1]?.id ?? ''));
    for (const index of [0, 0, 0, 1, 3]) {
      await seedOffer(handle.db, tenant, {
        advertiserId: advertiser.id,
        categoryIds: [rows[index]?.id ?? ''],
      });
    }
    const list = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `${PATH}?${query}`, headers });
      expect(response.statusCode, query).toBe(200);
      return listOfferCategoriesResponseSchema.parse(response.json());
    };

    const byCount = await list('sort=offerCount&order=desc&perPage=2');
    expect(byCount.data.map((row) => row.name)).toEqual(['Cards', 'Crypto']);
    expect(byCount.meta).toEqual({ page: 1, perPage: 2, total: 4 });
    expect((await list('sort=offerCount&order=desc&perPage=2&page=2')).data.map((row) => row.name)).toEqual([
      'Loans',
      'Travel',
    ]);
    // "cred" is in Loans' description only; "%" is a literal character, not a wildcard.
    expect((await list('search=cred')).data.map((row) => row.name)).toEqual(['Loans']);
    expect((await list('search=%25')).data).toEqual([]);
    const refused = await app.inject({ method: 'GET', url: `${PATH}?sort=bogus&perPage=500`, headers });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['perPage', 'sort']);
  });
});

describe('GET /offer-categories/options', () => {
  test('every category of the tenant by name, id and name only', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const other = await seedTenant(handle.db);
    const beta = await seedCategory(handle.db, tenant, 'beta');
    const alpha = await seedCategory(handle.db, tenant, 'Alpha');
    await seedCategory(handle.db, other, 'Aardvark');
    const response = await app.inject({ method: 'GET', url: `${PATH}/options`, headers });
    expect(response.json()).toEqual({
      data: [
        { id: alpha.id, name: 'Alpha' },
        { id: beta.id, name: 'beta' },
      ],
    });
  });
});

describe('POST /offer-categories', () => {
  test('adds a category from form data and answers it with 201', async () => {
    const { app } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const form = await multipartPayload({ name: '  Sweepstakes ', description: 'Win-a-prize offers' });
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Sweepstakes',
      description: 'Win-a-prize offers',
      offerCount: 0,
    });
    const stored = await categoriesOf(tenant.id);
    expect(stored.map((row) => [row.id, row.name])).toEqual([[response.json().data.id, 'Sweepstakes']]);
  });

  test('a name the tenant already has, in any case, is a 409 on the name field', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    await seedCategory(handle.db, tenant, 'Dating');
    const response = await app.inject({ method: 'POST', url: PATH, headers, payload: { name: 'DATING' } });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: ['A category with this name already exists'] });
    expect(await categoriesOf(tenant.id)).toHaveLength(1);
  });

  test('another network may use the same name', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    await seedCategory(handle.db, await seedTenant(handle.db), 'Dating');
    const response = await app.inject({ method: 'POST', url: PATH, headers, payload: { name: 'Dating' } });
    expect(response.statusCode).toBe(201);
  });

  test('a blank name or a long description is a 422 with field errors, and nothing is added', async () => {
    const { app } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { name: '   ', description: 'x'.repeat(501) },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['description', 'name']);
    expect(response.json().errors.name).toEqual(['Enter the category name']);
    expect(await categoriesOf(tenant.id)).toEqual([]);
  });
});

describe('PUT /offer-categories/:id', () => {
  test('renames and describes a category; its own name in another case is not a clash', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const category = await seedCategory(handle.db, tenant, 'mobile apps');
    const response = await app.inject({
      method: 'PUT',
      url: `${PATH}/${category.id}`,
      headers,
      payload: { name: 'Mobile Apps', description: 'Installs' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: category.id,
      name: 'Mobile Apps',
      description: 'Installs',
    });
    const [stored] = await categoriesOf(tenant.id);
    expect(stored?.updatedAt.getTime()).toBeGreaterThan(category.updatedAt.getTime());

    const cleared = await app.inject({
      method: 'PUT',
      url: `${PATH}/${category.id}`,
      headers,
      payload: { name: 'Mobile Apps' },
    });
    expect(cleared.json().data.description).toBeNull();
  });

  test('taking another category’s name is a 409 on the name field and changes nothing', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    await seedCategory(handle.db, tenant, 'Crypto');
    const category = await seedCategory(handle.db, tenant, 'Nutra');
    const response = await app.inject({
      method: 'PUT',
      url: `${PATH}/${category.id}`,
      headers,
      payload: { name: 'crypto' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.name).toHaveLength(1);
    expect((await categoriesOf(tenant.id)).map((row) => row.name).sort()).toEqual(['Crypto', 'Nutra']);
  });

  test('a blank name is a 422 and the category keeps its name', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const category = await seedCategory(handle.db, tenant, 'Travel');
    const response = await app.inject({
      method: 'PUT',
      url: `${PATH}/${category.id}`,
      headers,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['Enter the category name']);
    expect((await categoriesOf(tenant.id))[0]?.name).toBe('Travel');
  });
});

describe('DELETE /offer-categories/:id', () => {
  test('deletes the category and unlinks its offers, which stay', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const doomed = await seedCategory(handle.db, tenant);
    const kept = await seedCategory(handle.db, tenant);
    const { offer } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      categoryIds: [doomed.id, kept.id],
    });

    const response = await app.inject({ method: 'DELETE', url: `${PATH}/${doomed.id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await categoriesOf(tenant.id)).map((row) => row.id)).toEqual([kept.id]);
    const links = await handle.db
      .select()
      .from(offerCategoryLinks)
      .where(eq(offerCategoryLinks.offerId, offer.id));
    expect(links.map((link) => link.categoryId)).toEqual([kept.id]);
    expect(await handle.db.select().from(offers).where(eq(offers.id, offer.id))).toHaveLength(1);

    const again = await app.inject({ method: 'DELETE', url: `${PATH}/${doomed.id}`, headers });
    expect(again.statusCode).toBe(404);
  });
});

describe('another network’s category', () => {
  test('PUT and DELETE answer 404 and leave it as it was', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const other = await seedTenant(handle.db);
    const foreign = await seedCategory(handle.db, other, 'Foreign');
    const put = await app.inject({
      method: 'PUT',
      url: `${PATH}/${foreign.id}`,
      headers,
      payload: { name: 'Mine now' },
    });
    const del = await app.inject({ method: 'DELETE', url: `${PATH}/${foreign.id}`, headers });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(put.json().message).toBe('Category not found.');
    expect(await categoriesOf(other.id)).toEqual([foreign]);
  });

  test('a malformed id is a 422 on the id', async () => {
    const { app } = ctx.current;
    const { headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const response = await app.inject({ method: 'DELETE', url: `${PATH}/not-a-uuid`, headers });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['id']);
  });
});

describe('GET /publisher/offer-categories', () => {
  test('a publisher gets the tenant’s category ids and names, by name', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const b = await seedCategory(handle.db, tenant, 'beauty');
    const a = await seedCategory(handle.db, tenant, 'Auto');
    await seedCategory(handle.db, await seedTenant(handle.db), 'Elsewhere');
    const { headers } = await signedInPartner(app, handle.db, tenant, 'publisher');
    const response = await app.inject({ method: 'GET', url: '/api/v1/publisher/offer-categories', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: a.id, name: 'Auto' },
        { id: b.id, name: 'beauty' },
      ],
    });
  });
});
