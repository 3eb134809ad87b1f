import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { conversions, invoiceLines, invoices, partners } from '../../src/db/schema/index';
import { seedPartner, seedTenant, type TestTenant } from '../helpers/factories';
import { type OfferRecord, seedOffer } from '../helpers/offers';

/*
 * A network with an advertiser, publishers and offers, and conversions written straight to the
 * table as the intake leaves them (approved ones with their approval time), for the ledger's tests.
 */

export type ConversionRow = typeof conversions.$inferSelect;

export type SeedConversion = {
  offer: OfferRecord;
  publisherId: string;
  status?: ConversionRow['status'];
  payout?: string;
  revenue?: string;
  currency?: string;
  eventKey?: string;
  isTest?: boolean;
  /** When it became approved; defaults to an hour ago for approved conversions. */
  approvedAt?: Date | null;
};

let sequence = 0;

export async function seedConversion(
  db: Database,
  tenant: TestTenant,
  seed: SeedConversion,
): Promise<ConversionRow> {
  const status = seed.status ?? 'approved';
  const approvedAt =
    seed.approvedAt !== undefined
      ? seed.approvedAt
      : status === 'approved'
        ? new Date(Date.now() - 3_600_000)
        : null;
  const at = approvedAt ?? new Date();
  sequence += 1;
  const [row] = await db
    .insert(conversions)
    .values({
      tenantId: tenant.id,
      clickId: `ledger-${sequence}`,
      clickedAt: at,
      convertedAt: at,
      offerId: seed.offer.id,
      publisherId: seed.publisherId,
      advertiserId: seed.offer.advertiserId,
      eventKey: seed.eventKey ?? 'conversion',
      status,
      approvedAt,
      payout: seed.payout ?? '10.00',
      revenue: seed.revenue ?? '15.00',
      currency: seed.currency ?? seed.offer.currency,
      channel: 'postback',
      isTest: seed.isTest ?? false,
    })
    .returning();
  if (!row) throw new Error('conversion insert returned no row');
  return row;
}

export async function ledgerWorld(db: Database) {
  const tenant = await seedTenant(db);
  const { partner: advertiser, user: advertiserUser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { partner: alice } = await seedPartner(db, tenant, { kind: 'publisher' });
  const { partner: bob } = await seedPartner(db, tenant, { kind: 'publisher' });
  const { offer: usd } = await seedOffer(db, tenant, { advertiserId: advertiser.id, currency: 'USD' });
  const { offer: eur } = await seedOffer(db, tenant, { advertiserId: advertiser.id, currency: 'EUR' });
  const { offer: usd2 } = await seedOffer(db, tenant, { advertiserId: advertiser.id, currency: 'USD' });
  const convert = (seed: SeedConversion) => seedConversion(db, tenant, seed);
  const setPublisherHold = (publisherId: string, holdDays: number | null) =>
    db.update(partners).set({ holdDays }).where(eq(partners.id, publisherId));
  const draftsOf = () => db.select().from(invoices).where(eq(invoices.tenantId, tenant.id));
  const linesOf = (invoiceId: string) =>
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  const conversionsOf = () => db.select().from(conversions).where(eq(conversions.tenantId, tenant.id));
  return {
    tenant,
    advertiser,
    advertiserUser,
    alice,
    bob,
    usd,
    eur,
    usd2,
    convert,
    setPublisherHold,
    draftsOf,
    linesOf,
    conversionsOf,
  };
}
