import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getCreativeResponseSchema, listCreativesResponseSchema } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { creatives, files } from '../../src/db/schema/index';
import { type CallerSetup, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { FIXTURE_FILES, fixtureBytes } from '../helpers/fixtures';
import { multipartPayload } from '../helpers/form-data';
import { seedCreative, seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/creatives';

async function world() {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name: 'Alpha offer' });
  return { tenant, headers, advertiser, offer };
}

async function uploadBanner(headers: Record<string, string>, offerId: string, name = 'Banner') {
  const file = new Blob([fixtureBytes('banner')], { type: FIXTURE_FILES.banner.type });
  const { payload, contentType } = await multipartPayload({ offerId, name, type: 'banner', file });
  const response = await ctx.current.app.inject({
    method: 'POST',
    url: PATH,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return getCreativeResponseSchema.parse(response.json()).data;
}

function bytesOf(tenant: TestTenant): string[] {
  const dir = join(ctx.current.uploadsDir, tenant.id);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('GET /creatives', () => {
  test('filters by offer, type and status; searches creative and offer names; sorts and pages', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, advertiser, offer } = await world();
    const { offer: beta } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      name: 'Beta offer',
    });
    const seed = (values: Parameters<typeof seedCreative>[2]) => seedCreative(handle.db, tenant, values);
    const link = await seed({ offerId: offer.id, name: 'A link' });
    const html = await seed({
      offerId: offer.id,
      name: 'B html',
      type: 'html',
      html: '<p>x</p>',
      linkText: null,
    });
    const paused = await seed({ offerId: beta.id, name: 'C paused', status: 'paused' });
    const foreignTenant = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, foreignTenant, {
      kind: 'advertiser',
    });
    const { offer: foreignOffer } = await seedOffer(handle.db, foreignTenant, {
      advertiserId: foreignAdvertiser.id,
    });
    await seedCreative(handle.db, foreignTenant, { offerId: foreignOffer.id, name: 'A foreign link' });

    const ids = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `${PATH}?${query}`, headers });
      expect(response.statusCode).toBe(200);
      return listCreativesResponseSchema.parse(response.json()).data.map((row) => row.id);
    };
    expect(await ids('sort=name&order=asc')).toEqual([link.id, html.id, paused.id]);
    expect(await ids(`offerId=${offer.id}&sort=name&order=desc`)).toEqual([html.id, link.id]);
    expect(await ids('type=html')).toEqual([html.id]);
    expect(await ids('status=paused')).toEqual([paused.id]);
    expect(await ids('search=beta')).toEqual([paused.id]);
    expect(await ids('search=LINK')).toEqual([link.id]);
    const byOffer = await ids('sort=offer&order=desc');
    expect(byOffer[0]).toBe(paused.id);
    expect(byOffer.slice(1).sort()).toEqual([link.id, html.id].sort());

    const page = await app.inject({
      method: 'GET',
      url: `${PATH}?sort=name&order=asc&perPage=2&page=2`,
      headers,
    });
    expect(page.json().meta).toEqual({ page: 2, perPage: 2, total: 3 });
    expect(page.json().data[0]).toMatchObject({
      id: paused.id,
      offer: { id: beta.id, ref: beta.ref, name: 'Beta offer' },
      status: 'paused',
      landingPage: null,
      file: null,
    });
  });
});

describe('GET /creatives/:id', () => {
  test('one creative; another network’s is a 404', async () => {
    const { app, handle } = ctx.current;
    const { headers, offer } = await world();
    const banner = await uploadBanner(headers, offer.id);
    const own = await app.inject({ method: 'GET', url: `${PATH}/${banner.id}`, headers });
    expect(own.json().data).toEqual(banner);

    const other = await seedTenant(handle.db);
    const { headers: otherHeaders } = await signedIn(app, handle.db, other);
    const foreign = await app.inject({ method: 'GET', url: `${PATH}/${banner.id}`, headers: otherHeaders });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Creative not found.' });
  });
});

