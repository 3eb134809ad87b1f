import {
  OFFER_ACCESS_STATUSES,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  type OfferAccessStatus,
} from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { offerFallbacks, offerScheduledChanges } from '../../src/db/schema/index';
import { publisherAccessOf } from '../../src/modules/offer-snapshots/index';
import {
  NO_PUBLISHER,
  onePublisher,
  readOfferSnapshot,
  readOfferSnapshots,
} from '../../src/offer-model/index';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { publisherWorld, seedCap, seedLandingPage } from '../helpers/offer-parts';
import {
  seedCategory,
  seedCreative,
  seedOffer,
  seedOfferAccess,
  seedPayoutOverride,
} from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

let counting = false;
const statements: string[] = [];
const ctx = useTestApp({
  onQuery: (query) => {
    if (counting) statements.push(query);
  },
  // The click engine's change-feed poller would add its reloads to the counts: an hour apart, it stays out.
  clicks: { trackingPollMs: 3_600_000 },
});

type Cast = { tenant: TestTenant; advertiserId: string; publisherIds: [string, string] };

async function castOf(db: Database): Promise<Cast> {
  const tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: first } = await seedPartner(db, tenant, { kind: 'publisher' });
  const { partner: second } = await seedPartner(db, tenant, { kind: 'publisher' });
  return { tenant, advertiserId: advertiser.id, publisherIds: [first.id, second.id] };
}

/** An offer with a row in every list of its tabs, two publishers' rows among them. */
async function offerWithEveryPart(db: Database, cast: Cast, name: string) {
  const { tenant, advertiserId, publisherIds } = cast;
  const category = await seedCategory(db, tenant);
  const { offer, base } = await seedOffer(db, tenant, {
    advertiserId,
    name,
    visibility: 'approval',
    categoryIds: [category.id],
    events: [
      { key: 'sale', isBase: true },
      { key: 'refund', isPrivate: true },
    ],
  });
  for (const [index, publisherId] of publisherIds.entries()) {
    await seedPayoutOverride(db, tenant, {
      offerId: offer.id,
      eventId: base.id,
      publisherId,
      payoutType: 'cpa',
      payoutAmount: `${index + 6}.00`,
    });
    await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId, status: 'approved' });
    await seedCap(db, tenant, { offerId: offer.id, scope: 'publisher', publisherId, position: index + 1 });
  }
  await seedCap(db, tenant, { offerId: offer.id });
  await seedLandingPage(db, tenant, { offerId: offer.id });
  await seedCreative(db, tenant, { offerId: offer.id });
  await db.insert(offerScheduledChanges).values({
    tenantId: tenant.id,
    offerId: offer.id,
    runAt: new Date(Date.now() + 86_400_000),
    kind: 'status',
    status: 'paused',
  });
  await db.insert(offerFallbacks).values({
    tenantId: tenant.id,
    offerId: offer.id,
    position: 0,
    kind: 'url',
    url: 'https://fallback.example/',
    weight: 1,
  });
  return offer;
}

async function statementsFor(run: () => Promise<unknown>): Promise<number> {
  statements.length = 0;
  counting = true;
  try {
    await run();
  } finally {
    counting = false;
  }
  return statements.length;
}

