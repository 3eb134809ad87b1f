import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getCreativeResponseSchema } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { creatives, files } from '../../src/db/schema/index';
import { IMAGE_TOO_LARGE_MESSAGE } from '../../src/lib/image-check';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { FIXTURE_FILES, type FixtureName, fixtureBytes, storedFixtureBytes } from '../helpers/fixtures';
import { type FormInput, multipartPayload } from '../helpers/form-data';
import { blankPng, colourPng, jpegWithGps, withClaimedWidth, zipArchive } from '../helpers/made-images';
import { seedLandingPage } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { asSchemaOwner, useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/creatives';

async function world() {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name: 'Sneakers' });
  const page = await seedLandingPage(handle.db, tenant, { offerId: offer.id, name: 'Sale page' });
  return { tenant, headers, advertiser, offer, page };
}

const image = (name: FixtureName) => new Blob([fixtureBytes(name)], { type: FIXTURE_FILES[name].type });

async function send(method: 'POST' | 'PUT', url: string, headers: Record<string, string>, form: FormInput) {
  const { payload, contentType } = await multipartPayload(form);
  return ctx.current.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const creativesOf = (tenantId: string) =>
  ctx.current.handle.db.select().from(creatives).where(eq(creatives.tenantId, tenantId));
const filesOf = (tenantId: string) =>
  ctx.current.handle.db.select().from(files).where(eq(files.tenantId, tenantId));

/** Stored upload bytes of a tenant (the local store keeps them under <uploads>/<tenant id>/). */
function bytesOf(tenant: TestTenant): string[] {
  const dir = join(ctx.current.uploadsDir, tenant.id);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('POST /creatives', () => {
  test('a banner: the image checked by content, its size read from it, other types’ fields dropped', async () => {
    const { app } = ctx.current;
    const { tenant, headers, offer, page } = await world();
    const response = await send('POST', PATH, headers, {
      offerId: offer.id,
      name: 'Leaderboard',
      type: 'banner',
      status: 'paused',
      downloadable: false,
      landingPageId: page.id,
      file: image('banner'),
      linkText: 'Not for banners',
      width: 999,
    });
    expect(response.statusCode).toBe(201);
    const { data } = getCreativeResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      offer: { id: offer.id, ref: offer.ref, name: 'Sneakers' },
      name: 'Leaderboard',
      type: 'banner',
      status: 'paused',
      downloadable: false,
      landingPage: { id: page.id, name: 'Sale page' },
      width: 300,
      height: 250,
      linkText: null,
      html: null,
    });
    expect(data.file).toMatchObject({ contentType: 'image/png', width: 300, height: 250 });
    expect(data.file?.size).toBe((await storedFixtureBytes('banner')).byteLength);

    const served = await app.inject({
      method: 'GET',
      url: data.file?.url ?? '',
      headers: { host: tenant.host },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await storedFixtureBytes('banner'))).toBe(true);
    expect(bytesOf(tenant)).toEqual([data.file?.id]);
  });

  test('a text link from JSON keeps only the link text', async () => {
    const { app } = ctx.current;
    const { headers, offer } = await world();
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: {
        offerId: offer.id,
        name: 'Footer link',
        type: 'text_link',
        linkText: 'Shop now',
        html: '<b>x</b>',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'text_link',
      status: 'active',
      downloadable: true,
      linkText: 'Shop now',
      html: null,
      file: null,
      landingPage: null,
    });
  });

  test('an uploaded banner is re-encoded: EXIF with GPS and a ZIP appended to a PNG are not stored', async () => {
    const { app } = ctx.current;
    const { tenant, headers, offer } = await world();
    const uploads = [
      { bytes: await jpegWithGps(), type: 'image/jpeg', marker: Buffer.from('Exif') },
      {
        bytes: Buffer.concat([await colourPng(), zipArchive()]),
        type: 'image/png',
        marker: Buffer.from('PK'),
      },
    ];
    for (const [index, upload] of uploads.entries()) {
      expect(upload.bytes.includes(upload.marker)).toBe(true);
      const response = await send('POST', PATH, headers, {
        offerId: offer.id,
        name: `Cleaned ${index}`,
        type: 'banner',
        file: new Blob([upload.bytes], { type: upload.type }),
      });
      expect(response.statusCode).toBe(201);
      const { file } = response.json().data;
      expect(file.contentType).toBe(upload.type);
      const served = await app.inject({ method: 'GET', url: file.url, headers: { host: tenant.host } });
      expect(served.rawPayload.includes(upload.marker)).toBe(false);
      expect(served.rawPayload.byteLength).toBe(file.size);
    }
  });

  test.each([
    ['a 10000x10000 PNG', () => blankPng(10_000, 10_000)],
    ['a PNG whose header claims a width of 2^31', () => withClaimedWidth(blankPng(16, 16), 2 ** 31)],
  ])('%s is a 422 on file, and nothing is stored', async (_name, make) => {
    const { tenant, headers, offer } = await world();
    const response = await send('POST', PATH, headers, {
      offerId: offer.id,
      name: 'Huge',
      type: 'banner',
      file: new Blob([make()], { type: 'image/png' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [IMAGE_TOO_LARGE_MESSAGE] });
    expect(await creativesOf(tenant.id)).toEqual([]);
    expect(await filesOf(tenant.id)).toEqual([]);
    expect(bytesOf(tenant)).toEqual([]);
  });

  test('a banner without a file, or with a file that is not an image: 422 on file, nothing stored', async () => {
    const { tenant, headers, offer } = await world();
    const base = { offerId: offer.id, name: 'Skyscraper', type: 'banner' };
    const missing = await send('POST', PATH, headers, base);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['Choose the banner image'] });
    for (const fake of ['fakePng', 'svg'] as const) {
      const refused = await send('POST', PATH, headers, { ...base, file: image(fake) });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['file']);
    }
    expect(await creativesOf(tenant.id)).toEqual([]);
    expect(await filesOf(tenant.id)).toEqual([]);
    expect(bytesOf(tenant)).toEqual([]);
  });

  test('each type’s required fields are field errors', async () => {
    const { app } = ctx.current;
    const { tenant, headers, offer } = await world();
    const post = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: PATH,
        headers,
        payload: { offerId: offer.id, name: 'C', ...payload },
      });
    expect((await post({ type: 'text_link' })).json().errors).toEqual({ linkText: ['Enter the link text'] });
    expect((await post({ type: 'html', html: '  ' })).json().errors).toEqual({ html: ['Enter the HTML'] });
    expect((await post({ type: 'email', emailFromName: 'Shop' })).json().errors).toEqual({
      emailSubject: ['Enter the subject line'],
      emailBody: ['Enter the e-mail body'],
    });
    expect(Object.keys((await post({ type: 'video', name: '' })).json().errors).sort()).toEqual([
      'name',
      'type',
    ]);
    expect(await creativesOf(tenant.id)).toEqual([]);
  });

  test('another network’s offer, or a landing page of another offer: 422 on that field, nothing stored', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, advertiser, offer } = await world();
    const { offer: sibling } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const siblingPage = await seedLandingPage(handle.db, tenant, { offerId: sibling.id });
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer: foreign } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });
    const post = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: PATH,
        headers,
        payload: { name: 'C', type: 'html', html: '<i>x</i>', ...payload },
      });

    const wrongOffer = await post({ offerId: foreign.id });
    expect(wrongOffer.statusCode).toBe(422);
    expect(wrongOffer.json().errors).toEqual({ offerId: ['Choose the offer'] });
    const wrongPage = await post({ offerId: offer.id, landingPageId: siblingPage.id });
    expect(wrongPage.statusCode).toBe(422);
    expect(wrongPage.json().errors).toEqual({ landingPageId: ['Choose a landing page of this offer'] });
    expect(await creativesOf(tenant.id)).toEqual([]);
    expect(await creativesOf(other.id)).toEqual([]);
  });
});

