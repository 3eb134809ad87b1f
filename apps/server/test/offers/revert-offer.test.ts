import type { Offer, OfferVersion } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerVersions } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';
import {
  fixtureFile,
  generalTabBody,
  getOffer,
  OFFERS,
  offerOfNewTenant,
  putTab,
  putTabForm,
  type Staff,
} from './offer-api';

/*
 * Revert (docs/offers.md "Revert"): the offer back as a version left it, every tab that differs
 * saved again through its own checks, as one new version naming the one restored; refused whole,
 * with the failing tab's fields, when a tab cannot take its old fields.
 */

const ctx = useTestApp();

async function save(staff: Staff, offerId: string, tab: string, payload: object): Promise<Offer> {
  const answer = await putTab(ctx.current.app, staff, offerId, tab, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

function revert(staff: Staff, offerId: string, version: number | string) {
  return ctx.current.app.inject({
    method: 'POST',
    url: `${OFFERS}/${offerId}/versions/${version}/revert`,
    headers: staff.headers,
  });
}

async function versionsOf(staff: Staff, offerId: string): Promise<OfferVersion[]> {
  const answer = await ctx.current.app.inject({
    method: 'GET',
    url: `${OFFERS}/${offerId}/versions`,
    headers: staff.headers,
  });
  return answer.json().data;
}

const PAGES = {
  landingPages: [
    { name: 'Spring', url: 'https://a.example/spring', weight: 60 },
    { name: 'Autumn', url: 'https://a.example/autumn', weight: 40 },
  ],
  deepLinksEnabled: false,
  deepLinkDomains: [],
};
const payouts = (payoutAmount: string) => ({
  payouts: [{ eventKey: 'conversion', payoutAmount, revenueAmount: '9' }],
});

/** v1 created, v2 two landing pages, v3 the payout raised, v4 the general tab rewritten and a page dropped. */
async function offerWithFourVersions() {
  const { staff, offer } = await offerOfNewTenant(ctx.current.app, ctx.current.handle.db);
  const withPages = await save(staff, offer.id, 'landing-pages', PAGES);
  await save(staff, offer.id, 'payouts', payouts('5.25'));
  await save(
    staff,
    offer.id,
    'general',
    generalTabBody(staff.advertiser.partner.id, { status: offer.status }),
  );
  const spring = withPages.landingPages.find((page) => page.name === 'Spring');
  await save(staff, offer.id, 'landing-pages', {
    ...PAGES,
    landingPages: [{ id: spring?.id, name: 'Spring', url: spring?.url, weight: 100 }],
  });
  return { staff, offer, withPages };
}

describe('POST /offers/:id/versions/:version/revert', () => {
  test('the offer is as the version left it, every tab through its save, recorded as one version', async () => {
    const { staff, offer, withPages } = await offerWithFourVersions();
    const answer = await revert(staff, offer.id, 2);
    expect(answer.statusCode, answer.body).toBe(200);
    const reverted: Offer = answer.json().data;

    expect(reverted).toMatchObject({
      name: offer.name,
      currency: offer.currency,
      notes: offer.notes,
      destinationUrl: offer.destinationUrl,
      redirectMode: offer.redirectMode,
    });
    expect(reverted.payouts[0]).toMatchObject({ payoutAmount: '4.50', revenueAmount: '7.00' });
    // The page kept since keeps its id; the one dropped since comes back as a new page.
    const pages = reverted.landingPages.map(({ id, name, weight }) => ({ id, name, weight }));
    const [spring, autumn] = withPages.landingPages;
    expect(pages).toEqual([
      { id: spring?.id, name: 'Spring', weight: 60 },
      { id: expect.not.stringMatching(autumn?.id ?? ''), name: 'Autumn', weight: 40 },
    ]);
    expect(await getOffer(ctx.current.app, staff, offer.id)).toEqual(reverted);
    // Field for field the offer version 2 stored, bar the time and the page made again.
    const [stored] = await ctx.current.handle.db
      .select({ snapshot: offerVersions.snapshot })
      .from(offerVersions)
      .where(and(eq(offerVersions.offerId, offer.id), eq(offerVersions.version, 2)));
    const comparable = ({ updatedAt: _at, landingPages, ...rest }: Offer) => ({
      ...rest,
      landingPages: landingPages.map(({ id: _id, ...page }) => page),
    });
    expect(comparable(reverted)).toEqual(comparable(stored?.snapshot as Offer));

    const [latest, ...older] = await versionsOf(staff, offer.id);
    expect(older.map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
    expect(latest).toMatchObject({
      version: 6,
      part: 'revert',
      revertedTo: 2,
      changedBy: { id: staff.user.id },
    });
    const paths = new Set(latest?.changes.map((change) => change.path));
    for (const path of ['name', 'notes', 'payouts.payoutAmount', 'landingPages', 'landingPages.weight']) {
      expect(paths).toContain(path);
    }
  });

  test('every tab: an event, its payout and caps removed since come back, targeting, schedule and permission too', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db, {
      events: [
        { key: 'conversion', name: 'Conversion', isBase: true },
        { key: 'deposit', name: 'Deposit', isPrivate: true },
      ],
    });
    await save(staff, offer.id, 'payouts', {
      payouts: [{ eventKey: 'deposit', payoutAmount: '3', revenueAmount: '5' }],
    });
    await save(staff, offer.id, 'caps', {
      caps: [{ metric: 'conversions', period: 'day', limit: 50, action: 'pause', eventKey: 'deposit' }],
    });
    await save(staff, offer.id, 'targeting', { targeting: { country: { include: ['DE', 'AT'] } } });
    await save(staff, offer.id, 'schedule', {
      timezone: 'Europe/Berlin',
      liveUntil: '2031-01-01T00:00',
      dayPartingEnabled: true,
      dayPartingHours: [9, 10, 11],
      scheduledChanges: [],
    });
    await save(staff, offer.id, 'permission', { visibility: 'private', approvalQuestions: ['Where?'] });
    const target = (await versionsOf(staff, offer.id))[0]?.version ?? 0;

    const conversion = (await getOffer(app, staff, offer.id)).events.find((event) => event.isBase);
    await save(staff, offer.id, 'caps', { caps: [] });
    await save(staff, offer.id, 'events', {
      events: [{ id: conversion?.id, key: 'conversion', name: 'Sale', isBase: true }],
    });
    await save(staff, offer.id, 'targeting', { targeting: { country: { include: ['FR'] } } });
    const queued = { runAt: '2031-06-01T09:00', kind: 'status', status: 'paused' };
    await save(staff, offer.id, 'schedule', { timezone: 'UTC', scheduledChanges: [queued] });
    await save(staff, offer.id, 'permission', { visibility: 'public', approvalQuestions: [] });

    const answer = await revert(staff, offer.id, target);
    expect(answer.statusCode, answer.body).toBe(200);
    const [stored] = await handle.db
      .select({ snapshot: offerVersions.snapshot })
      .from(offerVersions)
      .where(and(eq(offerVersions.offerId, offer.id), eq(offerVersions.version, target)));
    // Records made again have new ids; everything else is as that version stored it.
    const withoutIds = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (key, field) =>
          ['id', 'eventId', 'updatedAt'].includes(key) ? undefined : field,
        ),
      );
    // The queue of scheduled changes stays as it is now (some may have run): not a term to restore.
    // Like every wall-clock time of the offer, it reads the same on the clock in the zone restored.
    const { scheduledChanges, ...reverted } = answer.json().data as Offer;
    expect(scheduledChanges).toEqual([
      expect.objectContaining({
        kind: 'status',
        status: 'paused',
        state: 'pending',
        runAt: '2031-06-01T09:00',
      }),
    ]);
    if (!stored) throw new Error(`version ${target} is not stored`);
    const { scheduledChanges: none, ...then } = stored.snapshot;
    expect(none).toEqual([]);
    expect(withoutIds(reverted)).toEqual(withoutIds(then));
  });

  test('the thumbnail stays as it is now while the general tab goes back', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    const body = generalTabBody(staff.advertiser.partner.id, { status: offer.status });
    const uploaded = await putTabForm(app, staff, offer.id, 'general', {
      ...body,
      thumbnail: fixtureFile('banner'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const thumbnail = (uploaded.json().data as Offer).thumbnail;
    await save(staff, offer.id, 'general', { ...body, name: 'Renamed' });

    const answer = await revert(staff, offer.id, 2);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ name: body.name, thumbnail });
  });

  test('reverting to the version the offer is at changes nothing and records nothing', async () => {
    const { staff, offer } = await offerWithFourVersions();
    const before = await getOffer(ctx.current.app, staff, offer.id);
    const answer = await revert(staff, offer.id, 5);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual(before);
    expect(await getOffer(ctx.current.app, staff, offer.id)).toEqual(before);
    expect((await versionsOf(staff, offer.id)).map((version) => version.version)).toEqual([5, 4, 3, 2, 1]);
  });

  test('a tab that cannot take its old fields refuses the whole revert, with its fields, writing nothing', async () => {
    const { app } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, ctx.current.handle.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/offer-categories',
      headers: staff.headers,
      payload: { name: 'Retail' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data.id;
    const body = generalTabBody(staff.advertiser.partner.id, { status: offer.status });
    await save(staff, offer.id, 'general', { ...body, categoryIds: [category] });
    await save(staff, offer.id, 'general', { ...body, categoryIds: [], name: 'Renamed' });
    await save(staff, offer.id, 'payouts', payouts('6.00'));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/offer-categories/${category}`,
      headers: staff.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const before = await getOffer(app, staff, offer.id);

    const answer = await revert(staff, offer.id, 2);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('Version 2 cannot be restored as it was; nothing was changed.');
    expect(Object.keys(answer.json().errors)).toEqual(['general.categoryIds']);
    expect(await getOffer(app, staff, offer.id)).toEqual(before);
    expect((await versionsOf(staff, offer.id)).map((version) => version.version)).toEqual([4, 3, 2, 1]);
  });

  test('an unknown version or another network’s offer is not found; a version that is not a number is refused', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    expect((await revert(staff, offer.id, 9)).statusCode).toBe(404);
    const other = await adminOfNewTenant(app, handle.db);
    expect((await revert({ ...staff, headers: other.headers }, offer.id, 1)).statusCode).toBe(404);
    const bad = await revert(staff, offer.id, 'latest');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['version']);
  });

  test('staff with offers.write only', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db);
    await save(staff, offer.id, 'payouts', payouts('5.00'));
    const result = await statusesByCaller(app, handle.db, staff.tenant, {
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'POST', url: `${OFFERS}/${offer.id}/versions/1/revert` }),
      snapshot: () => versionsOf(staff, offer.id),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    expect(result.afterRefused).toEqual(result.before);
  });
});
