import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { publisherPostbacks } from '../../src/db/schema/index';
import { PUBLISHER_ONLY, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import { postbackWorld, seedPostback } from './postback-world';

const ctx = useTestApp();
const STAFF = '/api/v1/publisher-postbacks';
const MINE = '/api/v1/publisher/postbacks';

const validBody = (extra: Record<string, unknown> = {}) => ({
  method: 'GET',
  url: 'https://tracker.pub.example/postback?cid={aff_click_id}&payout={payout}&s={status}',
  statuses: ['approved', 'pending'],
  ...extra,
});

async function postbacksOf(publisherId: string) {
  return ctx.current.handle.db
    .select()
    .from(publisherPostbacks)
    .where(eq(publisherPostbacks.publisherId, publisherId));
}

describe('a publisher’s own postbacks', () => {
  test('add, list, view, edit and delete; the list is paged', async () => {
    const { app, handle } = ctx.current;
    const { headers, offer, publisherId } = await postbackWorld(app, handle.db);
    const created = await app.inject({
      method: 'POST',
      url: MINE,
      headers,
      payload: validBody({ offerId: offer.id, eventKey: 'conversion' }),
    });
    expect(created.statusCode).toBe(201);
    const postback = created.json().data;
    expect(postback).toMatchObject({
      publisherId,
      offerId: offer.id,
      offerName: offer.name,
      eventKey: 'conversion',
      statuses: ['approved', 'pending'],
      method: 'GET',
      body: null,
      isActive: true,
    });
    await app.inject({ method: 'POST', url: MINE, headers, payload: validBody() });

    const page = await app.inject({
      method: 'GET',
      url: `${MINE}?perPage=1&page=2&sort=createdAt&order=desc`,
      headers,
    });
    expect(page.json().meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect(page.json().data.map((row: { id: string }) => row.id)).toEqual([postback.id]);

    const edited = await app.inject({
      method: 'PUT',
      url: `${MINE}/${postback.id}`,
      headers,
      payload: validBody({ method: 'POST', body: '{"id":"{conversion_id}"}', isActive: false }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      method: 'POST',
      body: '{"id":"{conversion_id}"}',
      offerId: null,
      isActive: false,
    });
    expect(
      (await app.inject({ method: 'GET', url: `${MINE}/${postback.id}`, headers })).json().data.isActive,
    ).toBe(false);

    expect((await app.inject({ method: 'DELETE', url: `${MINE}/${postback.id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await app.inject({ method: 'GET', url: `${MINE}/${postback.id}`, headers })).statusCode).toBe(
      404,
    );
  });

  test.each([
    ['an unknown macro', { url: 'https://pub.example/pb?cid={clickid}' }, 'url', 'Unknown macro: {clickid}'],
    [
      'a macro in the host',
      { url: 'https://{sub1}.pub.example/pb' },
      'url',
      'Macros are not allowed in the host',
    ],
    [
      'a macro in the port',
      { url: 'https://pub.example:{sub1}/pb' },
      'url',
      'Macros are not allowed in the host',
    ],
    ['another scheme', { url: 'ftp://pub.example/pb' }, 'url', 'The URL must start with http:// or https://'],
    ['an unknown body macro', { method: 'POST', body: 'x={nope}' }, 'body', 'Unknown macro: {nope}'],
    ['no status', { statuses: [] }, 'statuses', 'Choose at least one status'],
    ['a status that is not one', { statuses: ['paid'] }, 'statuses.0', 'Choose a conversion status'],
    ['a method that is not one', { method: 'PUT' }, 'method', 'Choose GET or POST'],
  ])('%s is refused with a field error and nothing is stored', async (_label, change, field, message) => {
    const { app, handle } = ctx.current;
    const { headers, publisherId } = await postbackWorld(app, handle.db);
    const response = await app.inject({ method: 'POST', url: MINE, headers, payload: validBody(change) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await postbacksOf(publisherId)).toEqual([]);
  });

  test('only offers the publisher may run, and only events they may see', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers, offer, publisherId } = await postbackWorld(app, handle.db);
    const { offer: approval } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    const { offer: blocked } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    await seedOfferAccess(handle.db, tenant, { offerId: blocked.id, publisherId, status: 'blocked' });
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer: foreign } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });

    const save = (extra: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: MINE, headers, payload: validBody(extra) });
    for (const offerId of [approval.id, blocked.id, foreign.id]) {
      const refused = await save({ offerId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.offerId).toEqual(['The publisher cannot run this offer']);
    }
    const privateEvent = await save({ offerId: offer.id, eventKey: 'vip' });
    expect(privateEvent.json().errors.eventKey).toEqual(['Choose an event of this offer']);
    const globalPrivate = await save({ eventKey: 'vip' });
    expect(globalPrivate.json().errors.eventKey).toEqual([
      'Choose an event of the offers the publisher runs',
    ]);
    expect(await postbacksOf(publisherId)).toEqual([]);

    // Once approved, the approval offer is theirs to use.
    await seedOfferAccess(handle.db, tenant, { offerId: approval.id, publisherId, status: 'approved' });
    expect((await save({ offerId: approval.id, eventKey: 'conversion' })).statusCode).toBe(201);
    expect((await save({ eventKey: 'conversion' })).statusCode).toBe(201);
  });

  test('another publisher’s postback is neither shown, changed, deleted nor tested', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await postbackWorld(app, handle.db);
    const { partner: other } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const theirs = await seedPostback(handle.db, { tenantId: tenant.id, publisherId: other.id });
    const url = `${MINE}/${theirs.id}`;
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url, headers, payload: validBody() })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `${url}/test`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: MINE, headers })).json().data).toEqual([]);
    expect(await postbacksOf(other.id)).toEqual([theirs]);
  });

  test('the secret is made on first read, stays the same, and rotates', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await postbackWorld(app, handle.db);
    const first = (
      await app.inject({ method: 'GET', url: '/api/v1/publisher/postback-secret', headers })
    ).json().data.secret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const again = (
      await app.inject({ method: 'GET', url: '/api/v1/publisher/postback-secret', headers })
    ).json().data.secret;
    expect(again).toBe(first);
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/v1/publisher/postback-secret/rotate',
      headers,
    });
    expect(rotated.json().data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.json().data.secret).not.toBe(first);
    const after = (
      await app.inject({ method: 'GET', url: '/api/v1/publisher/postback-secret', headers })
    ).json().data.secret;
    expect(after).toBe(rotated.json().data.secret);
  });
});

describe('staff manage any publisher’s postbacks', () => {
  test('add for a publisher, list them filtered by publisher, move one to another publisher', async () => {
    const { app, handle } = ctx.current;
    const { tenant, offer, publisherId } = await postbackWorld(app, handle.db);
    const { headers } = await signedIn(app, handle.db, tenant, { role: 'admin' });
    const { partner: second } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const created = await app.inject({
      method: 'POST',
      url: STAFF,
      headers,
      payload: validBody({ publisherId, offerId: offer.id }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await seedPostback(handle.db, { tenantId: tenant.id, publisherId: second.id });

    const filtered = await app.inject({ method: 'GET', url: `${STAFF}?publisherId=${publisherId}`, headers });
    expect(filtered.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    const byOffer = await app.inject({ method: 'GET', url: `${STAFF}?offerId=${offer.id}`, headers });
    expect(byOffer.json().meta.total).toBe(1);

    const moved = await app.inject({
      method: 'PUT',
      url: `${STAFF}/${id}`,
      headers,
      payload: validBody({ publisherId: second.id }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.publisherId).toBe(second.id);
  });

  test('a publisher of another network, or an advertiser, is not a publisher to choose', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const other = await seedTenant(handle.db);
    const { partner: foreign } = await seedPartner(handle.db, other, { kind: 'publisher' });
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    for (const publisherId of [foreign.id, advertiser.id]) {
      const response = await app.inject({
        method: 'POST',
        url: STAFF,
        headers,
        payload: validBody({ publisherId }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.publisherId).toEqual(['Choose a publisher of this network']);
    }
    expect(await postbacksOf(foreign.id)).toEqual([]);
  });

  test('the form’s offer list for a chosen publisher: the offers they may run, with the events they see', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, offer, publisherId } = await postbackWorld(app, handle.db);
    const { headers } = await signedIn(app, handle.db, tenant, { role: 'admin' });
    const { offer: approval } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    const { offer: blocked } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    await seedOfferAccess(handle.db, tenant, { offerId: blocked.id, publisherId, status: 'blocked' });
    const targetsOf = async (id: string) =>
      app.inject({ method: 'GET', url: `${STAFF}/targets?publisherId=${id}`, headers });

    const listed = await targetsOf(publisherId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.offers).toEqual([
      { id: offer.id, ref: offer.ref, name: offer.name, events: [{ key: 'conversion', name: 'Conversion' }] },
    ]);
    await seedOfferAccess(handle.db, tenant, { offerId: approval.id, publisherId, status: 'approved' });
    const afterApproval = (await targetsOf(publisherId))
      .json()
      .data.offers.map((row: { id: string }) => row.id);
    expect(afterApproval.sort()).toEqual([offer.id, approval.id].sort());

    // Another network's publisher, or an advertiser, has no offers to show here: not found.
    const other = await seedTenant(handle.db);
    const { partner: foreign } = await seedPartner(handle.db, other, { kind: 'publisher' });
    for (const id of [foreign.id, advertiser.id]) {
      const refused = await targetsOf(id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Publisher not found.');
    }
  });

  test('another network’s postback is not found', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const other = await seedTenant(handle.db);
    const { partner: foreign } = await seedPartner(handle.db, other, { kind: 'publisher' });
    const theirs = await seedPostback(handle.db, { tenantId: other.id, publisherId: foreign.id });
    const url = `${STAFF}/${theirs.id}`;
    expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'PUT', url, headers, payload: validBody({ publisherId: foreign.id }) }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: STAFF, headers })).json().data).toEqual([]);
    expect(await postbacksOf(foreign.id)).toEqual([theirs]);
  });
});

describe('who may call', () => {
  test('staff endpoints: admins and employees with publishers.write', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'publishers.write',
      expected: STAFF_ONLY(201),
      request: async () => ({
        method: 'POST',
        url: STAFF,
        payload: validBody({ publisherId: publisher.id }),
      }),
      snapshot: () => postbacksOf(publisher.id),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(201));
    expect(result.afterRefused).toEqual(result.before);
  });

  test('staff reads need publishers.read', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    for (const url of [STAFF, `${STAFF}/targets`, '/api/v1/publisher-postback-deliveries']) {
      const result = await statusesByCaller(app, handle.db, tenant, {
        permission: 'publishers.read',
        expected: STAFF_ONLY(200),
        request: async () => ({ method: 'GET', url }),
      });
      expect(result.statuses).toEqual(STAFF_ONLY(200));
    }
  });

  test('the publisher endpoints are for publishers only', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    for (const url of [MINE, '/api/v1/publisher/postback-deliveries', '/api/v1/publisher/postback-secret']) {
      const result = await statusesByCaller(app, handle.db, tenant, {
        permission: 'publishers.write',
        expected: PUBLISHER_ONLY(200),
        request: async () => ({ method: 'GET', url }),
      });
      expect(result.statuses).toEqual(PUBLISHER_ONLY(200));
    }
  });
});
