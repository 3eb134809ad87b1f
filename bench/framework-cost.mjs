// What a framework costs on a redirect, the shape of a click: a bare Node `http` server answering
// 302, Fastify with the tracking route in a sibling plugin of its own (no hooks, request log off),
// and a lean handler in front of Fastify (`serverFactory`) that answers the same path itself.
// Each server runs in a child process of its own, so autocannon (here) never shares its event loop.
// The figures chose the tracking context's shape (docs/ARCHITECTURE.md, "Two contexts").
//
//   node bench/framework-cost.mjs        (BENCH_SECONDS=10 BENCH_ROUNDS=5 for steadier figures)
//
// Not part of `npm test`: numbers depend on the machine; the ratio to `bare` is the figure to read.
import { createServer } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import Fastify from 'fastify';
import pino from 'pino';
import { measureChild, median, serveToParent } from './child-server.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 64;
const PATH = '/c/AbC123?sub1=x';
const LOCATION = 'https://advertiser.example/landing?cid=abc';

/** What every variant does for a click before answering: client address and query. */
function clickOf(url, ip) {
  const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
  return `${LOCATION}&ip=${ip}&s1=${query.get('sub1') ?? ''}`;
}

const trusted = proxyAddr.compile('loopback');

const SERVERS = {
  bare: () =>
    createServer((req, res) => {
      res.writeHead(302, { location: clickOf(req.url, req.socket.remoteAddress) });
      res.end();
    }),
  // The panel's plugins sit in a sibling plugin; the tracking plugin has none of them.
  fastify: async () => {
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, pino.destination('/dev/null')),
      trustProxy: 'loopback',
    });
    await app.register(async (panel) => {
      panel.addHook('onRequest', async () => {});
      panel.get('/api/v1/app', async () => ({ ok: true }));
    });
    await app.register(
      async (tracking) => {
        tracking.get('/c/:code', (request, reply) => {
          reply.redirect(clickOf(request.url, request.ip), 302);
        });
      },
      { logLevel: 'warn' },
    );
    await app.ready();
    return app.server;
  },
  front: async () => {
    const app = Fastify({
      loggerInstance: pino({ level: 'info' }, pino.destination('/dev/null')),
      trustProxy: 'loopback',
      serverFactory: (panel) =>
        createServer((req, res) => {
          if (!req.url.startsWith('/c/')) return panel(req, res);
          res.writeHead(302, { location: clickOf(req.url, proxyAddr(req, trusted)) });
          res.end();
        }),
    });
    app.get('/api/v1/app', async () => ({ ok: true }));
    await app.ready();
    return app.server;
  },
};

async function measure(kind) {
  const result = await measureChild(new URL(import.meta.url), ['--serve', kind], {
    path: PATH,
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  return { ...result, cpuPerRequest: result.userPerRequest + result.systemPerRequest };
}

if (process.argv[2] === '--serve') {
  serveToParent(await SERVERS[process.argv[3]]());
} else {
  const results = Object.fromEntries(Object.keys(SERVERS).map((kind) => [kind, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of Object.keys(SERVERS)) results[kind].push(await measure(kind));
  }
  const rate = (kind) => median(results[kind].map((result) => result.requests.average));
  console.log(
    `\n${ROUNDS} rounds of ${DURATION_S}s per server, ${CONNECTIONS} connections, GET ${PATH} → 302\n`,
  );
  const cpu = (kind) => median(results[kind].map((result) => result.cpuPerRequest));
  console.log(
    '| server | req/s (median) | ratio to bare | server CPU µs per request | bare / this (CPU) | p50 ms | p99 ms |\n' +
      '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const kind of Object.keys(SERVERS)) {
    const p50 = median(results[kind].map((result) => result.latency.p50));
    const p99 = median(results[kind].map((result) => result.latency.p99));
    const ratio = (rate(kind) / rate('bare')).toFixed(2);
    const cpuRatio = (cpu('bare') / cpu(kind)).toFixed(2);
    console.log(
      `| ${kind} | ${Math.round(rate(kind))} | ${ratio} | ${cpu(kind).toFixed(1)} | ${cpuRatio} | ${p50} | ${p99} |`,
    );
  }
}
