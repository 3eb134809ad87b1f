import {
  type CreativeCode,
  getCreativeCodeResponseSchema,
  getCreativeResponseSchema,
  listCreativeCodesResponseSchema,
} from '@affnet/contracts';
import { parseFragment } from 'parse5';
import { beforeAll, describe, expect, test } from 'vitest';
import { PUBLISHER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { click, collectingSink, syncClicks } from '../helpers/click-world';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { FIXTURE_FILES, fixtureBytes } from '../helpers/fixtures';
import { multipartPayload } from '../helpers/form-data';
import { listenOnLoopback } from '../helpers/http';
import { seedCreative, seedOffer, seedOfferAccess } from '../helpers/offers';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const sink = collectingSink();
const ctx = useTestApp({ env: { TRUST_PROXY: 'loopback' }, clicks: { clickSink: sink } });
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
});

type Tenant = TestTenant & { trackingHost: string };

/** A network with its admin, an advertiser and a public offer. */
async function world(offerColumns: Partial<Parameters<typeof seedOffer>[2]> = {}) {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, ...offerColumns });
  return { tenant: tenant as Tenant, admin: headers, advertiser, offer };
}

/** A banner added through the admin API, as staff add one (the image stored by the file store). */
async function uploadBanner(admin: Record<string, string>, offerId: string, name: string) {
  const file = new Blob([fixtureBytes('banner')], { type: FIXTURE_FILES.banner.type });
  const { payload, contentType } = await multipartPayload({ offerId, name, type: 'banner', file });
  const response = await ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/creatives',
    headers: { ...admin, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return getCreativeResponseSchema.parse(response.json()).data;
}

function publisherCodes(
  headers: Record<string, string>,
  offerId: string,
  query: Record<string, string> = {},
) {
  return ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/publisher/offers/${offerId}/creative-codes`,
    headers,
    query,
  });
}

function staffCode(headers: Record<string, string>, creativeId: string, query: Record<string, string>) {
  return ctx.current.app.inject({
    method: 'GET',
    url: `/api/v1/creatives/${creativeId}/code`,
    headers,
    query,
  });
}

type ParsedNode = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: ParsedNode[] };

/** Every element of the code as a browser parses it, with its attributes. */
function elementsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const walk = (nodes: ParsedNode[]) => {
    for (const node of nodes) {
      if (!node.nodeName.startsWith('#')) {
        found.push({
          name: node.nodeName,
          attributes: Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value])),
        });
      }
      walk(node.childNodes ?? []);
    }
  };
  walk((parseFragment(html) as unknown as ParsedNode).childNodes ?? []);
  return found;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('GET /publisher/offers/:id/creative-codes', () => {
  test('each creative the publisher sees comes with their own link naming it; its clicks carry the creative', async () => {
    const { app, handle } = ctx.current;
    const { tenant, admin, offer } = await world();
    const me = await signedInPartner(app, handle.db, tenant, 'publisher');
    const banner = await uploadBanner(admin, offer.id, 'Leaderboard');
    const text = await seedCreative(handle.db, tenant, { offerId: offer.id, linkText: 'Shop the sale' });
    const email = await seedCreative(handle.db, tenant, {
      offerId: offer.id,
      type: 'email',
      linkText: null,
      emailSubject: 'Summer',
      emailBody: '<p><a href="{tracking_link}">Shop</a></p>',
    });
    await seedCreative(handle.db, tenant, { offerId: offer.id, status: 'paused' });
    await seedCreative(handle.db, tenant, { offerId: offer.id, downloadable: false });

    const response = await publisherCodes(me.headers, offer.id, { sub1: 'spring', source: 'blog' });
    expect(response.statusCode).toBe(200);
    const codes = listCreativeCodesResponseSchema.parse(response.json()).data;
    expect(codes.map((code) => code.creativeId)).toEqual([banner.id, text.id, email.id]);
    for (const code of codes) {
      const link = new URL(code.trackingUrl);
      expect(link.origin).toBe(`https://${tenant.trackingHost}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        creative: code.creativeId,
        sub1: 'spring',
        source: 'blog',
      });
    }
    const [bannerCode, textCode, emailCode] = codes as [CreativeCode, CreativeCode, CreativeCode];
    // The banner shows through its impression URL: the same code, naming the banner and the sub ids.
    const image = new URL(bannerCode.imageUrl ?? '');
    expect(`${image.origin}${image.pathname}`).toBe(
      `https://${tenant.trackingHost}${new URL(bannerCode.trackingUrl).pathname.replace('/c/', '/i/')}`,
    );
    expect(Object.fromEntries(image.searchParams)).toEqual({
      creative: banner.id,
      sub1: 'spring',
      source: 'blog',
    });
    expect(elementsOf(bannerCode.html)).toEqual([
      {
        name: 'a',
        attributes: { href: bannerCode.trackingUrl, target: '_blank', rel: 'sponsored noopener' },
      },
      {
        name: 'img',
        attributes: {
          src: bannerCode.imageUrl,
          width: '300',
          height: '250',
          alt: 'Leaderboard',
          style: 'border:0',
        },
      },
    ]);
    expect(textCode.html).toContain('>Shop the sale</a>');
    expect(emailCode.html).not.toContain('{tracking_link}');
    expect(elementsOf(emailCode.html)[1]?.attributes.href).toBe(emailCode.trackingUrl);

    // The banner's file itself may be shown on other sites too (an ad server, the publisher's own copy).
    const file = await app.inject({
      method: 'GET',
      url: banner.file?.url ?? '',
      headers: { host: tenant.host },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');

    // A click on the code is counted for the creative.
    await syncClicks(app);
    const answer = await click(baseUrl, tenant.trackingHost, pathOf(textCode.trackingUrl));
    expect(answer.status).toBe(302);
    expect(sink.ofOffer(offer.id).map((record) => [record.publisherId, record.creativeId])).toEqual([
      [me.partner.id, text.id],
    ]);
  });

  test('hostile names, texts and sub ids come out inert; a javascript: deep link is refused', async () => {
    const { app, handle } = ctx.current;
    const { tenant, admin, offer } = await world({
      deepLinksEnabled: true,
      deepLinkDomains: ['shop.example'],
    });
    const me = await signedInPartner(app, handle.db, tenant, 'publisher');
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(1)>';
    await uploadBanner(admin, offer.id, hostile);
    await seedCreative(handle.db, tenant, { offerId: offer.id, name: hostile, linkText: `</a>${hostile}` });
    await seedCreative(handle.db, tenant, { offerId: offer.id, linkText: 'javascript:alert(2)' });

    const sub1 = '"><script>alert(3)</script>';
    const response = await publisherCodes(me.headers, offer.id, { sub1, sub2: "' onclick='alert(4)" });
    expect(response.statusCode).toBe(200);
    const codes = listCreativeCodesResponseSchema.parse(response.json()).data;
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      const elements = elementsOf(code.html);
      expect(elements.map((element) => element.name)).toEqual(code.type === 'banner' ? ['a', 'img'] : ['a']);
      const attributes = elements.flatMap((element) => Object.keys(element.attributes));
      expect(attributes.every((name) => !name.startsWith('on'))).toBe(true);
      const href = elements[0]?.attributes.href ?? '';
      expect(href).toBe(code.trackingUrl);
      expect(new URL(href).protocol).toBe('https:');
      expect(new URL(href).searchParams.get('sub1')).toBe(sub1);
    }
    const bannerCode = codes.find((code) => code.type === 'banner');
    expect(elementsOf(bannerCode?.html ?? '')[1]?.attributes.alt).toBe(hostile);

    const deepLink = await publisherCodes(me.headers, offer.id, { url: 'javascript:alert(5)' });
    expect(deepLink.statusCode).toBe(422);
    expect(Object.keys(deepLink.json().errors)).toEqual(['url']);
  });

  test('only a publisher who may run the offer gets code: 403 before approval, 404 for offers they cannot see', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser } = await world();
    const me = await signedInPartner(app, handle.db, tenant, 'publisher');
    const { offer: gated } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    await seedCreative(handle.db, tenant, { offerId: gated.id });
    await seedOfferAccess(handle.db, tenant, {
      offerId: gated.id,
      publisherId: me.partner.id,
      status: 'pending',
    });
    const pending = await publisherCodes(me.headers, gated.id);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Request access to this offer before you promote it.');

    const { offer: hidden } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'private',
    });
    expect((await publisherCodes(me.headers, hidden.id)).statusCode).toBe(404);
    const other = await world();
    expect((await publisherCodes(me.headers, other.offer.id)).statusCode).toBe(404);
  });

  test('who may ask: publishers only', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: `/api/v1/publisher/offers/${offer.id}/creative-codes` }),
    });
    expect(result.statuses).toEqual(PUBLISHER_ONLY(200));
  });
});

