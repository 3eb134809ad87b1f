import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { postbackDeliveries, publisherPostbacks } from '../../src/db/schema/index';
import { publisherWorld } from '../helpers/offer-parts';
import { seedOffer } from '../helpers/offers';

/** A tenant with an advertiser, a signed-in publisher and a public offer (events: conversion, private `vip`). */
export async function postbackWorld(app: FastifyInstance, db: Database) {
  const world = await publisherWorld(app, db);
  const { offer } = await seedOffer(db, world.tenant, {
    advertiserId: world.advertiser.id,
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true, position: 0 },
      { key: 'vip', name: 'VIP', isPrivate: true, position: 1 },
    ],
  });
  return { ...world, offer, publisherId: world.publisher.partner.id };
}

/** A postback setting written straight to the table. */
export async function seedPostback(
  db: Database,
  values: { tenantId: string; publisherId: string } & Partial<typeof publisherPostbacks.$inferInsert>,
) {
  const [row] = await db
    .insert(publisherPostbacks)
    .values({
      method: 'GET',
      url: 'https://pub.example/pb?cid={click_id}',
      statuses: ['approved'],
      ...values,
    })
    .returning();
  if (!row) throw new Error('postback insert returned no row');
  return row;
}

/** A delivery as the conversion path queues it: pending, URL filled. */
export async function seedDelivery(
  db: Database,
  values: { tenantId: string; publisherId: string; url: string } & Partial<
    typeof postbackDeliveries.$inferInsert
  >,
) {
  const [row] = await db
    .insert(postbackDeliveries)
    .values({ method: 'GET', conversionStatus: 'approved', ...values })
    .returning();
  if (!row) throw new Error('delivery insert returned no row');
  return row;
}
