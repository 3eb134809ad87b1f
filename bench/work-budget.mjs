// How much work a click may do on this machine and still meet issue 9's click targets (a ratio of
// at least 0.5 to the bare server, p99 under 10 ms): the bare Node `http` server of
// `npm run bench`, made to spend W µs of CPU per request (a busy loop) before it answers the
// same 302, for several W, driven like the click bench (autocannon on loopback, 64 connections).
// Each server runs in a child process of its own; rounds interleave the budgets, so a busy
// moment of the machine hits all of them.
//
//   node bench/work-budget.mjs     (BENCH_WORK=0,10,20,40,60,90 BENCH_SECONDS=8 BENCH_ROUNDS=2)
//
// Not part of `npm test`: the figures depend on the machine. docs/performance.md reads them.
import { createServer } from 'node:http';
import { measureChild, median, serveToParent } from './child-server.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BUDGETS = (process.env.BENCH_WORK ?? '0,10,20,40,60,90').split(',').map(Number);
const CONNECTIONS = 64;
const PATH = '/click?offer_id=1001&pub_id=1002&sub1=bench';
const LOCATION = 'https://advertiser.example/landing?cid=abc';

/** Spins for `micros` of wall time on this thread: work that allocates nothing and waits for nothing. */
function spin(micros) {
  const until = process.hrtime.bigint() + BigInt(Math.round(micros * 1000));
  while (process.hrtime.bigint() < until);
}

/** A bare 302 server that spins `micros` before each answer. */
function serverSpinning(micros) {
  return createServer((_request, response) => {
    if (micros > 0) spin(micros);
    response.writeHead(302, { location: LOCATION });
    response.end();
  });
}

async function measure(micros) {
  const result = await measureChild(new URL(import.meta.url), ['--serve', String(micros)], {
    path: PATH,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    user: result.userPerRequest,
    system: result.systemPerRequest,
  };
}

if (process.argv[2] === '--serve') {
  serveToParent(serverSpinning(Number(process.argv[3])));
} else {
  const results = new Map(BUDGETS.map((micros) => [micros, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const micros of BUDGETS) results.get(micros).push(await measure(micros));
  }
  const of = (micros, field) => median(results.get(micros).map((result) => result[field]));
  const bare = of(0, 'rate');
  console.log(
    `\n${ROUNDS} rounds of ${DURATION_S}s per budget, ${CONNECTIONS} connections, GET ${PATH} → 302\n`,
  );
  console.log(
    '| work per request | req/s (median) | ratio to no work | p99 ms | server CPU µs per request (user + system) |\n' +
      '| --- | --- | --- | --- | --- |',
  );
  for (const micros of BUDGETS) {
    const cpu = `${of(micros, 'user').toFixed(1)} + ${of(micros, 'system').toFixed(1)}`;
    const ratio = (of(micros, 'rate') / bare).toFixed(2);
    console.log(
      `| ${micros} µs | ${Math.round(of(micros, 'rate'))} | ${ratio} | ${of(micros, 'p99')} | ${cpu} |`,
    );
  }
}
