import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerStatusChanges } from '../../src/db/schema/index';
import { pauseOfferForCap } from '../../src/offer-model/index';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { seedCap } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { storedOffer } from './offer-api';

/*
 * `pauseOfferForCap`, which the click writer of every process and the conversion path call:
 * idempotent (one change, one history row) and within the cap's tenant only.
 */

const ctx = useTestApp();
const db = () => ctx.current.handle.db;

async function offerWithPauseCap(tenant: TestTenant, status: 'active' | 'expired' = 'active') {
  const { partner: advertiser } = await seedPartner(db(), tenant, { kind: 'advertiser' });
  const { offer } = await seedOffer(db(), tenant, { advertiserId: advertiser.id, status });
  const cap = await seedCap(db(), tenant, { offerId: offer.id, metric: 'clicks', action: 'pause' });
  return { tenantId: tenant.id, offerId: offer.id, capId: cap.id };
}

const historyOf = (offerId: string) =>
  db().select().from(offerStatusChanges).where(eq(offerStatusChanges.offerId, offerId));

describe('pauseOfferForCap', () => {
  test('asked five times at once, it pauses the offer once and records one change', async () => {
    const filled = await offerWithPauseCap(await seedTenant(db()));
    const answers = await Promise.all(Array.from({ length: 5 }, () => pauseOfferForCap(db(), filled)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect((await storedOffer(db(), filled.offerId)).offer?.status).toBe('paused');
    expect(await historyOf(filled.offerId)).toEqual([
      expect.objectContaining({
        fromStatus: 'active',
        toStatus: 'paused',
        cause: 'cap',
        capId: filled.capId,
      }),
    ]);
  });

  test('another tenant’s id or another offer’s cap changes nothing; an offer no longer active is left as it is', async () => {
    const filled = await offerWithPauseCap(await seedTenant(db()));
    const other = await seedTenant(db());
    expect(await pauseOfferForCap(db(), { ...filled, tenantId: other.id })).toBe(false);
    expect((await storedOffer(db(), filled.offerId)).offer?.status).toBe('active');

    const elsewhere = await offerWithPauseCap(await seedTenant(db()));
    expect(await pauseOfferForCap(db(), { ...filled, capId: elsewhere.capId })).toBe(false);
    expect((await storedOffer(db(), filled.offerId)).offer?.status).toBe('active');

    const expired = await offerWithPauseCap(await seedTenant(db()), 'expired');
    expect(await pauseOfferForCap(db(), expired)).toBe(false);
    expect((await storedOffer(db(), expired.offerId)).offer?.status).toBe('expired');
    expect([await historyOf(filled.offerId), await historyOf(expired.offerId)]).toEqual([[], []]);
  });
});