describe('readOfferSnapshots', () => {
  test('reads one offer or many in the same number of statements, never one per offer', async () => {
    const { db } = ctx.current.handle;
    const cast = await castOf(db);
    const offers = [];
    for (let index = 0; index < 8; index++) offers.push(await offerWithEveryPart(db, cast, `Offer ${index}`));
    const ids = offers.map((offer) => offer.id);

    const forOne = await statementsFor(() => readOfferSnapshots(db, cast.tenant.id, ids.slice(0, 1)));
    const forEight = await statementsFor(() => readOfferSnapshots(db, cast.tenant.id, ids));
    expect(forEight).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(12);

    const snapshots = await readOfferSnapshots(db, cast.tenant.id, ids);
    expect([...snapshots.keys()].sort()).toEqual([...ids].sort());
    for (const snapshot of snapshots.values()) {
      expect(snapshot.categories).toHaveLength(1);
      expect(snapshot.events.map((event) => event.key)).toEqual(['sale', 'refund']);
      expect(snapshot.overrides).toHaveLength(2);
      expect(snapshot.access).toHaveLength(2);
      expect(snapshot.caps).toHaveLength(3);
      expect(snapshot.landingPages).toHaveLength(1);
      expect(snapshot.creatives).toHaveLength(1);
      expect(snapshot.scheduledChanges).toHaveLength(1);
      expect(snapshot.fallbacks).toHaveLength(1);
      // Every list belongs to its own offer, none to a neighbour.
      expect(new Set(snapshot.overrides.map((row) => row.offerId))).toEqual(new Set([snapshot.offer.id]));
    }
  });

  test('a snapshot is frozen, and another tenant’s offer is not in it', async () => {
    const { db } = ctx.current.handle;
    const cast = await castOf(db);
    const offer = await offerWithEveryPart(db, cast, 'Frozen');
    const other = await castOf(db);
    const foreign = await offerWithEveryPart(db, other, 'Foreign');

    const snapshots = await readOfferSnapshots(db, cast.tenant.id, [offer.id, foreign.id]);
    expect([...snapshots.keys()]).toEqual([offer.id]);
    const snapshot = snapshots.get(offer.id);
    if (!snapshot) throw new Error('the offer was not read');
    expect(Object.isFrozen(snapshot.events)).toBe(true);
    expect(() => {
      (snapshot.offer as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
    expect(() => snapshot.offer.targeting.country.include.push('DE')).toThrow(TypeError);
  });

  test('one publisher’s snapshot holds their rows only; an advertiser’s holds none', async () => {
    const { db } = ctx.current.handle;
    const cast = await castOf(db);
    const offer = await offerWithEveryPart(db, cast, 'Scoped');
    const [mine, theirs] = cast.publisherIds;

    const forMe = await readOfferSnapshot(db, cast.tenant.id, offer.id, onePublisher(mine));
    expect(forMe?.overrides.map((row) => row.publisherId)).toEqual([mine]);
    expect(forMe?.access.map((row) => row.publisherId)).toEqual([mine]);
    expect(forMe?.caps.map((cap) => cap.publisherId)).toEqual([null, mine]);
    expect(JSON.stringify(forMe)).not.toContain(theirs);

    const forAdvertiser = await readOfferSnapshot(db, cast.tenant.id, offer.id, NO_PUBLISHER);
    expect(forAdvertiser?.overrides).toEqual([]);
    expect(forAdvertiser?.access).toEqual([]);
    expect(forAdvertiser?.caps.map((cap) => cap.scope)).toEqual(['offer']);
  });
});

describe('publisherAccessOf agrees with the catalogue’s SQL', () => {
  test('for every offer status, visibility and access entry: who sees it, who may run it, what it reads', async () => {
    const { app, handle } = ctx.current;
    const { db } = handle;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, db);
    const ids: string[] = [];
    for (const status of OFFER_STATUSES) {
      for (const visibility of OFFER_VISIBILITIES) {
        for (const entry of [null, ...OFFER_ACCESS_STATUSES] as Array<OfferAccessStatus | null>) {
          const { offer } = await seedOffer(db, tenant, { advertiserId: advertiser.id, status, visibility });
          if (entry)
            await seedOfferAccess(db, tenant, {
              offerId: offer.id,
              publisherId: publisher.partner.id,
              status: entry,
            });
          ids.push(offer.id);
        }
      }
    }
    const listed = async (scope: string) => {
      const url = `/api/v1/publisher/offers?scope=${scope}&perPage=100`;
      const data: Array<{ id: string; access: string }> = (await app.inject({ url, headers })).json().data;
      return new Map(data.map((item) => [item.id, item.access]));
    };
    const available = await listed('available');
    const approved = await listed('approved');

    const snapshots = await readOfferSnapshots(db, tenant.id, ids, onePublisher(publisher.partner.id));
    const verdicts = ids.map((id) => {
      const snapshot = snapshots.get(id);
      if (!snapshot) throw new Error(`no snapshot of ${id}`);
      const standing = publisherAccessOf(snapshot, publisher.partner.id);
      return { id, visible: standing.visible, runnable: standing.runnable, access: standing.access };
    });
    expect(verdicts.filter((verdict) => verdict.visible).length).toBeGreaterThan(0);
    for (const verdict of verdicts) {
      expect(available.has(verdict.id), JSON.stringify(verdict)).toBe(verdict.visible);
      expect(approved.has(verdict.id), JSON.stringify(verdict)).toBe(verdict.runnable);
      if (verdict.visible) expect(available.get(verdict.id)).toBe(verdict.access);
    }
  });
});
