import {
  listPublisherOffersResponseSchema,
  type OfferAccessStatus,
  type OfferStatus,
  type OfferVisibility,
  type PublisherAccess,
} from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { PUBLISHER_ONLY, statusesByCaller } from '../helpers/callers';
import { seedPartner, seedTenant } from '../helpers/factories';
import { publisherWorld } from '../helpers/offer-parts';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const LIST = '/api/v1/publisher/offers';

type Case = {
  status: OfferStatus;
  visibility: OfferVisibility;
  /** The signed-in publisher's access entry, if any. */
  entry?: OfferAccessStatus;
  /** What `access` reads when the publisher sees the offer; null = they do not see it. */
  seen: PublisherAccess | null;
};

const CASES: Array<[string, Case]> = [
  ['public, no entry', { status: 'active', visibility: 'public', seen: 'approved' }],
  ['public, paused', { status: 'paused', visibility: 'public', seen: 'approved' }],
  [
    'public, a rejected entry',
    { status: 'active', visibility: 'public', entry: 'rejected', seen: 'approved' },
  ],
  ['public, blocked', { status: 'active', visibility: 'public', entry: 'blocked', seen: null }],
  ['approval, no entry', { status: 'active', visibility: 'approval', seen: 'none' }],
  ['approval, pending', { status: 'active', visibility: 'approval', entry: 'pending', seen: 'pending' }],
  ['approval, rejected', { status: 'paused', visibility: 'approval', entry: 'rejected', seen: 'rejected' }],
  ['approval, approved', { status: 'active', visibility: 'approval', entry: 'approved', seen: 'approved' }],
  ['approval, blocked', { status: 'active', visibility: 'approval', entry: 'blocked', seen: null }],
  ['private, no entry', { status: 'active', visibility: 'private', seen: null }],
  ['private, pending', { status: 'active', visibility: 'private', entry: 'pending', seen: null }],
  ['private, rejected', { status: 'active', visibility: 'private', entry: 'rejected', seen: null }],
  ['private, approved', { status: 'active', visibility: 'private', entry: 'approved', seen: 'approved' }],
  [
    'private, approved, paused',
    { status: 'paused', visibility: 'private', entry: 'approved', seen: 'approved' },
  ],
  ['draft', { status: 'draft', visibility: 'public', seen: null }],
  ['expired', { status: 'expired', visibility: 'public', seen: null }],
  ['archived', { status: 'archived', visibility: 'public', seen: null }],
  ['draft, approved entry', { status: 'draft', visibility: 'approval', entry: 'approved', seen: null }],
];

describe('which offers a publisher sees', () => {
  test.each(CASES)('%s', async (_label, { status, visibility, entry, seen }) => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, status, visibility });
    if (entry) {
      await seedOfferAccess(handle.db, tenant, {
        offerId: offer.id,
        publisherId: publisher.partner.id,
        status: entry,
      });
    }
    // Another publisher's approval never opens the offer to this one.
    const { partner: other } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    await seedOfferAccess(handle.db, tenant, {
      offerId: offer.id,
      publisherId: other.id,
      status: 'approved',
    });

    const list = await app.inject({ method: 'GET', url: LIST, headers });
    const view = await app.inject({ method: 'GET', url: `${LIST}/${offer.id}`, headers });
    const listed = listPublisherOffersResponseSchema.parse(list.json());
    if (seen === null) {
      expect(listed.data).toEqual([]);
      expect(listed.meta.total).toBe(0);
      expect(view.statusCode).toBe(404);
      expect(view.json()).toEqual({ message: 'Offer not found.' });
    } else {
      expect(listed.data.map((item) => [item.id, item.access])).toEqual([[offer.id, seen]]);
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toMatchObject({ id: offer.id, access: seen, status, visibility });
    }
  });

  test('another network’s public offer is neither listed nor shown', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await publisherWorld(app, handle.db);
    const other = await seedTenant(handle.db);
    const { partner: foreignAdvertiser } = await seedPartner(handle.db, other, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, other, { advertiserId: foreignAdvertiser.id });

    const list = await app.inject({ method: 'GET', url: LIST, headers });
    const view = await app.inject({ method: 'GET', url: `${LIST}/${offer.id}`, headers });
    expect(list.json().data).toEqual([]);
    expect(view.statusCode).toBe(404);
    expect(view.body).not.toContain(offer.name);
  });
});

describe('scope', () => {
  test('approved lists only what the publisher may run now: public, or approved entries', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    const seed = async (visibility: OfferVisibility, entry?: OfferAccessStatus) => {
      const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, visibility });
      if (entry) {
        await seedOfferAccess(handle.db, tenant, {
          offerId: offer.id,
          publisherId: publisher.partner.id,
          status: entry,
        });
      }
      return offer;
    };
    const open = await seed('public');
    const granted = await seed('approval', 'approved');
    const privateGranted = await seed('private', 'approved');
    const asked = await seed('approval', 'pending');
    const notAsked = await seed('approval');
    const refused = await seed('approval', 'rejected');

    const ids = async (scope: string) =>
      (await app.inject({ method: 'GET', url: `${LIST}?scope=${scope}&sort=ref&order=asc`, headers }))
        .json()
        .data.map((item: { id: string }) => item.id);
    expect(await ids('approved')).toEqual([open.id, granted.id, privateGranted.id]);
    expect(await ids('available')).toEqual([
      open.id,
      granted.id,
      privateGranted.id,
      asked.id,
      notAsked.id,
      refused.id,
    ]);
  });
});

describe('who may call the publisher offer endpoints', () => {
  test.each([
    ['GET /publisher/offers', () => LIST],
    ['GET /publisher/offers/:id', (id: string) => `${LIST}/${id}`],
  ])('%s: publishers only', async (_name, urlOf) => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const { partner: advertiser } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const { offer } = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id });
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: urlOf(offer.id) }),
    });
    expect(result.statuses).toEqual(PUBLISHER_ONLY(200));
  });

  test('a malformed id is a 422, a bad filter too', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await publisherWorld(app, handle.db);
    const view = await app.inject({ method: 'GET', url: `${LIST}/42`, headers });
    const list = await app.inject({ method: 'GET', url: `${LIST}?scope=mine&country=Germany`, headers });
    expect(view.statusCode).toBe(422);
    expect(list.statusCode).toBe(422);
    expect(Object.keys(list.json().errors).sort()).toEqual(['country', 'scope']);
  });
});