describe('PUT /creatives/:id', () => {
  async function bannerOf(headers: Record<string, string>, offerId: string) {
    const response = await send('POST', PATH, headers, {
      offerId,
      name: 'Banner',
      type: 'banner',
      file: image('banner'),
    });
    return getCreativeResponseSchema.parse(response.json()).data;
  }

  test('a banner edited without a file keeps its image', async () => {
    const { tenant, headers, offer } = await world();
    const banner = await bannerOf(headers, offer.id);
    const response = await send('PUT', `${PATH}/${banner.id}`, headers, {
      offerId: offer.id,
      name: 'Banner, renamed',
      type: 'banner',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Banner, renamed',
      file: banner.file,
      width: 300,
      height: 250,
    });
    expect(bytesOf(tenant)).toHaveLength(1);
  });

  test('a new image replaces the old one, whose row and bytes are deleted', async () => {
    const { tenant, headers, offer } = await world();
    const banner = await bannerOf(headers, offer.id);
    const response = await send('PUT', `${PATH}/${banner.id}`, headers, {
      offerId: offer.id,
      name: 'Banner',
      type: 'banner',
      file: image('gif'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = getCreativeResponseSchema.parse(response.json());
    expect(data).toMatchObject({ width: 16, height: 16 });
    expect(data.file?.contentType).toBe('image/gif');
    expect((await filesOf(tenant.id)).map((row) => row.id)).toEqual([data.file?.id]);
    expect(bytesOf(tenant)).toEqual([data.file?.id]);
  });

  test('changing a banner to another type drops its image and keeps only the new type’s fields', async () => {
    const { tenant, headers, offer } = await world();
    const banner = await bannerOf(headers, offer.id);
    const response = await send('PUT', `${PATH}/${banner.id}`, headers, {
      offerId: offer.id,
      name: 'Now an e-mail',
      type: 'email',
      emailSubject: 'Spring deals',
      emailFromName: 'Sneaker shop',
      emailBody: 'Hello {name}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'email',
      file: null,
      width: null,
      height: null,
      emailSubject: 'Spring deals',
      emailFromName: 'Sneaker shop',
      emailBody: 'Hello {name}',
    });
    expect(await filesOf(tenant.id)).toEqual([]);
    expect(bytesOf(tenant)).toEqual([]);
  });

  test('a text link turned into a banner needs a file', async () => {
    const { app } = ctx.current;
    const { headers, offer } = await world();
    const created = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { offerId: offer.id, name: 'Link', type: 'text_link', linkText: 'Go' },
    });
    const id = created.json().data.id;
    const response = await send('PUT', `${PATH}/${id}`, headers, {
      offerId: offer.id,
      name: 'Link',
      type: 'banner',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Choose the banner image'] });
    const after = await app.inject({ method: 'GET', url: `${PATH}/${id}`, headers });
    expect(after.json().data).toMatchObject({ type: 'text_link', linkText: 'Go' });
  });
});

describe('a save that fails inside its transaction', () => {
  test('discards the new image’s bytes and keeps the old image', async () => {
    const { handle } = ctx.current;
    const { tenant, headers, offer } = await world();
    const created = await send('POST', PATH, headers, {
      offerId: offer.id,
      name: 'Keep',
      type: 'banner',
      file: image('banner'),
    });
    const banner = getCreativeResponseSchema.parse(created.json()).data;
    // A trigger refuses one name, so the write fails after the image was stored in the transaction.
    const refusedName = `refuse-${tenant.id}`;
    await asSchemaOwner(handle, async (owner) => {
      await owner.execute(
        sql.raw(`create or replace function test_refuse_creative() returns trigger language plpgsql as $$
        begin
          if new.name like 'refuse-%' then raise exception 'refused by the test trigger'; end if;
          return new;
        end $$`),
      );
      await owner.execute(
        sql.raw(
          `create trigger "refuse_${tenant.id}" before insert or update on creatives for each row execute function test_refuse_creative()`,
        ),
      );
    });
    try {
      const update = await send('PUT', `${PATH}/${banner.id}`, headers, {
        offerId: offer.id,
        name: refusedName,
        type: 'banner',
        file: image('webp'),
      });
      const insert = await send('POST', PATH, headers, {
        offerId: offer.id,
        name: refusedName,
        type: 'banner',
        file: image('gif'),
      });
      expect([update.statusCode, insert.statusCode]).toEqual([500, 500]);
    } finally {
      await asSchemaOwner(handle, (owner) =>
        owner.execute(sql.raw(`drop trigger "refuse_${tenant.id}" on creatives`)),
      );
    }
    expect((await filesOf(tenant.id)).map((row) => row.id)).toEqual([banner.file?.id]);
    expect(bytesOf(tenant)).toEqual([banner.file?.id]);
    expect((await creativesOf(tenant.id)).map((row) => [row.name, row.fileId])).toEqual([
      ['Keep', banner.file?.id],
    ]);
  });
});
