// A banner impression against a click, in the same run: the hot path (`takeImpression` against
// `takeClick`, in this process, no HTTP, records to a sink that keeps none) and the writer (a
// batch of 1,000 impressions against one of 1,000 clicks through the event store, this process's CPU and the
// wall time per record, on the embedded database or BENCH_DATABASE_URL). Rounds alternate, so a
// busy machine slows both alike (docs/performance.md, "Impressions").
//
//   node --import tsx bench/impressions.mjs
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { creatives, files } from '../apps/server/src/db/schema/index.ts';
import { createPostgresEventStore } from '../apps/server/src/events/index.ts';
import {
  assembleClickDeps,
  readQueryLink,
  startTrackingState,
  takeClick,
  takeImpression,
} from '../apps/server/src/tracking/index.ts';
import {
  buildClickRecord,
  buildImpressionRecord,
  newClickWorld,
} from '../apps/server/test/helpers/click-records.ts';
import { clickWorld } from '../apps/server/test/helpers/click-world.ts';

const ROUNDS = 6;
const PER_ROUND = 100_000;
const BATCHES = 12;
const BATCH_SIZE = 1000;

const handle = openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL });
await handle.migrate();
const world = await clickWorld(handle.db);
const offer = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}&s1={sub1}' });
const [file] = await handle.db
  .insert(files)
  .values({
    tenantId: world.tenant.id,
    purpose: 'creative',
    storageKey: `${world.tenant.id}/bench`,
    contentType: 'image/png',
    byteSize: 1,
    sha256: 'bench',
    originalName: 'bench.png',
  })
  .returning();
const [banner] = await handle.db
  .insert(creatives)
  .values({
    tenantId: world.tenant.id,
    offerId: offer.id,
    name: 'Bench banner',
    type: 'banner',
    status: 'active',
    fileId: file.id,
  })
  .returning();
const state = await startTrackingState(handle.db, { pollMs: 60_000 });
let kept = 0;
const sink = { push: () => (kept += 1), pushImpression: () => (kept += 1) };
const { deps } = assembleClickDeps(randomBytes(32), { state, clickSink: sink });
const impressionDeps = { ...deps, files: null };
const headers = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};
const search = `offer_id=${offer.ref}&pub_id=${world.publisher.ref}&creative=${banner.id}&sub1=bench`;
let visitor = 0;
const visitOf = () => {
  visitor += 1;
  const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const link = readQueryLink(new URLSearchParams(search));
  return { tenantId: world.tenant.id, method: 'GET', ip, behindProxy: false, headers, link };
};
/** Microseconds a call of `take`, over `count` new visitors. */
const timed = (take, count) => {
  const started = process.hrtime.bigint();
  for (let index = 0; index < count; index += 1) take(visitOf());
  return Number(process.hrtime.bigint() - started) / 1000 / count;
};
const click = (visit) => takeClick(deps, visit);
const view = (visit) => {
  if (!takeImpression(impressionDeps, visit)?.record) throw new Error('the impression was not counted');
};
timed(click, 20_000);
timed(view, 20_000);
const hot = { click: [], view: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  hot.click.push(timed(click, PER_ROUND));
  hot.view.push(timed(view, PER_ROUND));
}

const events = createPostgresEventStore(handle.db);
await events.prepareClickStorage();
const writeWorld = newClickWorld();
// A few banners, as a network has: the rollups group their views, as they group clicks.
const bannerIds = Array.from({ length: 4 }, () => crypto.randomUUID());
const write = { click: { cpu: 0, wall: 0 }, view: { cpu: 0, wall: 0 } };
const measure = async (figure, work) => {
  const before = process.cpuUsage();
  const started = process.hrtime.bigint();
  await work();
  const used = process.cpuUsage(before);
  figure.cpu += used.user + used.system;
  figure.wall += Number(process.hrtime.bigint() - started) / 1000;
};
for (let batch = 0; batch < BATCHES; batch += 1) {
  const clicks = Array.from({ length: BATCH_SIZE }, () => buildClickRecord(writeWorld));
  const views = Array.from({ length: BATCH_SIZE }, (_, index) =>
    buildImpressionRecord(writeWorld, { creativeId: bannerIds[index % bannerIds.length] }),
  );
  // The first two batches of each warm up.
  const into = batch < 2 ? { cpu: 0, wall: 0 } : null;
  await measure(into ?? write.click, () => events.writeClicks(clicks));
  await measure(into ?? write.view, () => events.writeImpressions(views));
}
await state.stop();
await handle.close();

const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const records = (BATCHES - 2) * BATCH_SIZE;
const perRecord = (figure) =>
  `${(figure.cpu / records).toFixed(1)} µs CPU, ${(figure.wall / records).toFixed(1)} µs wall`;
console.log(
  `takeClick ${hot.click.map((f) => f.toFixed(1)).join(', ')} µs; takeImpression ${hot.view.map((f) => f.toFixed(1)).join(', ')} µs`,
);
console.log(
  `hot path: a click ${average(hot.click).toFixed(1)} µs, an impression ${average(hot.view).toFixed(1)} µs (${kept} records)`,
);
console.log(
  `writer: a click ${perRecord(write.click)}; an impression ${perRecord(write.view)} (${handle.driver})`,
);
