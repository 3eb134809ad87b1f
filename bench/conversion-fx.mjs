// The FX snapshot's cost on the conversion path (issue 27, docs/performance.md "FX snapshots"):
// `rowOf`, which turns a checked conversion into its row, timed for a conversion in a foreign
// currency (its rate looked up in the click engine's memory, among three years of daily rates in
// three currencies) against the same conversion in the network's default currency (no lookup:
// the rate is 1), rounds interleaved in one process. For scale, the lookup it replaces: one
// indexed query of the rate per conversion on the embedded database.
//
//   node --import tsx bench/conversion-fx.mjs
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { exchangeRates } from '../apps/server/src/db/schema/index.ts';
import { rowOf } from '../apps/server/src/tracking/conversions/conversion-rows.ts';
import { startTrackingState } from '../apps/server/src/tracking/state/tracking-state.ts';
import { clickWorld } from '../apps/server/test/helpers/click-world.ts';

const ROWS = Number(process.env.ROWS ?? 200_000);
const ROUNDS = 10;
const QUERIES = 2_000;
const DAYS = 3 * 365;

const handle = openDatabase({});
await handle.migrate();
const world = await clickWorld(handle.db);
const euro = await world.offer({ currency: 'EUR' });
const dollar = await world.offer({ currency: 'USD' });
const today = Date.UTC(2026, 10, 27);
const rates = ['EUR', 'GBP', 'JPY'].flatMap((currency, c) =>
  Array.from({ length: DAYS }, (_, d) => ({
    tenantId: world.tenant.id,
    currency,
    effectiveFrom: new Date(today - d * 86_400_000).toISOString().slice(0, 10),
    rate: (1 + c / 10 + d / 100_000).toFixed(8),
  })),
);
for (let i = 0; i < rates.length; i += 1000)
  await handle.db.insert(exchangeRates).values(rates.slice(i, i + 1000));
const state = await startTrackingState(handle.db, {
  pollMs: 60_000,
  onError: (error) => console.error(error),
});
const tenant = state.tenantState(world.tenant.id);
if (!tenant) throw new Error('the tenant is not in memory');

const convertedAt = new Date(today + 12 * 3_600_000);
const inputOf = (offerId) => {
  const snapshot = tenant.offersById.get(offerId);
  if (!snapshot) throw new Error('the offer is not in memory');
  return {
    tenantId: world.tenant.id,
    clickId: 'bench-click',
    click: {
      kind: 'valid',
      tenantId: world.tenant.id,
      offerId,
      publisherId: world.publisher.id,
      clickedAt: convertedAt,
      isTest: false,
      sub1: 'a',
      sub2: null,
      sub3: null,
      sub4: null,
      sub5: null,
      source: null,
      affClickId: null,
      country: 'US',
      region: null,
      deviceType: 'desktop',
      os: 'Linux',
      browser: 'Chrome',
      landingPageId: null,
      creativeId: null,
      ip: '10.0.0.1',
    },
    snapshot,
    event: snapshot.events[0],
    publisherId: world.publisher.id,
    params: {
      clickId: 'bench-click',
      eventKey: null,
      amount: '25.00',
      txnId: null,
      advSubs: [null, null, null, null, null],
      status: null,
      token: null,
      offerRef: null,
    },
    channel: 'postback',
    postbackIp: '10.0.0.2',
    isTest: false,
    notifyPublisher: true,
    convertedAt,
    fx: tenant.fx,
  };
};
const foreign = inputOf(euro.id);
const home = inputOf(dollar.id);
if (rowOf(foreign, 'approved').fxRate === null) throw new Error('the foreign conversion found no rate');

let sink = 0;
const time = (input) => {
  const started = process.hrtime.bigint();
  for (let i = 0; i < ROWS; i += 1) sink += rowOf(input, 'approved').fxRate?.length ?? 0;
  return Number(process.hrtime.bigint() - started) / ROWS;
};
time(foreign);
time(home);
const withLookup = [];
const withoutLookup = [];
for (let round = 0; round < ROUNDS; round += 1) {
  withLookup.push(time(foreign));
  withoutLookup.push(time(home));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const started = process.hrtime.bigint();
for (let i = 0; i < QUERIES; i += 1) {
  await handle.db.execute(sql`select rate from exchange_rates where tenant_id = ${world.tenant.id}
    and currency = 'EUR' and effective_from <= '2026-11-27' order by effective_from desc limit 1`);
}
const queryMicros = Number(process.hrtime.bigint() - started) / 1000 / QUERIES;
await state.stop();
await handle.close();

const a = median(withLookup);
const b = median(withoutLookup);
console.log(
  `rowOf, median of ${ROUNDS} rounds of ${ROWS.toLocaleString('en')} (${sink > 0 ? 'checked' : ''}):`,
);
console.log(`  foreign currency, rate from memory: ${(a / 1000).toFixed(2)} µs a conversion`);
console.log(`  default currency, no lookup:        ${(b / 1000).toFixed(2)} µs a conversion`);
console.log(`  the snapshot's cost: ${((a - b) / 1000).toFixed(2)} µs a conversion`);
console.log(`  for scale, one rate query on the embedded database: ${queryMicros.toFixed(0)} µs`);
