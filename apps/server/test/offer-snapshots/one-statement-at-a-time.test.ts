import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { readOfferSnapshots } from '../../src/offer-model/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedCategory, seedOffer } from '../helpers/offers';
import { watchQueryOverlap } from '../helpers/pg-query-overlap';
import { openTestDatabase, TEST_DRIVER } from '../helpers/test-app';

// A connection runs one statement at a time: pg queues the rest and warns that pg@9 will not
// (issue 24 item 11). PGlite has one connection and its own queue, so this is PostgreSQL's test.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

test.skipIf(TEST_DRIVER !== 'postgres')(
  'a snapshot read sends its statements one after another on its transaction’s connection',
  async () => {
    const { db } = handle;
    const tenant = await seedTenant(db);
    const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
    const category = await seedCategory(db, tenant);
    const { offer } = await seedOffer(db, tenant, {
      advertiserId: advertiser.id,
      categoryIds: [category.id],
    });

    const watch = watchQueryOverlap();
    try {
      const snapshots = await readOfferSnapshots(db, tenant.id, [offer.id]);
      expect(snapshots.get(offer.id)?.categories).toHaveLength(1);
    } finally {
      watch.stop();
    }
    expect(watch.overlaps).toEqual([]);
  },
);
