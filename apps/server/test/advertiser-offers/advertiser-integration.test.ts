import {
  advertiserIntegrationResponseSchema,
  advertiserTestConversionResponseSchema,
} from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { statsHourly } from '../../src/db/schema/events';
import { advertiserPostbackLogs, conversions, postbackDeliveries } from '../../src/db/schema/index';
import { ADVERTISER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { collectingSink } from '../helpers/click-world';
import { seedPublisherPostback } from '../helpers/clicks';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { type SeedOfferOptions, seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

/*
 * The advertiser's offer view, integration side: their snippets with their own token, and a test
 * conversion of their own that runs the real chain, flagged test, calling no publisher.
 */

const sink = collectingSink();
const ctx = useTestApp({ clicks: { clickSink: sink } });
const db = () => ctx.current.handle.db;

/** A network with the signed-in advertiser and an active publisher who may run public offers. */
async function advertiserWorld() {
  const tenant = await seedTenant(db());
  const advertiser = await signedInPartner(ctx.current.app, db(), tenant, 'advertiser');
  const { partner: publisher } = await seedPartner(db(), tenant, { kind: 'publisher' });
  const offer = (options: Partial<SeedOfferOptions> = {}) =>
    seedOffer(db(), tenant, { advertiserId: advertiser.partner.id, ...options }).then((s) => s.offer);
  const get = (path: string) =>
    ctx.current.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: advertiser.headers });
  const runTest = (offerId: string, payload: Record<string, unknown> = {}) =>
    ctx.current.app.inject({
      method: 'POST',
      url: `/api/v1/advertiser/offers/${offerId}/test-conversion`,
      // Whatever browser asks, the test visitor is an ordinary desktop Chrome at this address.
      headers: { ...advertiser.headers, 'user-agent': 'curl/8.0' },
      payload,
    });
  return { tenant, advertiser, publisher, offer, get, runTest };
}

/** Another advertiser's offer in the same network. */
async function theirOffer(tenant: TestTenant) {
  const { partner } = await seedPartner(db(), tenant, { kind: 'advertiser' });
  return (await seedOffer(db(), tenant, { advertiserId: partner.id })).offer;
}

describe('GET /advertiser/offers/:id/integration', () => {
  test('gives the postback URL per event with their own token, and no pixels on a server-only offer', async () => {
    const w = await advertiserWorld();
    const offer = await w.offer({
      events: [
        { key: 'lead', name: 'Lead', isBase: true },
        { key: 'sale', name: 'Sale', isPrivate: true },
      ],
    });
    const answer = await w.get(`/advertiser/offers/${offer.id}/integration`);
    expect(answer.statusCode).toBe(200);
    const { data } = advertiserIntegrationResponseSchema.parse(answer.json());
    const token = w.advertiser.partner.conversionToken ?? '';
    expect(token).not.toBe('');
    expect(data).toMatchObject({
      offerRef: offer.ref,
      conversionToken: token,
      conversionIntake: 'server_only',
    });
    expect(data.events.map((event) => event.key)).toEqual(['lead', 'sale']);
    const [lead] = data.events;
    expect(lead?.postbackUrl).toBe(
      `${data.domain.origin}/postback?click_id={click_id}&event=lead&amount={amount}&txn_id={txn_id}&token=${token}`,
    );
    // A pixel would be refused (browser_not_accepted): none is offered to copy.
    expect(lead).toMatchObject({ imagePixel: null, iframePixel: null, scriptTag: null });
  });

  test('an offer taking browsers gets its pixels and tag, with the amount only where a limit is set', async () => {
    const w = await advertiserWorld();
    const withAmount = await w.offer({
      conversionIntake: 'server_and_browser',
      browserSaleAmountMax: '500.00',
    });
    const withoutAmount = await w.offer({ conversionIntake: 'server_and_browser' });
    const eventOf = async (id: string) =>
      advertiserIntegrationResponseSchema.parse((await w.get(`/advertiser/offers/${id}/integration`)).json())
        .data.events[0];
    const limited = await eventOf(withAmount.id);
    expect(limited?.imagePixel).toContain(
      `/pixel?offer_id=${withAmount.ref}&amp;event=conversion&amp;amount={amount}`,
    );
    expect(limited?.iframePixel).toContain('/iframe?');
    expect(limited?.scriptTag).toContain('/tag.js?');
    expect((await eventOf(withoutAmount.id))?.imagePixel).not.toContain('amount=');
  });

  test('another advertiser’s offer and a draft are 404; only advertisers are let in', async () => {
    const w = await advertiserWorld();
    expect(
      (await w.get(`/advertiser/offers/${(await theirOffer(w.tenant)).id}/integration`)).statusCode,
    ).toBe(404);
    const draft = await w.offer({ status: 'draft' });
    expect((await w.get(`/advertiser/offers/${draft.id}/integration`)).statusCode).toBe(404);
    const { statuses } = await statusesByCaller(ctx.current.app, db(), w.tenant, {
      permission: 'offers.read',
      expected: ADVERTISER_ONLY(200),
      request: async (caller, partnerId) => {
        // Each advertiser caller asks about an offer of their own; everyone else about w's.
        const owner = caller === 'advertiser' && partnerId ? partnerId : w.advertiser.partner.id;
        const { offer } = await seedOffer(db(), w.tenant, { advertiserId: owner });
        return { method: 'GET', url: `/api/v1/advertiser/offers/${offer.id}/integration` };
      },
    });
    expect(statuses).toEqual(ADVERTISER_ONLY(200));
  });
});

