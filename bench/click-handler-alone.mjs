// The click handler alone, in this process, without HTTP or a database round trip: how long
// `takeClick` (link read, checks, click id, records to a sink that drops them) takes per click.
// What is left of the HTTP path's cost is the server and the socket (docs/performance.md).
// It times each 200,000 clicks apart: a click must cost the same once the engine's memory of
// recent clicks and visitors is full as it did when it was empty.
//
//   node --import tsx bench/click-handler-alone.mjs
//   BENCH_ALLOC=1 node --import tsx bench/click-handler-alone.mjs   (bytes allocated a click, by function)
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { takeClick } from '../apps/server/src/tracking/click/click-handler.ts';
import { readQueryLink } from '../apps/server/src/tracking/click/click-link.ts';
import { assembleClickDeps } from '../apps/server/src/tracking/click-engine.ts';
import { startTrackingState } from '../apps/server/src/tracking/state/tracking-state.ts';
import { clickWorld } from '../apps/server/test/helpers/click-world.ts';

const CLICKS = Number(process.env.CLICKS ?? 1_000_000);
const CHUNK = 200_000;
const handle = openDatabase({});
await handle.migrate();
const world = await clickWorld(handle.db);
const offer = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}&s1={sub1}' });
const state = await startTrackingState(handle.db, { pollMs: 60_000 });
let records = 0;
const { deps } = assembleClickDeps(randomBytes(32), { state, clickSink: { push: () => (records += 1) } });
const headers = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};
const search = `offer_id=${offer.ref}&pub_id=${world.publisher.ref}&sub1=bench`;
// A new visitor each click (the engine remembers each one), from a private range.
let visitor = 0;
const run = (count) => {
  for (let index = 0; index < count; index += 1) {
    const link = readQueryLink(new URLSearchParams(search));
    visitor += 1;
    const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    takeClick(deps, { tenantId: world.tenant.id, method: 'GET', ip, behindProxy: false, headers, link });
  }
};
run(20_000);
if (process.env.BENCH_ALLOC) await printAllocations(() => run(CLICKS));
else {
  const figures = [];
  for (let done = 0; done < CLICKS; done += CHUNK) {
    const count = Math.min(CHUNK, CLICKS - done);
    const started = process.hrtime.bigint();
    run(count);
    figures.push(Number(process.hrtime.bigint() - started) / 1000 / count);
  }
  console.log(
    `µs a click, by ${CHUNK.toLocaleString('en')} clicks: ${figures.map((f) => f.toFixed(1)).join(', ')}`,
  );
  const micros = figures.reduce((sum, f) => sum + f, 0) / figures.length;
  console.log(
    `takeClick: ${micros.toFixed(1)} µs a click (${Math.round(1e6 / micros)} clicks/s on one core), ${records} records`,
  );
}
await state.stop();
await handle.close();

/**
 * What the clicks allocate, garbage included (V8's sampling heap profiler, keeping the samples
 * that minor and major collections freed): the bytes a click and the functions that allocate most.
 */
async function printAllocations(work) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  work();
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const byFunction = new Map();
  let total = 0;
  const visit = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const child of node.children) visit(child);
  };
  visit(profile.head);
  console.log(`takeClick allocates about ${Math.round(total / CLICKS)} bytes a click; the most:`);
  const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [name, bytes] of top) console.log(`${String(Math.round(bytes / CLICKS)).padStart(6)}  ${name}`);
}
