import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { tenantDomains } from '../../src/db/schema/index';
import { createLinkCodec, createTestLinkSigner, loadTrackingSecret } from '../../src/tracking/index';
import { PUBLISHER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedLandingPage } from '../helpers/offer-parts';
import { seedCreative, seedOffer, seedOfferAccess } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

type Link = { shortUrl: string; longUrl: string; domain: { origin: string; kind: string } };

async function secret() {
  return loadTrackingSecret(ctx.current.handle.db, undefined);
}

async function codec() {
  return createLinkCodec(await secret());
}

/** The code of a short link, decoded with the installation's secret. */
async function decodeShort(link: Link) {
  const url = new URL(link.shortUrl);
  const code = url.pathname.replace(/^\/c\//, '');
  return { fields: (await codec()).decode(code), query: Object.fromEntries(url.searchParams) };
}

/** A tenant with an admin, an advertiser, an offer of the given visibility and a publisher. */
async function world(visibility: 'public' | 'approval' | 'private' = 'public', offerColumns = {}) {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, {
    advertiserId: advertiser.id,
    visibility,
    ...offerColumns,
  });
  const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  return { tenant, headers, advertiser, offer, publisher };
}

function staffLink(headers: Record<string, string>, offerId: string, query: Record<string, string>) {
  return ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/offers/${offerId}/tracking-link`,
    headers,
    query,
  });
}

describe('GET /offers/:id/tracking-link', () => {
  test('the short code decodes to the offer and publisher refs; the long form names them; on the tracking domain', async () => {
    const { tenant, headers, offer, publisher } = await world();
    const page = await seedLandingPage(ctx.current.handle.db, tenant, { offerId: offer.id });
    const response = await staffLink(headers, offer.id, {
      publisherId: publisher.id,
      landingPageId: page.id,
      sub1: 'spring sale',
      sub3: 'a&b',
      source: 'newsletter',
    });
    expect(response.statusCode).toBe(200);
    const link = response.json().data as Link & { offerRef: number; publisherRef: number; test: boolean };
    const trackingHost = (tenant as TestTenant & { trackingHost: string }).trackingHost;
    expect(link.domain).toEqual({ origin: `https://${trackingHost}`, kind: 'tracking' });
    expect(link.shortUrl.startsWith(`https://${trackingHost}/c/`)).toBe(true);
    const { fields, query } = await decodeShort(link);
    expect(fields).toEqual({ offerRef: offer.ref, publisherRef: publisher.ref });
    // The landing page by its short number, not its 36-character id.
    expect(query).toEqual({ lp: String(page.ref), sub1: 'spring sale', sub3: 'a&b', source: 'newsletter' });
    const long = new URL(link.longUrl);
    expect(`${long.origin}${long.pathname}`).toBe(`https://${trackingHost}/click`);
    expect(Object.fromEntries(long.searchParams)).toEqual({
      offer_id: String(offer.ref),
      pub_id: String(publisher.ref),
      lp: String(page.ref),
      sub1: 'spring sale',
      sub3: 'a&b',
      source: 'newsletter',
    });
    expect(link).toMatchObject({
      offerRef: offer.ref,
      publisherRef: publisher.ref,
      test: false,
      testExpiresAt: null,
    });
  });

  test('a test link carries a signed test mark the click handler accepts, on both forms, for a week', async () => {
    const { headers, offer, publisher } = await world();
    const response = await staffLink(headers, offer.id, { publisherId: publisher.id, test: 'true' });
    expect(response.statusCode).toBe(200);
    const link = response.json().data as Link & { test: boolean; testExpiresAt: string };
    const { fields, query } = await decodeShort(link);
    expect(fields).toEqual({ offerRef: offer.ref, publisherRef: publisher.ref });
    const signer = createTestLinkSigner(await secret());
    const now = new Date();
    expect(signer.verify(query.test ?? '', offer.ref, publisher.ref, now)).toBe(true);
    // Bound to its publisher: the same mark on another publisher's link is no test.
    expect(signer.verify(query.test ?? '', offer.ref, publisher.ref + 1, now)).toBe(false);
    expect(new URL(link.longUrl).searchParams.get('test')).toBe(query.test);
    expect(link.test).toBe(true);
    const days = (new Date(link.testExpiresAt).getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  test('without a tracking domain, links use the panel’s own address and say so', async () => {
    const { tenant, headers, offer, publisher } = await world();
    await ctx.current.handle.db
      .delete(tenantDomains)
      .where(and(eq(tenantDomains.tenantId, tenant.id), eq(tenantDomains.kind, 'tracking')));
    const link = (await staffLink(headers, offer.id, { publisherId: publisher.id })).json().data as Link;
    expect(link.domain).toEqual({ origin: `http://${tenant.host}`, kind: 'panel' });
    expect(link.shortUrl.startsWith(`http://${tenant.host}/c/`)).toBe(true);
  });

  test('a publisher without access is refused on publisherId; approved, the same publisher gets a link', async () => {
    const { tenant, headers, offer, publisher } = await world('approval');
    const refused = await staffLink(headers, offer.id, { publisherId: publisher.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.publisherId[0]).toMatch(/has no access to this offer/);
    await seedOfferAccess(ctx.current.handle.db, tenant, {
      offerId: offer.id,
      publisherId: publisher.id,
      status: 'approved',
    });
    expect((await staffLink(headers, offer.id, { publisherId: publisher.id })).statusCode).toBe(200);
  });

  test('a public offer refuses a publisher it blocked, and a publisher whose account is not active', async () => {
    const { tenant, headers, offer, publisher } = await world('public');
    const db = ctx.current.handle.db;
    await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: publisher.id, status: 'blocked' });
    expect((await staffLink(headers, offer.id, { publisherId: publisher.id })).statusCode).toBe(422);
    const { partner: pending } = await seedPartner(db, tenant, { kind: 'publisher', status: 'pending' });
    const answer = await staffLink(headers, offer.id, { publisherId: pending.id });
    expect(Object.keys(answer.json().errors)).toEqual(['publisherId']);
  });

  test('a deep link needs deep links on and a host among the offer’s domains (subdomains count)', async () => {
    const off = await world();
    const closed = await staffLink(off.headers, off.offer.id, {
      publisherId: off.publisher.id,
      url: 'https://shop.example/item/1',
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors).toEqual({ url: ['This offer does not allow deep links'] });

    const on = await world('public', { deepLinksEnabled: true, deepLinkDomains: ['shop.example'] });
    const elsewhere = await staffLink(on.headers, on.offer.id, {
      publisherId: on.publisher.id,
      url: 'https://evil.example/shop.example',
    });
    expect(elsewhere.json().errors).toEqual({ url: ['Deep links may go only to shop.example'] });
    const allowed = await staffLink(on.headers, on.offer.id, {
      publisherId: on.publisher.id,
      url: 'https://m.shop.example/item/1?color=red',
    });
    expect(allowed.statusCode).toBe(200);
    const { query } = await decodeShort(allowed.json().data);
    expect(query).toEqual({ url: 'https://m.shop.example/item/1?color=red' });
  });

  test('a landing page or creative of another offer is refused, both at once; bad input answers field errors', async () => {
    const { tenant, headers, offer, publisher, advertiser } = await world();
    const db = ctx.current.handle.db;
    const { offer: other } = await seedOffer(db, tenant, { advertiserId: advertiser.id });
    const page = await seedLandingPage(db, tenant, { offerId: other.id });
    const creative = await seedCreative(db, tenant, { offerId: other.id });
    const answer = await staffLink(headers, offer.id, {
      publisherId: publisher.id,
      landingPageId: page.id,
      creativeId: creative.id,
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['creativeId', 'landingPageId']);

    const bad = await staffLink(headers, offer.id, {
      publisherId: 'nope',
      sub1: 'x'.repeat(256),
      source: 'line\u0001break',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['publisherId', 'source', 'sub1', 'url']);
  });

  test('another tenant’s offer is not found, and its publisher is refused', async () => {
    const mine = await world();
    const theirs = await world();
    const foreignOffer = await staffLink(mine.headers, theirs.offer.id, { publisherId: mine.publisher.id });
    expect(foreignOffer.statusCode).toBe(404);
    const foreignPublisher = await staffLink(mine.headers, mine.offer.id, {
      publisherId: theirs.publisher.id,
    });
    expect(foreignPublisher.statusCode).toBe(422);
    expect(Object.keys(foreignPublisher.json().errors)).toEqual(['publisherId']);
  });

  test('who may ask: staff with offers.read', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    for (const url of [
      `/api/v1/offers/${offer.id}/tracking-link?publisherId=${publisher.id}`,
      `/api/v1/offers/${offer.id}/tracking-link/publishers`,
      `/api/v1/offers/${offer.id}/integration`,
    ]) {
      const result = await statusesByCaller(app, handle.db, tenant, {
        permission: 'offers.read',
        expected: STAFF_ONLY(200),
        request: async () => ({ method: 'GET', url }),
      });
      expect(result.statuses, url).toEqual(STAFF_ONLY(200));
    }
  });
});

describe('GET /offers/:id/tracking-link/publishers', () => {
  test('lists publishers that may run the offer, with their number; searches by name or number', async () => {
    const { tenant, headers, offer, publisher } = await world('approval');
    const db = ctx.current.handle.db;
    const { partner: pending } = await seedPartner(db, tenant, { kind: 'publisher' });
    await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: publisher.id, status: 'approved' });
    await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: pending.id, status: 'pending' });
    const list = async (query: Record<string, string> = {}) =>
      (
        await ctx.current.app.inject({
          method: 'GET',
          url: `/api/v1/offers/${offer.id}/tracking-link/publishers`,
          headers,
          query,
        })
      ).json().data;
    expect(await list()).toEqual([{ id: publisher.id, ref: publisher.ref, company: publisher.company }]);
    expect(await list({ search: `#${publisher.ref}` })).toHaveLength(1);
    expect(await list({ search: `#${pending.ref}` })).toEqual([]);
  });
});

