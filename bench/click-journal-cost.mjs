// What the click journal costs a click, without HTTP or a database (docs/performance.md, "A crash
// loses no answered click"): real click records (decided by takeClick) are appended in turns of
// 64, as an event-loop turn of the server under load holds them, each with its answer held until
// the turn's write, against the same turns with answers sent at once and nothing written. Then
// what an fdatasync after each turn's write would add (the journal does not sync; see the docs).
//
//   node --import tsx bench/click-journal-cost.mjs
import { randomBytes } from 'node:crypto';
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { takeClick } from '../apps/server/src/tracking/click/click-handler.ts';
import { readQueryLink } from '../apps/server/src/tracking/click/click-link.ts';
import { assembleClickDeps } from '../apps/server/src/tracking/click-engine.ts';
import { startTrackingState } from '../apps/server/src/tracking/state/tracking-state.ts';
import { openClickJournal } from '../apps/server/src/tracking/writer/click-journal.ts';
import { journalLineOf } from '../apps/server/src/tracking/writer/journal-line.ts';
import { clickWorld } from '../apps/server/test/helpers/click-world.ts';

const TURN = 64;
const TURNS = Number(process.env.TURNS ?? 3000);
const ROUNDS = 3;
const SYNC_TURNS = 300;

const records = await realRecords(TURN * 16);
const dir = mkdtempSync(join(tmpdir(), 'affnet-journal-bench-'));
const silent = { info() {}, warn() {}, error() {} };
const answer = { send() {} };

/** TURNS turns of TURN clicks; `keep(record)` takes each click, then its answer goes through `hold`. */
async function timeTurns(keep, hold) {
  const before = process.cpuUsage();
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (let index = 0; index < TURN; index += 1) {
      keep(records[(turn * TURN + index) % records.length]);
      hold(answer);
    }
    await nextTurn();
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / (TURNS * TURN);
}

const figures = { without: [], journal: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  figures.without.push(
    await timeTurns(
      () => {},
      (held) => held.send(),
    ),
  );
  const journal = openClickJournal(dir, silent);
  figures.journal.push(
    await timeTurns(
      (record) => journal.append(record),
      (held) => journal.afterKept(held),
    ),
  );
  journal.discard(journal.seal());
  journal.close();
}
const list = (values) => values.map((value) => value.toFixed(2)).join(', ');
console.log(
  `turns of ${TURN} clicks, ${TURNS} turns a round, CPU µs a click (user + system), ${ROUNDS} rounds:`,
);
console.log(`  answers sent at once, nothing written: ${list(figures.without)}`);
console.log(`  journal (one write a turn, answers after it): ${list(figures.journal)}`);
console.log(`  journal line: ${journalLineOf(records[0]).length + 1} bytes a click`);

// What the journal does not do: make each turn's write durable before its answers leave.
const file = join(dir, 'sync-probe');
const fd = openSync(file, 'a');
const turnText = records
  .slice(0, TURN)
  .map((record) => `${journalLineOf(record)}\n`)
  .join('');
const started = process.hrtime.bigint();
for (let turn = 0; turn < SYNC_TURNS; turn += 1) {
  writeSync(fd, turnText);
  fdatasyncSync(fd);
}
const syncMicros = Number(process.hrtime.bigint() - started) / 1000 / SYNC_TURNS;
closeSync(fd);
console.log(
  `  an fdatasync after each turn's write would hold the turn's answers ${Math.round(syncMicros)} µs ` +
    `(${(syncMicros / TURN).toFixed(1)} µs a click of wall time, the event loop waiting on the disk)`,
);
rmSync(dir, { recursive: true, force: true });

/** Clicks as the handler decides them (the records' shape is the hot path's own). */
async function realRecords(count) {
  const handle = openDatabase({});
  await handle.migrate();
  const world = await clickWorld(handle.db);
  const offer = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}&s1={sub1}' });
  const state = await startTrackingState(handle.db, { pollMs: 60_000 });
  const made = [];
  const { deps } = assembleClickDeps(randomBytes(32), {
    state,
    clickSink: { push: (record) => made.push(record) },
  });
  const headers = {
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'accept-language': 'en-US,en;q=0.9',
  };
  const link = () =>
    readQueryLink(new URLSearchParams(`offer_id=${offer.ref}&pub_id=${world.publisher.ref}&sub1=bench`));
  for (let index = 0; made.length < count; index += 1) {
    const ip = `73.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    takeClick(deps, {
      tenantId: world.tenant.id,
      method: 'GET',
      ip,
      behindProxy: false,
      headers,
      link: link(),
    });
  }
  await state.stop();
  await handle.close();
  return made;
}
