// An offer save with its history against the same save without it (docs/performance.md "Offer
// saves with history"; issue 28's target: at most 20 % more). The same process, database and
// offer, rounds interleaved. With history is `saveOfferTab` as the route runs it: the offer read
// under its lock, the tab's checks and writes, the offer read again, the difference recorded as a
// version, the offer answered. Without is the save as it was before the history: lock, checks and
// writes, commit, then the offer read once for the answer. Each save changes the payout, so each
// records a version.
//
//   node --import tsx bench/offer-save.mjs        (SAVES=200 a round by default, 5 rounds)
import {
  loadOffer,
  lockOffer,
  runOfferTransaction,
  saveOfferTab,
  savePayoutsTab,
  updateOfferRecord,
} from '../apps/server/src/modules/offers/index.ts';
import { seedPartner, seedTenant, seedUser } from '../apps/server/test/helpers/factories.ts';
import { seedCap, seedLandingPage } from '../apps/server/test/helpers/offer-parts.ts';
import { seedOffer, seedPayoutOverride } from '../apps/server/test/helpers/offers.ts';
import { startBenchPostgres } from './bench-postgres.mjs';

const SAVES = Number(process.env.SAVES ?? 200);
const ROUNDS = 5;
const quiet = { error() {}, warn() {}, info() {}, debug() {} };

const { db, cleanup } = await startBenchPostgres({ poolSize: 4 });
try {
  // An offer of a working network's size: three events, three pages, two caps, twenty publishers' payouts.
  const tenant = await seedTenant(db);
  const user = await seedUser(db, tenant, { role: 'admin' });
  const { partner: advertiser } = await seedPartner(db, tenant, { kind: 'advertiser' });
  const { offer, events } = await seedOffer(db, tenant, {
    advertiserId: advertiser.id,
    events: [{ key: 'conversion', isBase: true }, { key: 'deposit' }, { key: 'upsell' }],
  });
  for (let n = 0; n < 3; n += 1) await seedLandingPage(db, tenant, { offerId: offer.id, position: n });
  for (let n = 0; n < 2; n += 1) await seedCap(db, tenant, { offerId: offer.id, position: n });
  for (let n = 0; n < 20; n += 1) {
    const { partner } = await seedPartner(db, tenant, { kind: 'publisher' });
    await seedPayoutOverride(db, tenant, {
      offerId: offer.id,
      eventId: events[0].id,
      publisherId: partner.id,
      payoutType: 'cpa',
      payoutAmount: '5.00',
    });
  }
  const current = await loadOffer(db, tenant.id, offer.id);
  const overrides = current.overrides.map(({ id, eventKey, publisherId, payoutAmount }) => ({
    id,
    eventKey,
    publisherId,
    payoutType: 'cpa',
    payoutAmount,
  }));
  let cents = 400;
  /** The payouts tab's body, parsed as the route would: a new payout each time. */
  const nextBody = () => {
    cents += 1;
    return {
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cpa',
          payoutAmount: (cents / 100).toFixed(2),
          revenueType: 'cpa',
          revenueAmount: '9.00',
        },
      ],
      overrides,
    };
  };
  const deps = { db, files: undefined, log: quiet };
  const actor = { tenantId: tenant.id, userId: user.id };
  const target = { offerId: offer.id, tab: 'payouts' };

  const withHistory = () => saveOfferTab(deps, actor, target, nextBody(), savePayoutsTab);
  const withoutHistory = async () => {
    await runOfferTransaction(deps, async (tx, cleanupAfter) => {
      const record = await lockOffer(tx, tenant.id, offer.id);
      await savePayoutsTab(
        { tx, offer: record, actor, deps, cleanup: cleanupAfter, now: new Date() },
        nextBody(),
      );
      await updateOfferRecord(tx, tenant.id, offer.id, {});
    });
    return loadOffer(db, tenant.id, offer.id);
  };

  const timings = { withHistory: [], withoutHistory: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, save] of Object.entries({ withHistory, withoutHistory })) {
      const start = performance.now();
      for (let n = 0; n < SAVES; n += 1) await save();
      timings[name].push((performance.now() - start) / SAVES);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, values] of Object.entries(timings))
    console.log(`${name}: ${values.map((ms) => ms.toFixed(2)).join(', ')} ms a save`);
  const withMs = median(timings.withHistory);
  const withoutMs = median(timings.withoutHistory);
  console.log(
    `offer save with history ${withMs.toFixed(2)} ms, without ${withoutMs.toFixed(2)} ms, ` +
      `${(((withMs - withoutMs) / withoutMs) * 100).toFixed(0)} % more`,
  );
} finally {
  cleanup();
}
