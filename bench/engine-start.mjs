// The click engine's start on PostgreSQL with many networks (docs/performance.md "The engine's
// start across networks"): `startTrackingState` reads every network's offers, partners and rates
// in a few statements across all networks. The baseline, in the same process on the same
// database, rounds interleaved, is how it read them before: a network at a time (its rates, then
// its offers in a transaction of ten statements), then the partners and domains.
//
//   node --import tsx bench/engine-start.mjs        (NETWORKS=1000 by default, 3 offers each)
import { readFxBook } from '../apps/server/src/tracking/conversions/conversion-fx.ts';
import {
  readAdvertisers,
  readDomains,
  readPublishers,
  readTenantOffers,
  readTenants,
} from '../apps/server/src/tracking/state/state-reads.ts';
import { startTrackingState } from '../apps/server/src/tracking/state/tracking-state.ts';
import { seedPartner, seedTenant } from '../apps/server/test/helpers/factories.ts';
import { seedOffer } from '../apps/server/test/helpers/offers.ts';
import { startBenchPostgres } from './bench-postgres.mjs';

const NETWORKS = Number(process.env.NETWORKS ?? 1000);
const OFFERS_EACH = 3;
const ROUNDS = 5;

const { db, cleanup } = await startBenchPostgres({ poolSize: 4 });
try {
  const seeding = performance.now();
  for (let n = 0; n < NETWORKS; n += 1) {
    const tenant = await seedTenant(db);
    const { partner } = await seedPartner(db, tenant, { kind: 'advertiser' });
    await seedPartner(db, tenant, { kind: 'publisher' });
    for (let o = 0; o < OFFERS_EACH; o += 1) await seedOffer(db, tenant, { advertiserId: partner.id });
  }
  console.log(`seeded ${NETWORKS} networks in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);

  const setBased = async () => {
    const state = await startTrackingState(db, {
      pollMs: 3_600_000,
      onError: (error) => console.error(error),
    });
    await state.stop();
  };
  const perNetwork = async () => {
    for (const tenant of await readTenants(db)) {
      await readFxBook(db, tenant);
      await readTenantOffers(db, tenant.id);
    }
    await readPublishers(db);
    await readAdvertisers(db);
    await readDomains(db);
  };
  const timings = { setBased: [], perNetwork: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, run] of Object.entries({ setBased, perNetwork })) {
      const start = performance.now();
      await run();
      timings[name].push(performance.now() - start);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, values] of Object.entries(timings))
    console.log(`${name}: ${values.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(
    `engine start with ${NETWORKS} networks: set-based ${median(timings.setBased).toFixed(0)} ms, ` +
      `per network ${median(timings.perNetwork).toFixed(0)} ms`,
  );
} finally {
  cleanup();
}