describe('DELETE /creatives/:id', () => {
  test('deletes the creative, its file row and its bytes', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, offer } = await world();
    const banner = await uploadBanner(headers, offer.id);
    expect(bytesOf(tenant)).toHaveLength(1);
    const response = await app.inject({ method: 'DELETE', url: `${PATH}/${banner.id}`, headers });
    expect(response.statusCode).toBe(204);
    expect(await handle.db.select().from(creatives).where(eq(creatives.tenantId, tenant.id))).toEqual([]);
    expect(await handle.db.select().from(files).where(eq(files.tenantId, tenant.id))).toEqual([]);
    expect(bytesOf(tenant)).toEqual([]);
    const served = await app.inject({
      method: 'GET',
      url: banner.file?.url ?? '',
      headers: { host: tenant.host },
    });
    expect(served.statusCode).toBe(404);
  });

  test('another network’s creative: PUT and DELETE are 404 and it stays as it was', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, offer } = await world();
    const banner = await uploadBanner(headers, offer.id);
    const other = await seedTenant(handle.db);
    const { headers: otherHeaders } = await signedIn(app, handle.db, other);
    const { partner: otherAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer: otherOffer } = await seedOffer(handle.db, other, { advertiserId: otherAdvertiser.id });

    const put = await app.inject({
      method: 'PUT',
      url: `${PATH}/${banner.id}`,
      headers: otherHeaders,
      payload: { offerId: otherOffer.id, name: 'Taken', type: 'text_link', linkText: 'x' },
    });
    const del = await app.inject({ method: 'DELETE', url: `${PATH}/${banner.id}`, headers: otherHeaders });
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    const after = await app.inject({ method: 'GET', url: `${PATH}/${banner.id}`, headers });
    expect(after.json().data).toEqual(banner);
    expect(bytesOf(tenant)).toEqual([banner.file?.id]);
  });
});

describe('a banner on the publisher’s offer view', () => {
  test('carries its stored file, so the publisher can download it', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, offer } = await world();
    const banner = await uploadBanner(headers, offer.id, 'Wide banner');
    const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
    const view = await app.inject({
      method: 'GET',
      url: `/api/v1/publisher/offers/${offer.id}`,
      headers: publisher.headers,
    });
    expect(view.json().data.creatives).toEqual([
      {
        id: banner.id,
        name: 'Wide banner',
        type: 'banner',
        file: banner.file,
        width: 300,
        height: 250,
        linkText: null,
        html: null,
        emailSubject: null,
        emailFromName: null,
        emailBody: null,
      },
    ]);
  });
});

const CASES: Array<[string, (tenant: TestTenant, offerId: string) => Omit<CallerSetup, 'snapshot'>]> = [
  [
    'GET /creatives',
    () => ({
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: PATH }),
    }),
  ],
  [
    'GET /creatives/:id',
    (tenant, offerId) => ({
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'GET',
        url: `${PATH}/${(await seedCreative(ctx.current.handle.db, tenant, { offerId })).id}`,
      }),
    }),
  ],
  [
    'POST /creatives',
    (_tenant, offerId) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(201),
      request: async (caller) => ({
        method: 'POST',
        url: PATH,
        payload: { offerId, name: `By ${caller}`, type: 'text_link', linkText: 'Go' },
      }),
    }),
  ],
  [
    'PUT /creatives/:id',
    (tenant, offerId) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async (caller) => ({
        method: 'PUT',
        url: `${PATH}/${(await seedCreative(ctx.current.handle.db, tenant, { offerId })).id}`,
        payload: { offerId, name: `Edited by ${caller}`, type: 'html', html: '<p>hi</p>' },
      }),
    }),
  ],
  [
    'DELETE /creatives/:id',
    (tenant, offerId) => ({
      permission: 'offers.write',
      expected: STAFF_ONLY(204),
      request: async () => ({
        method: 'DELETE',
        url: `${PATH}/${(await seedCreative(ctx.current.handle.db, tenant, { offerId })).id}`,
      }),
    }),
  ],
];

test.each(CASES)('who may call %s; refused callers change nothing', async (_name, setupOf) => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
  const setup = setupOf(tenant, offer.id);
  const result = await statusesByCaller(app, handle.db, tenant, {
    ...setup,
    snapshot: () => handle.db.select().from(creatives).where(eq(creatives.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(setup.expected);
  expect(result.afterRefused).toEqual(result.before);
});
