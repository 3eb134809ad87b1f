import { expect, test } from 'vitest';
import { exchangeRates } from '../../src/db/schema/index';
import { readOfferSnapshots } from '../../src/offer-model/index';
import { startTrackingState } from '../../src/tracking/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

/*
 * The click engine's start reads every network at once (a few statements across all networks,
 * docs/tracking.md "In-memory state"): each network must come out as it would read alone, with
 * exactly its own offers, partners and exchange rates.
 */

const ctx = useTestApp();

async function seedNetwork(offerCount: number, euroRate?: string) {
  const db = ctx.current.handle.db;
  const tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
  const offers = [];
  for (let index = 0; index < offerCount; index += 1)
    offers.push((await seedOffer(db, tenant, { advertiserId: advertiser.id })).offer);
  if (euroRate) {
    await db
      .insert(exchangeRates)
      .values({ tenantId: tenant.id, currency: 'EUR', effectiveFrom: '2020-01-01', rate: euroRate });
  }
  return { tenant, advertiser, publisher, offers };
}

test('the engine starts with every network in memory, each exactly as it reads alone', async () => {
  const db = ctx.current.handle.db;
  const withRate = await seedNetwork(3, '1.1');
  const withoutRate = await seedNetwork(1);
  const state = await startTrackingState(db, {
    pollMs: 3_600_000,
    onError: (error) => {
      throw error;
    },
  });
  try {
    for (const network of [withRate, withoutRate]) {
      const memory = state.tenantState(network.tenant.id);
      const ids = network.offers.map((offer) => offer.id);
      expect([...(memory?.offersById.keys() ?? [])].sort()).toEqual([...ids].sort());
      expect(memory?.offersById).toEqual(await readOfferSnapshots(db, network.tenant.id, ids));
      for (const offer of network.offers) expect(memory?.offersByRef.get(offer.ref)?.offer.id).toBe(offer.id);
      expect(memory?.publishersByRef.get(network.publisher.ref)?.id).toBe(network.publisher.id);
      expect(memory?.advertisersById.get(network.advertiser.id)?.tenantId).toBe(network.tenant.id);
    }
    expect(state.tenantState(withRate.tenant.id)?.fx.byCurrency.get('EUR')).toEqual([
      { from: '2020-01-01', rate: '1.10000000' },
    ]);
    expect(state.tenantState(withoutRate.tenant.id)?.fx.byCurrency.size).toBe(0);
  } finally {
    await state.stop();
  }
});
