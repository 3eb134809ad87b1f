import { randomUUID } from 'node:crypto';
import type { OfferAccessStatus, OfferStatus, OfferTargeting, OfferVisibility } from '@affnet/contracts';
import { offerTargetingSchema } from '@affnet/contracts';
import type { Database } from '../../src/db/client';
import {
  creatives,
  offerAccess,
  offerCategories,
  offerCategoryLinks,
  offerEvents,
  offerPayoutOverrides,
  offers,
} from '../../src/db/schema/index';
import type { TestTenant } from './factories';

/*
 * Offer test data written straight to the tables (not through the API), so tests of one endpoint
 * do not depend on another. Each call makes fresh rows; every field can be overridden.
 */

export type OfferRecord = typeof offers.$inferSelect;
export type OfferEventRecord = typeof offerEvents.$inferSelect;

export type SeedEvent = Partial<typeof offerEvents.$inferInsert> & { key: string };

export type SeedOfferOptions = Partial<Omit<typeof offers.$inferInsert, 'tenantId' | 'advertiserId'>> & {
  advertiserId: string;
  /** Defaults to one base event "conversion" paying 5.00 CPA for 8.00 CPA revenue. */
  events?: SeedEvent[];
  categoryIds?: string[];
  targeting?: Partial<OfferTargeting>;
};

export type SeededOffer = { offer: OfferRecord; events: OfferEventRecord[]; base: OfferEventRecord };

export async function seedOffer(
  db: Database,
  tenant: TestTenant,
  options: SeedOfferOptions,
): Promise<SeededOffer> {
  const { events: eventSeeds, categoryIds = [], targeting, advertiserId, ...columns } = options;
  const [offer] = await db
    .insert(offers)
    .values({
      tenantId: tenant.id,
      advertiserId,
      name: `Offer ${randomUUID().slice(0, 6)}`,
      status: 'active' satisfies OfferStatus,
      currency: 'USD',
      destinationUrl: 'https://shop.example/?cid={click_id}',
      redirectMode: 'redirect_302',
      defaultConversionStatus: 'approved',
      targeting: offerTargetingSchema.parse(targeting ?? {}),
      timezone: 'UTC',
      fallbackStrategy: 'priority',
      visibility: 'public' satisfies OfferVisibility,
      ...columns,
    })
    .returning();
  if (!offer) throw new Error('offer insert returned no row');
  const seeds = eventSeeds ?? [{ key: 'conversion', name: 'Conversion', isBase: true }];
  const events = await db
    .insert(offerEvents)
    .values(
      seeds.map((seed, position) => ({
        tenantId: tenant.id,
        offerId: offer.id,
        name: seed.key,
        position,
        payoutType: 'cpa' as const,
        payoutAmount: '5.00',
        revenueType: 'cpa' as const,
        revenueAmount: '8.00',
        ...seed,
      })),
    )
    .returning();
  if (categoryIds.length > 0) {
    await db
      .insert(offerCategoryLinks)
      .values(categoryIds.map((categoryId) => ({ offerId: offer.id, categoryId })));
  }
  const base = events.find((event) => event.isBase) ?? events[0];
  if (!base) throw new Error('seedOffer needs at least one event');
  return { offer, events, base };
}

export async function seedCategory(
  db: Database,
  tenant: TestTenant,
  name = `Category ${randomUUID().slice(0, 6)}`,
) {
  const [row] = await db.insert(offerCategories).values({ tenantId: tenant.id, name }).returning();
  if (!row) throw new Error('category insert returned no row');
  return row;
}

export async function seedOfferAccess(
  db: Database,
  tenant: TestTenant,
  values: { offerId: string; publisherId: string; status: OfferAccessStatus; reason?: string },
) {
  const [row] = await db
    .insert(offerAccess)
    .values({
      tenantId: tenant.id,
      requestedAt: values.status === 'pending' ? new Date() : null,
      ...values,
    })
    .returning();
  if (!row) throw new Error('access insert returned no row');
  return row;
}

export async function seedPayoutOverride(
  db: Database,
  tenant: TestTenant,
  values: Omit<typeof offerPayoutOverrides.$inferInsert, 'tenantId'>,
) {
  const [row] = await db
    .insert(offerPayoutOverrides)
    .values({ tenantId: tenant.id, ...values })
    .returning();
  if (!row) throw new Error('override insert returned no row');
  return row;
}

export async function seedCreative(
  db: Database,
  tenant: TestTenant,
  values: Omit<typeof creatives.$inferInsert, 'tenantId' | 'name' | 'type' | 'status'> &
    Partial<Pick<typeof creatives.$inferInsert, 'name' | 'type' | 'status'>>,
) {
  const [row] = await db
    .insert(creatives)
    .values({
      tenantId: tenant.id,
      name: `Text link ${randomUUID().slice(0, 6)}`,
      type: 'text_link',
      status: 'active',
      linkText: 'Shop the sale',
      ...values,
    })
    .returning();
  if (!row) throw new Error('creative insert returned no row');
  return row;
}