describe('GET /creatives/:id/code', () => {
  test('staff get the code with the chosen publisher’s link, the same the publisher copies', async () => {
    const { app, handle } = ctx.current;
    const { tenant, admin, offer } = await world();
    const publisher = await signedInPartner(app, handle.db, tenant, 'publisher');
    const html = await seedCreative(handle.db, tenant, {
      offerId: offer.id,
      type: 'html',
      linkText: null,
      html: '<a href="{tracking_link}">Tents</a>',
    });
    const response = await staffCode(admin, html.id, { publisherId: publisher.partner.id });
    expect(response.statusCode).toBe(200);
    const code = getCreativeCodeResponseSchema.parse(response.json()).data;
    const [own] = listCreativeCodesResponseSchema.parse(
      (await publisherCodes(publisher.headers, offer.id)).json(),
    ).data;
    expect(code).toEqual(own);
    expect(code.html).toBe(`<a href="${code.trackingUrl}">Tents</a>`);
    expect(code.linkPlaced).toBe(true);

    // Without a macro, the markup carries no link, and says so.
    const bare = await seedCreative(handle.db, tenant, {
      offerId: offer.id,
      type: 'email',
      linkText: null,
      emailSubject: 'Hi',
      emailBody: '<p>No link here</p>',
    });
    const bareCode = (await staffCode(admin, bare.id, { publisherId: publisher.partner.id })).json().data;
    expect(bareCode).toMatchObject({ html: '<p>No link here</p>', linkPlaced: false });
  });

  test('a publisher without access, of another network or none is refused on publisherId; unknown creatives 404', async () => {
    const { handle } = ctx.current;
    const { tenant, admin, advertiser } = await world();
    const { offer: gated } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    const creative = await seedCreative(handle.db, tenant, { offerId: gated.id });
    const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const refused = await staffCode(admin, creative.id, { publisherId: publisher.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.publisherId[0]).toMatch(/has no access to this offer/);
    await seedOfferAccess(handle.db, tenant, {
      offerId: gated.id,
      publisherId: publisher.id,
      status: 'approved',
    });
    expect((await staffCode(admin, creative.id, { publisherId: publisher.id })).statusCode).toBe(200);

    const missing = await staffCode(admin, creative.id, {});
    expect(missing.json().errors).toEqual({ publisherId: ['Choose a publisher'] });
    const other = await world();
    const { partner: theirs } = await seedPartner(handle.db, other.tenant, { kind: 'publisher' });
    const foreignPublisher = await staffCode(admin, creative.id, { publisherId: theirs.id });
    expect(Object.keys(foreignPublisher.json().errors)).toEqual(['publisherId']);
    const theirCreative = await seedCreative(handle.db, other.tenant, { offerId: other.offer.id });
    expect((await staffCode(admin, theirCreative.id, { publisherId: publisher.id })).statusCode).toBe(404);
  });

  test('who may ask: staff with offers.read', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const creative = await seedCreative(handle.db, tenant, { offerId: offer.id });
    const { partner: publisher } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'offers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'GET',
        url: `/api/v1/creatives/${creative.id}/code?publisherId=${publisher.id}`,
      }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
  });
});
