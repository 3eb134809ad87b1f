import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerAccess } from '../../src/db/schema/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { seedOffer } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/offer-access';

async function world() {
  const { app, handle } = ctx.current;
  const { tenant, user: admin, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, {
    advertiserId: advertiser.id,
    visibility: 'private',
  });
  return { tenant, admin, headers, advertiser, offer };
}

const entriesOf = (offerId: string) =>
  ctx.current.handle.db.select().from(offerAccess).where(eq(offerAccess.offerId, offerId));

describe('POST /offer-access', () => {
  test('approves several publishers at once from form data; an existing entry is replaced, its request kept', async () => {
    const { app, handle } = ctx.current;
    const { tenant, admin, headers, offer } = await world();
    const fresh = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const asked = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const requestedAt = new Date('2026-04-01T12:00:00Z');
    await handle.db.insert(offerAccess).values({
      tenantId: tenant.id,
      offerId: offer.id,
      publisherId: asked.partner.id,
      status: 'rejected',
      reason: 'Not yet',
      answers: [{ question: 'Where?', answer: 'Newsletter' }],
      requestedAt,
    });
    const form = await multipartPayload({
      offerId: offer.id,
      publisherIds: [fresh.partner.id, asked.partner.id, fresh.partner.id],
      status: 'approved',
      reason: 'Trusted partners',
    });

    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 2 } });
    const rows = new Map((await entriesOf(offer.id)).map((row) => [row.publisherId, row]));
    expect(rows.size).toBe(2);
    expect(rows.get(fresh.partner.id)).toMatchObject({
      status: 'approved',
      reason: 'Trusted partners',
      decidedBy: admin.id,
      requestedAt: null,
      answers: [],
    });
    expect(rows.get(asked.partner.id)).toMatchObject({
      status: 'approved',
      reason: 'Trusted partners',
      decidedBy: admin.id,
      requestedAt,
      answers: [{ question: 'Where?', answer: 'Newsletter' }],
    });
  });

  test('blocks a publisher; the reason may be left out', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, offer } = await world();
    const publisher = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { offerId: offer.id, publisherIds: [publisher.partner.id], status: 'blocked' },
    });
    expect(response.json()).toEqual({ data: { updated: 1 } });
    expect(await entriesOf(offer.id)).toMatchObject([{ status: 'blocked', reason: null }]);
  });

  test('another network’s offer, or a publisher that is not this network’s publisher: 404, nothing written', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, advertiser, offer } = await world();
    const own = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const other = await seedTenant(handle.db);
    const foreignPublisher = await seedPartner(handle.db, other, { kind: 'publisher' });
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer: foreignOffer } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });

    const attempts = [
      { offerId: foreignOffer.id, publisherIds: [own.partner.id] },
      { offerId: offer.id, publisherIds: [own.partner.id, foreignPublisher.partner.id] },
      { offerId: offer.id, publisherIds: [own.partner.id, advertiser.id] },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: PATH,
        headers,
        payload: { ...attempt, status: 'approved' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await entriesOf(offer.id)).toEqual([]);
    expect(await entriesOf(foreignOffer.id)).toEqual([]);
  });

  test('a status other than approved or blocked, no publishers or a bad offer id: 422, nothing written', async () => {
    const { app } = ctx.current;
    const { headers, offer } = await world();
    const response = await app.inject({
      method: 'POST',
      url: PATH,
      headers,
      payload: { offerId: 'offer-1', publisherIds: [], status: 'pending' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      offerId: ['Choose an offer'],
      publisherIds: ['Choose 1 to 500 publishers'],
      status: ['Choose approved or blocked'],
    });
    expect(await entriesOf(offer.id)).toEqual([]);
  });
});
