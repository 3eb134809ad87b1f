import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FormInput, formEntries, type Offer } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import {
  files,
  offerCaps,
  offerEvents,
  offerFallbacks,
  offerLandingPages,
  offerPayoutOverrides,
  offerScheduledChanges,
  offers,
} from '../../src/db/schema/index';
import { seedPartner, type TestPartner, type TestTenant, type TestUser } from '../helpers/factories';
import { FIXTURE_FILES, type FixtureName, fixtureBytes } from '../helpers/fixtures';
import { adminOfNewTenant } from '../helpers/tenant-admin';

/*
 * Requests and bodies for the admin offer API tests. Bodies are built fresh per call; ids come
 * from rows the test itself seeded.
 */

export const OFFERS = '/api/v1/offers';

export type Staff = {
  tenant: TestTenant;
  user: TestUser;
  headers: Record<string, string>;
  advertiser: TestPartner;
};

/** A fresh tenant with a signed-in admin and one advertiser. */
export async function adminWithAdvertiser(app: FastifyInstance, db: Database): Promise<Staff> {
  const admin = await adminOfNewTenant(app, db);
  return { ...admin, advertiser: await seedPartner(db, admin.tenant, { kind: 'advertiser' }) };
}

/** The wizard's first step: the general fields and the base event's payout. */
export function minimalOfferBody(advertiserId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Summer Sale',
    advertiserId,
    destinationUrl: 'https://shop.example/?cid={click_id}&s1={sub1}',
    currency: 'EUR',
    payouts: [{ eventKey: 'conversion', payoutAmount: '4.5', revenueAmount: '7' }],
    ...overrides,
  };
}

/** The general tab as the form sends it: every field, so nothing falls back to a default. */
export function generalTabBody(advertiserId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Winter Sale',
    advertiserId,
    categoryIds: [],
    status: 'paused',
    currency: 'gbp',
    destinationUrl: 'https://winter.example/?c={click_id}&p={pub_id}',
    previewUrl: 'https://winter.example/',
    description: '<h2>Winter</h2><p>Cold <em>deals</em></p>',
    restrictions: 'No e-mail traffic',
    tags: ['winter', 'retail', 'winter'],
    notes: 'Call the advertiser first',
    redirectMode: 'meta_refresh',
    requireHttps: true,
    defaultConversionStatus: 'pending',
    ...overrides,
  };
}

export type FullBodyRefs = {
  advertiserId: string;
  publisherId: string;
  categoryId: string;
  fallbackOfferId: string;
};

/** The classic form with every section filled in (times in Europe/Berlin, well in the future). */
export function fullOfferBody(refs: FullBodyRefs) {
  return {
    name: 'Casino Royale',
    advertiserId: refs.advertiserId,
    categoryIds: [refs.categoryId],
    status: 'active',
    currency: 'usd',
    destinationUrl: 'https://casino.example/land?click={click_id}',
    previewUrl: 'https://casino.example/preview',
    description: '<p>Play <strong>now</strong><script>alert(1)</script></p>',
    restrictions: 'No incentive traffic',
    tags: ['casino', 'summer'],
    notes: 'Internal note',
    redirectMode: 'meta_refresh',
    requireHttps: true,
    defaultConversionStatus: 'pending',
    events: [
      { key: 'conversion', name: 'Registration', isBase: true },
      { key: 'first_deposit', name: 'First deposit', allowDuplicates: false, defaultStatus: 'approved' },
      { key: 'upsell', name: 'Upsell', isPrivate: true, allowDuplicates: true },
    ],
    payouts: [
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '2',
        revenueType: 'cpa',
        revenueAmount: '3.5',
      },
      {
        eventKey: 'first_deposit',
        payoutType: 'cpa_cps',
        payoutAmount: '10',
        payoutPercent: '5',
        revenueType: 'cps',
        revenuePercent: '12.5',
      },
    ],
    overrides: [
      {
        eventKey: 'first_deposit',
        publisherId: refs.publisherId,
        country: 'de',
        payoutType: 'cpa',
        payoutAmount: '15',
        startsAt: '2031-03-30 01:30',
        endsAt: '2031-10-26T02:30',
      },
    ],
    landingPages: [
      { name: 'Main', url: 'https://casino.example/a?c={click_id}', previewUrl: 'https://casino.example/a' },
      { name: 'Promo', url: 'https://casino.example/b', status: 'paused', weight: 0 },
    ],
    deepLinksEnabled: true,
    deepLinkDomains: ['casino.example'],
    caps: [
      { metric: 'clicks', period: 'day', limit: '1000', action: 'fallback', timezone: 'Europe/Berlin' },
      {
        metric: 'payout',
        period: 'month',
        scope: 'publisher',
        publisherId: refs.publisherId,
        eventKey: 'first_deposit',
        limit: '500',
        action: 'pending',
        alertPercent: 80,
        visibleToPublishers: true,
      },
    ],
    targeting: {
      country: { include: ['DE', 'AT'] },
      device: { exclude: ['console'] },
      language: { include: ['de'] },
      ip: { exclude: ['203.0.113.0/24'] },
      blockProxies: true,
      mismatchAction: 'reject',
    },
    timezone: 'Europe/Berlin',
    liveFrom: '2031-01-01 00:00',
    liveUntil: '2031-12-31 23:00',
    dayPartingEnabled: true,
    dayPartingHours: [9, 8, 10, 167],
    scheduledChanges: [
      { runAt: '2031-06-01 09:00', kind: 'status', status: 'paused' },
      {
        runAt: '2031-07-01 12:15',
        kind: 'payout',
        eventKey: 'first_deposit',
        payoutType: 'cpa',
        payoutAmount: '12',
      },
    ],
    fallbackStrategy: 'weight',
    fallbacks: [
      {
        kind: 'url',
        url: 'https://fallback.example/?c={click_id}',
        weight: 70,
        reasons: ['cap_reached', 'targeting'],
      },
      { kind: 'offer', offerId: refs.fallbackOfferId, weight: 30 },
    ],
    visibility: 'private',
    approvalQuestions: ['Where will you run it?'],
    terms: 'No brand bidding.',
  };
}