describe('POST /advertiser/offers/:id/test-conversion', () => {
  test('runs a test click and conversion, flagged test: no publisher called, no money, no log row', async () => {
    const w = await advertiserWorld();
    const offer = await w.offer({ minConversionSeconds: 600 });
    await seedPublisherPostback(db(), w.tenant, {
      publisherId: w.publisher.id,
      statuses: ['approved'],
      isActive: true,
    });
    const answer = await w.runTest(offer.id, { amount: '49.90' });
    expect(answer.statusCode).toBe(200);
    const { data } = advertiserTestConversionResponseSchema.parse(answer.json());
    expect(data.isTest).toBe(true);
    expect(data.click).toMatchObject({ outcome: 'valid', reason: null });
    expect(data.click.landingUrl).toBe(`https://shop.example/?cid=${data.click.id}`);
    expect(data.conversion).toMatchObject({
      result: 'accepted',
      status: 'approved',
      revenue: '8.00',
      currency: 'USD',
    });
    // What the publisher earns and where their postbacks go are not the advertiser's to see.
    expect(answer.body).not.toContain('payout');
    expect(answer.body).not.toContain('publisher.example');

    expect(sink.records.find((record) => record.id === data.click.id)).toMatchObject({
      isTest: true,
      kind: 'valid',
    });
    const [stored] = await db()
      .select()
      .from(conversions)
      .where(eq(conversions.id, data.conversion?.id ?? ''));
    expect(stored).toMatchObject({
      isTest: true,
      channel: 'test',
      advertiserId: w.advertiser.partner.id,
      publisherId: w.publisher.id,
      clickId: data.click.id,
    });
    expect(
      await db().select().from(postbackDeliveries).where(eq(postbackDeliveries.tenantId, w.tenant.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(advertiserPostbackLogs)
        .where(eq(advertiserPostbackLogs.tenantId, w.tenant.id)),
    ).toEqual([]);
    // Tests stay out of the rollups every report, dashboard and invoice reads.
    expect(await db().select().from(statsHourly).where(eq(statsHourly.tenantId, w.tenant.id))).toEqual([]);
  });

  test('clicks as a publisher who may run the offer: on a private offer, the approved one', async () => {
    const w = await advertiserWorld();
    const offer = await w.offer({ visibility: 'private' });
    const { partner: approved } = await seedPartner(db(), w.tenant, { kind: 'publisher' });
    await seedOfferAccess(db(), w.tenant, {
      offerId: offer.id,
      publisherId: approved.id,
      status: 'approved',
    });
    const { data } = (await w.runTest(offer.id)).json();
    expect(data.conversion.result).toBe('accepted');
    expect(sink.records.find((record) => record.id === data.click.id)).toMatchObject({
      publisherId: approved.id,
      isTest: true,
    });
    const [converted] = await db().select().from(conversions).where(eq(conversions.id, data.conversion.id));
    expect(converted?.publisherId).toBe(approved.id);
  });

  test('says why a paused offer refused the click; no publisher at all is a 409 that says so', async () => {
    const w = await advertiserWorld();
    const paused = await w.offer({ status: 'paused' });
    expect((await w.runTest(paused.id)).json().data).toEqual({
      click: {
        id: expect.any(String),
        outcome: 'rejected',
        reason: 'offer_paused',
        landingUrl: null,
        visitor: expect.objectContaining({ device: 'desktop', browser: 'chrome' }),
      },
      conversion: null,
      isTest: true,
    });
    const gated = await w.offer({ visibility: 'private' });
    const refused = await w.runTest(gated.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^No publisher runs this offer yet/);
  });

  test('bad input is a 422 on its field; another advertiser’s offer and a draft are 404', async () => {
    const w = await advertiserWorld();
    const offer = await w.offer();
    const bad = await w.runTest(offer.id, { amount: 'lots' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['amount']);
    expect((await w.runTest((await theirOffer(w.tenant)).id)).statusCode).toBe(404);
    expect((await w.runTest((await w.offer({ status: 'draft' })).id)).statusCode).toBe(404);
    expect(await db().select().from(conversions).where(eq(conversions.tenantId, w.tenant.id))).toEqual([]);
  });

  test('is the advertiser’s only: publishers and staff, even with offer rights, are refused', async () => {
    const w = await advertiserWorld();
    const { statuses } = await statusesByCaller(ctx.current.app, db(), w.tenant, {
      permission: 'offers.write',
      expected: ADVERTISER_ONLY(200),
      request: async (caller, partnerId) => {
        // Each advertiser caller asks about an offer of their own; everyone else about w's.
        const owner = caller === 'advertiser' && partnerId ? partnerId : w.advertiser.partner.id;
        const { offer } = await seedOffer(db(), w.tenant, { advertiserId: owner });
        return {
          method: 'POST',
          url: `/api/v1/advertiser/offers/${offer.id}/test-conversion`,
          payload: {},
        };
      },
      snapshot: () => db().select().from(conversions).where(eq(conversions.tenantId, w.tenant.id)),
    });
    expect(statuses).toEqual(ADVERTISER_ONLY(200));
  });

  test('ten tests a minute per advertiser, then 429 with Retry-After', async () => {
    const w = await advertiserWorld();
    const theirs = await theirOffer(w.tenant);
    // Refused calls count too: the limit is taken before the handler runs.
    for (let i = 0; i < 10; i += 1) expect((await w.runTest(theirs.id)).statusCode).toBe(404);
    const limited = await w.runTest(theirs.id);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
