// `npm run bench`: the click path end to end (docs/performance.md, "Clicks"). In one run it
// starts a throwaway PostgreSQL, seeds a network with one active public offer and one publisher,
// starts the real server (apps/server/src/server.ts, in a child process, as in production) and a
// bare Node `http` server that only answers 302 (another child), and drives both with autocannon
// on loopback: 64 connections, the same duration. Then it waits for the click writer and counts
// the stored rows against the answers (every answered click is a row), then drives conversions:
// on the latest clicks (still in the server's memory), then, after restarting the server, on stored
// clicks (read from the database, as most conversions are: they come long after their click).
//
//   npm run bench                  (BENCH_SECONDS=20 for steadier figures)
//
// The last line reads exactly: `click ratio R, p99 P ms, lost L, conversions C/s` (C: on stored clicks).
// Before it: `clicks under report load: throughput T of unloaded, p99 P ms (unloaded U ms)` (five
// staff sessions of heavy reports and exports beside the clicks, bench/report-load.mjs).
// Not part of `npm test`: figures depend on the machine.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { offerTargetingSchema } from '@affnet/contracts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { offerEvents, offers } from '../apps/server/src/db/schema/index.ts';
import { createPostgresEventStore } from '../apps/server/src/events/index.ts';
import { createPartnerAccount } from '../apps/server/src/modules/partners/index.ts';
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { createClickWriter } from '../apps/server/src/tracking/writer/index.ts';
import { buildClickRecord, newClickWorld } from '../apps/server/test/helpers/click-records.ts';
import { startBenchPostgres } from './bench-postgres.mjs';
import { measureCrash } from './crash-clicks.mjs';
import { addReportTraffic, measureReportLoad } from './report-load.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const ROOT = new URL('..', import.meta.url).pathname;
const LOCATION = 'https://shop.example/landing?cid=abc';
// A browser's headers: a Node user agent would be refused as a bot (recorded, answered 404).
const VISITOR = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};