/** A fixture as the browser would send it (a File with its real name and declared type). */
export function fixtureFile(name: FixtureName): File {
  const fixture = FIXTURE_FILES[name];
  return new File([fixtureBytes(name)], fixture.name, { type: fixture.type });
}

/** Encodes nested values by spec §5 and the bracket rules (`events[0][key]`), as the web client does. */
export async function formPayload(values: { readonly [key: string]: FormInput }) {
  const form = new FormData();
  for (const [key, value] of formEntries(values)) {
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, value);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData produced no content type');
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': contentType },
  };
}

/** Everything stored for one offer, to prove a refused request left it alone. */
export async function storedOffer(db: Database, offerId: string) {
  return {
    offer: (await db.select().from(offers).where(eq(offers.id, offerId)))[0],
    events: await db
      .select()
      .from(offerEvents)
      .where(eq(offerEvents.offerId, offerId))
      .orderBy(offerEvents.position),
    overrides: await db.select().from(offerPayoutOverrides).where(eq(offerPayoutOverrides.offerId, offerId)),
    pages: await db.select().from(offerLandingPages).where(eq(offerLandingPages.offerId, offerId)),
    caps: await db.select().from(offerCaps).where(eq(offerCaps.offerId, offerId)),
    changes: await db.select().from(offerScheduledChanges).where(eq(offerScheduledChanges.offerId, offerId)),
    fallbacks: await db.select().from(offerFallbacks).where(eq(offerFallbacks.offerId, offerId)),
  };
}

export async function offersOf(db: Database, tenantId: string) {
  return db.select().from(offers).where(eq(offers.tenantId, tenantId));
}

export async function filesOf(db: Database, tenantId: string) {
  return db.select().from(files).where(eq(files.tenantId, tenantId));
}

/** Upload bytes the local file store holds for a tenant (names only). */
export function uploadedBytesOf(uploadsDir: string, tenantId: string): string[] {
  const dir = join(uploadsDir, tenantId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Creates an offer through the API (201 expected) and returns it as the API shows it. */
export async function createOfferVia(
  app: FastifyInstance,
  staff: Staff,
  body: Record<string, unknown>,
): Promise<Offer> {
  const response = await app.inject({ method: 'POST', url: OFFERS, headers: staff.headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** A new tenant with its admin and an offer created through the API from the minimal body plus `overrides`. */
export async function offerOfNewTenant(
  app: FastifyInstance,
  db: Database,
  overrides: Record<string, unknown> = {},
): Promise<{ staff: Staff; offer: Offer }> {
  const staff = await adminWithAdvertiser(app, db);
  const offer = await createOfferVia(app, staff, minimalOfferBody(staff.advertiser.partner.id, overrides));
  return { staff, offer };
}

export function putTab(app: FastifyInstance, staff: Staff, offerId: string, tab: string, payload: object) {
  return app.inject({ method: 'PUT', url: `${OFFERS}/${offerId}/${tab}`, headers: staff.headers, payload });
}

export async function putTabForm(
  app: FastifyInstance,
  staff: Staff,
  offerId: string,
  tab: string,
  values: Parameters<typeof formPayload>[0],
) {
  const form = await formPayload(values);
  return app.inject({
    method: 'PUT',
    url: `${OFFERS}/${offerId}/${tab}`,
    headers: { ...staff.headers, ...form.headers },
    payload: form.payload,
  });
}

export async function getOffer(app: FastifyInstance, staff: Staff, offerId: string): Promise<Offer> {
  const response = await app.inject({ method: 'GET', url: `${OFFERS}/${offerId}`, headers: staff.headers });
  if (response.statusCode !== 200) throw new Error(`get failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
