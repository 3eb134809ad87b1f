import type { Offer } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { storedFixtureBytes } from '../helpers/fixtures';
import { seedCategory } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import {
  filesOf,
  fixtureFile,
  generalTabBody,
  getOffer,
  offerOfNewTenant,
  putTab,
  putTabForm,
  storedOffer,
  uploadedBytesOf,
} from './offer-api';

const ctx = useTestApp();

function newOffer() {
  return offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
}

describe('PUT /offers/:id/general', () => {
  test('round-trips every field; other tabs are left alone', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const advertiser = await seedPartner(handle.db, staff.tenant, { kind: 'advertiser' });
    const [b, a] = [
      await seedCategory(handle.db, staff.tenant, 'Beta'),
      await seedCategory(handle.db, staff.tenant, 'alpha'),
    ];
    const response = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(advertiser.partner.id, { categoryIds: [b.id, a.id] }),
    );
    expect(response.statusCode).toBe(200);
    const saved: Offer = response.json().data;
    expect(saved).toMatchObject({
      name: 'Winter Sale',
      advertiserId: advertiser.partner.id,
      advertiser: { id: advertiser.partner.id, company: advertiser.partner.company },
      categoryIds: [a.id, b.id],
      categories: [
        { id: a.id, name: 'alpha' },
        { id: b.id, name: 'Beta' },
      ],
      status: 'paused',
      currency: 'GBP',
      destinationUrl: 'https://winter.example/?c={click_id}&p={pub_id}',
      previewUrl: 'https://winter.example/',
      description: '<h2>Winter</h2><p>Cold <em>deals</em></p>',
      restrictions: 'No e-mail traffic',
      tags: ['winter', 'retail'],
      notes: 'Call the advertiser first',
      redirectMode: 'meta_refresh',
      requireHttps: true,
      defaultConversionStatus: 'pending',
    });
    const { id, ref, events, payouts, createdAt } = offer;
    expect(saved).toMatchObject({ id, ref, events, payouts, createdAt });
    expect(saved.updatedAt > offer.updatedAt).toBe(true);
    expect(await getOffer(app, staff, offer.id)).toEqual(saved);

    // Optional fields left out are cleared; the thumbnail stays unless removed or replaced.
    const cleared = await putTab(app, staff, offer.id, 'general', {
      name: 'Bare',
      advertiserId: advertiser.partner.id,
      destinationUrl: 'https://bare.example/',
    });
    expect(cleared.json().data).toMatchObject({
      categoryIds: [],
      previewUrl: null,
      description: null,
      restrictions: null,
      tags: [],
      notes: null,
      status: 'draft',
      requireHttps: false,
    });

    // A JSON client's blank URL means none too, not an invalid URL.
    const blank = await putTab(app, staff, offer.id, 'general', {
      name: 'Bare',
      advertiserId: advertiser.partner.id,
      destinationUrl: 'https://bare.example/',
      previewUrl: '',
    });
    expect(blank.statusCode).toBe(200);
    expect(blank.json().data.previewUrl).toBeNull();
  });

  test('the description keeps safe markup only, and nothing left is null', async () => {
    const { app } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id, {
      description:
        '<p onmouseover="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p>' +
        '<script>alert(1)</script><img src="x" onerror="alert(1)">',
    });
    const saved: Offer = (await putTab(app, staff, offer.id, 'general', body)).json().data;
    expect(saved.description).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
    const empty = await putTab(app, staff, offer.id, 'general', {
      ...body,
      description: '<p><script>x</script></p>',
    });
    expect(empty.json().data.description).toBeNull();
  });

  test('thumbnail: upload, replace (the old file is deleted), keep, remove', async () => {
    const { app, handle, uploadsDir } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id);
    const first: Offer = (
      await putTabForm(app, staff, offer.id, 'general', { ...body, thumbnail: fixtureFile('banner') })
    ).json().data;
    expect(first.thumbnail).toMatchObject({ contentType: 'image/png', width: 300, height: 250 });
    const second: Offer = (
      await putTabForm(app, staff, offer.id, 'general', { ...body, thumbnail: fixtureFile('webp') })
    ).json().data;
    expect(second.thumbnail).toMatchObject({ contentType: 'image/webp', width: 64, height: 32 });
    expect((await filesOf(handle.db, staff.tenant.id)).map((file) => file.id)).toEqual([
      second.thumbnail?.id,
    ]);
    expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([second.thumbnail?.id]);
    const gone = await app.inject({
      method: 'GET',
      url: first.thumbnail?.url ?? '',
      headers: { host: staff.tenant.host },
    });
    expect(gone.statusCode).toBe(404);
    const served = await app.inject({
      method: 'GET',
      url: second.thumbnail?.url ?? '',
      headers: { host: staff.tenant.host },
    });
    expect(served.rawPayload.equals(await storedFixtureBytes('webp'))).toBe(true);

    const kept: Offer = (await putTab(app, staff, offer.id, 'general', { ...body, name: 'Kept' })).json()
      .data;
    expect(kept.thumbnail).toEqual(second.thumbnail);

    const removed: Offer = (
      await putTab(app, staff, offer.id, 'general', { ...body, removeThumbnail: true })
    ).json().data;
    expect(removed.thumbnail).toBeNull();
    expect(await filesOf(handle.db, staff.tenant.id)).toEqual([]);
    expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([]);
  });

  test('a fake image is refused: the offer and its current thumbnail stay as they were', async () => {
    const { app, handle, uploadsDir } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id);
    const current: Offer = (
      await putTabForm(app, staff, offer.id, 'general', { ...body, thumbnail: fixtureFile('gif') })
    ).json().data;
    const before = await storedOffer(handle.db, offer.id);
    for (const fixture of ['fakePng', 'svg'] as const) {
      const response = await putTabForm(app, staff, offer.id, 'general', {
        ...body,
        name: 'Changed',
        thumbnail: fixtureFile(fixture),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ thumbnail: ['Upload a PNG, JPEG, GIF or WebP image'] });
    }
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    expect(uploadedBytesOf(uploadsDir, staff.tenant.id)).toEqual([current.thumbnail?.id]);
  });

  test('require HTTPS: the destination and the stored pages and fallback URLs must be https', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    await putTab(app, staff, offer.id, 'landing-pages', {
      landingPages: [
        { name: 'Secure', url: 'https://shop.example/a' },
        { name: 'Old', url: 'http://shop.example/b' },
      ],
    });
    await putTab(app, staff, offer.id, 'fallback', {
      fallbacks: [
        { kind: 'url', url: 'https://ok.example' },
        { kind: 'url', url: 'http://plain.example' },
      ],
    });
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(staff.advertiser.partner.id, { destinationUrl: 'http://shop.example/' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      destinationUrl: ['This offer requires HTTPS: start the URL with https://'],
      requireHttps: [
        'These still use http://: landing page "Old", fallback 2. Change them to https:// first',
      ],
    });
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    // Without the requirement, plain http is fine.
    const relaxed = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(staff.advertiser.partner.id, {
        destinationUrl: 'http://shop.example/',
        requireHttps: false,
      }),
    );
    expect(relaxed.statusCode).toBe(200);
  });

  test("another tenant's advertiser or category, and schema errors, change nothing", async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const elsewhere = await seedTenant(handle.db);
    const foreignAdvertiser = await seedPartner(handle.db, elsewhere, { kind: 'advertiser' });
    const foreignCategory = await seedCategory(handle.db, elsewhere);
    const before = await storedOffer(handle.db, offer.id);
    const foreign = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(foreignAdvertiser.partner.id, { categoryIds: [foreignCategory.id] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors).sort()).toEqual(['advertiserId', 'categoryIds']);
    const invalid = await putTab(app, staff, offer.id, 'general', { name: '', destinationUrl: 'ftp://x' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['advertiserId', 'destinationUrl', 'name']);
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });

  test('attribution: the window and the minimum time round-trip; out-of-range values change nothing', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const advertiser = await seedPartner(handle.db, staff.tenant, { kind: 'advertiser' });
    const body = generalTabBody(advertiser.partner.id, {
      attributionWindowDays: '7',
      minConversionSeconds: 45,
    });
    const saved = await putTab(app, staff, offer.id, 'general', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ attributionWindowDays: 7, minConversionSeconds: 45 });
    expect((await storedOffer(handle.db, offer.id)).offer).toMatchObject({
      attributionWindowDays: 7,
      minConversionSeconds: 45,
    });
    const before = await storedOffer(handle.db, offer.id);
    for (const [field, value] of [
      ['attributionWindowDays', 0],
      ['attributionWindowDays', 366],
      ['minConversionSeconds', -1],
      ['minConversionSeconds', 86_401],
      ['minConversionSeconds', 1.5],
    ] as const) {
      const bad = await putTab(app, staff, offer.id, 'general', { ...body, name: 'Changed', [field]: value });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });

  test('conversion channels and the browser’s largest sale amount round-trip; bad values change nothing', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id, {
      conversionIntake: 'server_and_browser',
      browserSaleAmountMax: '250.5',
    });
    const saved = await putTab(app, staff, offer.id, 'general', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      conversionIntake: 'server_and_browser',
      browserSaleAmountMax: '250.50',
    });
    const before = await storedOffer(handle.db, offer.id);
    for (const [field, value] of [
      ['conversionIntake', 'pixels_only'],
      ['browserSaleAmountMax', '-1'],
      ['browserSaleAmountMax', '12.345'],
    ] as const) {
      const bad = await putTab(app, staff, offer.id, 'general', { ...body, name: 'Changed', [field]: value });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    // Back to the network's default, and no amount taken from browsers.
    const reset = await putTab(app, staff, offer.id, 'general', {
      ...generalTabBody(staff.advertiser.partner.id),
      conversionIntake: 'network_default',
    });
    expect(reset.json().data).toMatchObject({
      conversionIntake: 'network_default',
      browserSaleAmountMax: null,
    });
    expect((await storedOffer(handle.db, offer.id)).offer).toMatchObject({
      conversionIntake: null,
      browserSaleAmountMax: null,
    });
  });

  test('the hold before payment round-trips (0 to 90 days); out of range changes nothing; left out is the publisher’s', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id, { holdDays: '14' });
    const saved = await putTab(app, staff, offer.id, 'general', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ holdDays: 14 });
    expect((await storedOffer(handle.db, offer.id)).offer).toMatchObject({ holdDays: 14 });
    const before = await storedOffer(handle.db, offer.id);
    for (const value of [-1, 91, 2.5, 'soon']) {
      const bad = await putTab(app, staff, offer.id, 'general', {
        ...body,
        name: 'Changed',
        holdDays: value,
      });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['holdDays']);
    }
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    const inherit = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(staff.advertiser.partner.id),
    );
    expect(inherit.json().data).toMatchObject({ holdDays: null });
    expect((await storedOffer(handle.db, offer.id)).offer).toMatchObject({ holdDays: null });
  });

  test('the validation deadline round-trips; bad values change nothing; no days is the advertiser’s', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id, {
      validationDays: '45',
      validationAction: 'reject',
    });
    const saved = await putTab(app, staff, offer.id, 'general', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ validationDays: 45, validationAction: 'reject' });
    const before = await storedOffer(handle.db, offer.id);
    expect(before.offer).toMatchObject({ validationDays: 45, validationAction: 'reject' });
    for (const change of [{ validationDays: '0' }, { validationDays: 366 }, { validationAction: 'later' }]) {
      const bad = await putTab(app, staff, offer.id, 'general', { ...body, name: 'Changed', ...change });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(Object.keys(change));
    }
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    const inherit = await putTab(
      app,
      staff,
      offer.id,
      'general',
      generalTabBody(staff.advertiser.partner.id),
    );
    expect(inherit.json().data).toMatchObject({ validationDays: null, validationAction: null });
  });

  test('a status change is recorded in the offer’s status history with who made it; other saves record none', async () => {
    const { app } = ctx.current;
    const { staff, offer } = await newOffer();
    const body = generalTabBody(staff.advertiser.partner.id, { requireHttps: false, status: offer.status });
    expect((await putTab(app, staff, offer.id, 'general', body)).statusCode).toBe(200);
    expect((await putTab(app, staff, offer.id, 'general', { ...body, status: 'archived' })).statusCode).toBe(
      200,
    );
    const history = await app.inject({
      url: `/api/v1/offers/${offer.id}/status-changes`,
      headers: staff.headers,
    });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        fromStatus: offer.status,
        toStatus: 'archived',
        cause: 'staff',
        changedBy: { id: staff.user.id, name: staff.user.name },
        cap: null,
      }),
    ]);
  });
});