if (process.argv[2] === '--bare') {
  // The baseline: what any Node server pays to answer a redirect, and nothing else.
  const server = createServer((request, response) => {
    response.writeHead(302, { location: `${LOCATION}&path=${encodeURIComponent(request.url ?? '')}` });
    response.end();
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
} else {
  await main();
}

async function main() {
  const { postgres, handle, onCleanup, cleanup } = await startBenchPostgres({ poolSize: 2 });
  const link = await seedNetwork(handle.db);

  const dataDir = mkdtempSync(join(tmpdir(), 'affnet-bench-data-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  let real = await startRealServer(postgres.url, dataDir);
  onCleanup(() => real.child.kill('SIGKILL'));
  const bare = await startBareServer();
  onCleanup(() => bare.child.kill());

  const clickPath = `/click?offer_id=${link.offerRef}&pub_id=${link.publisherRef}&sub1=bench`;
  const probe = await fetch(`${real.url}${clickPath}`, { redirect: 'manual', headers: VISITOR });
  const clicksOk = probe.status === 302 || probe.status === 200;

  console.log(`\n${DURATION_S}s per server, ${CONNECTIONS} connections, GET ${clickPath}\n`);
  const bareResult = await withCpu(bare.child.pid, () => drive(`${bare.url}${clickPath}`));
  let realResult = null;
  let lost = null;
  if (clicksOk) {
    realResult = await withCpu(real.child.pid, () => drive(`${real.url}${clickPath}`));
    const answered = 1 + realResult['2xx'] + realResult['3xx'] + realResult['4xx'];
    const stored = await waitForClickRows(handle.db, answered);
    lost = Math.max(0, answered - stored);
    console.log(`answered ${answered} clicks (5xx: ${realResult['5xx']}), stored ${stored} click rows`);
  } else {
    console.log(
      `The real server answered ${probe.status} to GET /click, not a redirect: the click route is not on ` +
        'this branch yet (it comes with the click handler), or it refused the seeded click. Only the bare ' +
        'server is measured.',
    );
  }
  printTable(bareResult, realResult);

  // Conversions twice: on the latest clicks, which the server still holds in memory, then, after
  // a restart has emptied that memory, on stored clicks: most conversions arrive minutes to days
  // after their click, long after the engine forgot it, so the second is the figure that counts.
  let conversions = null;
  if (clicksOk) {
    const recent = await driveConversions(handle.db, real.url, link, 'recent');
    await stopServer(real.child);
    real = await startRealServer(postgres.url, dataDir);
    conversions = await driveConversions(handle.db, real.url, link, 'stored');
    if (recent !== null && conversions !== null) {
      console.log(
        `conversions a second: ${Math.round(recent)} on clicks in the server's memory, ` +
          `${Math.round(conversions)} on clicks read from the database (the last line's figure)`,
      );
    }
  }
  await stopServer(real.child);
  // kill -9 in the middle of a click stream, then a restart: `crash: answered A, stored S, lost L`.
  if (clicksOk) {
    const startServer = () => startRealServer(postgres.url, dataDir);
    await measureCrash({ db: handle.db, startServer, clickPath, headers: VISITOR });
  }
  await measureWriter(handle.db, dataDir);
  // Five staff sessions of reports and exports beside the clicks (bench/report-load.mjs), last: it
  // adds a quarter of traffic to the database. Its line goes just before the last one.
  let reportLoad = null;
  if (clicksOk) {
    await addReportTraffic({ db: handle.db, link });
    real = await startRealServer(postgres.url, dataDir);
    const clickUrl = `${real.url}${clickPath}`;
    const options = { db: handle.db, serverUrl: real.url, clickUrl, headers: VISITOR, link };
    reportLoad = await measureReportLoad({ ...options, seconds: DURATION_S, connections: CONNECTIONS });
    await stopServer(real.child);
  }
  await handle.close();

  const ratio = realResult ? (realResult.requests.average / bareResult.requests.average).toFixed(2) : 'n/a';
  const p99 = realResult ? realResult.latency.p99 : 'n/a';
  const conversionFigure = conversions === null ? 'n/a' : `${Math.round(conversions)}/s`;
  if (reportLoad) console.log(`\n${reportLoad.line}`);
  console.log(
    `\nclick ratio ${ratio}, p99 ${p99} ms, lost ${lost ?? 'n/a'}, conversions ${conversionFigure}`,
  );
  // The bare server's IPC channel and PostgreSQL would keep this process alive: end them now.
  cleanup();
}

/** The default network (it answers 127.0.0.1), an advertiser, a publisher and an active public offer. */
async function seedNetwork(db) {
  const { tenant } = await ensureDefaultTenant(db, {
    adminEmail: 'bench-admin@example.com',
    adminPassword: `bench-${randomUUID()}`,
  });
  const partner = async (kind) => {
    const { partner } = await createPartnerAccount(db, {
      tenantId: tenant.id,
      kind,
      account: {
        email: `${kind}-${randomUUID()}@example.com`,
        name: `Bench ${kind}`,
        password: randomUUID(),
        status: 'active',
      },
      columns: { company: `Bench ${kind}` },
    });
    return partner;
  };
  const advertiser = await partner('advertiser');
  const publisher = await partner('publisher');
  const [offer] = await db
    .insert(offers)
    .values({
      tenantId: tenant.id,
      advertiserId: advertiser.id,
      name: 'Bench offer',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://shop.example/?cid={click_id}&s1={sub1}',
      redirectMode: 'redirect_302',
      defaultConversionStatus: 'approved',
      targeting: offerTargetingSchema.parse({}),
      timezone: 'UTC',
      fallbackStrategy: 'priority',
      visibility: 'public',
    })
    .returning();
  await db.insert(offerEvents).values({
    tenantId: tenant.id,
    offerId: offer.id,
    name: 'Sale',
    key: 'sale',
    isBase: true,
    position: 0,
    payoutType: 'cpa',
    payoutAmount: '5.00',
    revenueType: 'cpa',
    revenueAmount: '8.00',
  });
  return {
    offerRef: offer.ref,
    publisherRef: publisher.ref,
    offerId: offer.id,
    conversionToken: advertiser.conversionToken,
  };
}

async function startRealServer(databaseUrl, dataDir) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (see docs/performance.md).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/v1/app`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    await delay(200);
  }
}

async function startBareServer() {
  const child = fork(new URL(import.meta.url), ['--bare']);
  const [{ port }] = await once(child, 'message');
  return { child, url: `http://127.0.0.1:${port}` };
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function drive(url, requests) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(requests ? { requests } : {}),
  });
}

async function countRows(db, table) {
  const result = await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`);
  return result.rows[0].n;
}

/** Polls until every answered click is stored, or the count stops growing for 5 s (then some are lost). */
async function waitForClickRows(db, answered) {
  let last = -1;
  let steadySince = Date.now();
  for (;;) {
    const stored = await countRows(db, 'clicks');
    if (stored >= answered) return stored;
    if (stored !== last) {
      last = stored;
      steadySince = Date.now();
    } else if (Date.now() - steadySince > 5000) {
      return stored;
    }
    await delay(100);
  }
}

/** Durable conversions a second through /postback, each a new transaction id on a stored click. */
/** `recent`: the latest 5,000 valid clicks (still in the server's memory); `stored`: the earliest. */
async function driveConversions(db, url, link, which) {
  const order = which === 'recent' ? sql`clicked_at desc` : sql`clicked_at`;
  const clickIds = (
    await db.execute(sql`select id from clicks where kind = 'valid' order by ${order} limit 5000`)
  ).rows.map((row) => row.id);
  const token = encodeURIComponent(link.conversionToken ?? '');
  const pathFor = (index) =>
    `/postback?click_id=${clickIds[index % clickIds.length]}&event=sale&txn_id=${randomUUID()}&token=${token}`;
  const probe = clickIds.length > 0 ? await fetch(`${url}${pathFor(0)}`) : null;
  if (probe?.status !== 200) {
    const answer = probe ? `${probe.status} ${await probe.text()}` : 'nothing (no valid click stored)';
    console.log(`conversions n/a: GET /postback answered ${answer} for offer ${link.offerRef}`);
    return null;
  }
  const before = await countRows(db, 'conversions');
  let sent = 0;
  const started = Date.now();
  const result = await drive(url, [
    {
      setupRequest(request) {
        sent += 1;
        return { ...request, method: 'GET', path: pathFor(sent) };
      },
    },
  ]);
  const seconds = (Date.now() - started) / 1000;
  const stored = (await countRows(db, 'conversions')) - before;
  console.log(
    `conversions on ${which} clicks: ${result.requests.total} postbacks (2xx ${result['2xx']}, ` +
      `non-2xx ${result.non2xx}), ${stored} conversions stored, p99 ${result.latency.p99} ms`,
  );
  return stored / seconds;
}

/**
 * The writer alone, in this process, on the same PostgreSQL: how many clicks a second it stores
 * with their rollups, so its headroom over the HTTP rate is known (one writer per process).
 */
async function measureWriter(db, dataDir) {
  const silent = { info() {}, warn() {}, error() {} };
  const writer = createClickWriter(createPostgresEventStore(db), {
    spoolDir: join(dataDir, 'writer-bench-spool'),
    log: silent,
  });
  const worlds = Array.from({ length: 20 }, () => newClickWorld());
  const records = Array.from({ length: 100_000 }, (_, index) =>
    buildClickRecord(worlds[index % worlds.length], {
      sub1: `s${index % 50}`,
      country: index % 3 ? 'DE' : 'FR',
    }),
  );
  const started = performance.now();
  for (const record of records) writer.push(record);
  await writer.stop();
  const seconds = (performance.now() - started) / 1000;
  const { written, spooled, lost } = writer.stats();
  console.log(
    `writer alone: ${written} clicks stored in ${seconds.toFixed(1)} s = ${Math.round(written / seconds)} clicks/s ` +
      `(batches of 1000 with rollups; spooled ${spooled}, lost ${lost})`,
  );
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** CPU seconds (user, system) a process has used so far, from /proc (Linux). */
function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = 100; // USER_HZ on Linux
  return { user: Number(fields[11]) / ticks, system: Number(fields[12]) / ticks };
}

/**
 * Runs a load and adds the server's CPU time per answered request (user and system µs): the
 * figure that holds when other processes share the cores, as req/s does not.
 */
async function withCpu(pid, load) {
  const before = cpuSecondsOf(pid);
  const result = await load();
  const after = cpuSecondsOf(pid);
  const perRequest = (seconds) => Math.round((seconds * 1e6) / Math.max(1, result.requests.total));
  result.cpu = {
    user: perRequest(after.user - before.user),
    system: perRequest(after.system - before.system),
  };
  return result;
}

function printTable(bare, real) {
  const row = (name, result) =>
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx - result['3xx']} | ${result.cpu.user} + ${result.cpu.system} |`;
  const lines = [
    '| server | req/s | p50 ms | p99 ms | errors (not 2xx/3xx) | server CPU µs per request (user + system) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  lines.push(row('bare http 302', bare));
  if (real) lines.push(row('affnet /click', real));
  console.log(lines.join('\n'));
}
