import { expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedCategory, seedOffer, seedOfferAccess } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

test('the database refuses a publisher as an offer advertiser, and a second base event', async () => {
  const { db } = ctx.current.handle;
  const tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: publisher } = await seedPartner(db, tenant, { kind: 'publisher' });
  const category = await seedCategory(db, tenant);
  const { offer, base } = await seedOffer(db, tenant, {
    advertiserId: advertiser.id,
    categoryIds: [category.id],
  });
  expect(offer.ref).toBeGreaterThan(1000);
  expect(base.key).toBe('conversion');
  await seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: publisher.id, status: 'pending' });

  await expect(seedOffer(db, tenant, { advertiserId: publisher.id })).rejects.toThrow();
  await expect(
    seedOffer(db, tenant, {
      advertiserId: advertiser.id,
      events: [
        { key: 'a', isBase: true },
        { key: 'b', isBase: true },
      ],
    }),
  ).rejects.toThrow();
  await expect(
    seedOfferAccess(db, tenant, { offerId: offer.id, publisherId: advertiser.id, status: 'approved' }),
  ).rejects.toThrow();
});
