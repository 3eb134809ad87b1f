import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { offerCaps, offerFallbacks, offerLandingPages } from '../../src/db/schema/index';
import { signedInPartner } from './callers';
import { seedPartner, seedTenant, type TestTenant } from './factories';

/*
 * Offer rows the offer factories (helpers/offers.ts) do not make: landing pages and caps,
 * written straight to the tables.
 */

export async function seedLandingPage(
  db: Database,
  tenant: TestTenant,
  values: Omit<
    typeof offerLandingPages.$inferInsert,
    'tenantId' | 'name' | 'url' | 'status' | 'weight' | 'position'
  > &
    Partial<typeof offerLandingPages.$inferInsert>,
) {
  const [row] = await db
    .insert(offerLandingPages)
    .values({
      tenantId: tenant.id,
      name: `Page ${randomUUID().slice(0, 6)}`,
      url: 'https://shop.example/landing?cid={click_id}',
      status: 'active',
      weight: 100,
      position: 0,
      ...values,
    })
    .returning();
  if (!row) throw new Error('landing page insert returned no row');
  return row;
}

export async function seedCap(
  db: Database,
  tenant: TestTenant,
  values: Omit<
    typeof offerCaps.$inferInsert,
    'tenantId' | 'metric' | 'period' | 'timezone' | 'scope' | 'limitValue' | 'action' | 'position'
  > &
    Partial<typeof offerCaps.$inferInsert>,
) {
  const [row] = await db
    .insert(offerCaps)
    .values({
      tenantId: tenant.id,
      metric: 'conversions',
      period: 'day',
      timezone: 'UTC',
      scope: 'offer',
      limitValue: '100',
      action: 'reject',
      position: 0,
      ...values,
    })
    .returning();
  if (!row) throw new Error('cap insert returned no row');
  return row;
}

/** A network with an advertiser and a signed-in publisher, the usual cast of the portal tests. */
export async function publisherWorld(app: FastifyInstance, db: Database) {
  const tenant = await seedTenant(db);
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const publisher = await signedInPartner(app, db, tenant, 'publisher');
  return { tenant, advertiser, publisher, headers: publisher.headers };
}

export async function seedFallback(
  db: Database,
  tenant: TestTenant,
  values: Omit<typeof offerFallbacks.$inferInsert, 'tenantId' | 'position' | 'weight'> &
    Partial<typeof offerFallbacks.$inferInsert>,
) {
  const [row] = await db
    .insert(offerFallbacks)
    .values({ tenantId: tenant.id, position: 0, weight: 100, ...values })
    .returning();
  if (!row) throw new Error('fallback insert returned no row');
  return row;
}