describe('GET /publisher/offers/:id/tracking-link', () => {
  async function publisherLink(headers: Record<string, string>, offerId: string, query = {}) {
    return ctx.current.app.inject({
      method: 'GET',
      url: `/api/v1/publisher/offers/${offerId}/tracking-link`,
      headers,
      query,
    });
  }

  test('a publisher gets their own link only; without access 403, an offer they cannot see 404', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const me = await signedInPartner(app, handle.db, tenant, 'publisher');
    const { offer: open } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const mine = await publisherLink(me.headers, open.id, { sub2: 'x', publisherId: 'ignored' });
    expect(mine.statusCode).toBe(200);
    const { fields, query } = await decodeShort(mine.json().data);
    expect(fields).toEqual({ offerRef: open.ref, publisherRef: me.partner.ref });
    expect(query).toEqual({ sub2: 'x' });

    const { offer: gated } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    const asked = await publisherLink(me.headers, gated.id);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe('Request access to this offer before you promote it.');
    const { offer: hidden } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'private',
    });
    expect((await publisherLink(me.headers, hidden.id)).statusCode).toBe(404);
    const other = await world();
    expect((await publisherLink(me.headers, other.offer.id)).statusCode).toBe(404);
  });

  test('who may ask: publishers only', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: `/api/v1/publisher/offers/${offer.id}/tracking-link` }),
    });
    expect(result.statuses).toEqual(PUBLISHER_ONLY(200));
  });
});
