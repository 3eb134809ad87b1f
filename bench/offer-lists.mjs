// What the offer screens' reads cost: the admin offer list, the publisher's catalogue (visibility,
// access and their own payout per offer, all in SQL) and one publisher offer page, on the demo
// catalogue (22 offers), against a bare Fastify baseline answering the same JSON in the same run.
//
//   node --import tsx bench/offer-lists.mjs             (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx bench/offer-lists.mjs
//
// Figures go to docs/performance.md. Not part of `npm test`.
import pino from 'pino';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/index.ts';
import { bearerFor, printTable, row, run, startBaseline, startRealApp } from './support.mjs';

const real = await startRealApp({}, ({ db, events, files }) =>
  seedDemo({ db, events }, files, pino({ level: 'silent' })),
);
const admin = await bearerFor(real.app, 'admin@demo.test', DEMO_PASSWORD);
const publisher = await bearerFor(real.app, 'publisher@demo.test', DEMO_PASSWORD);
const catalogue = '/api/v1/publisher/offers?scope=available&perPage=25';
const firstOffer = (await real.app.inject({ url: catalogue, headers: publisher })).json().data[0].id;

const cases = [
  ['/api/v1/offers?perPage=25', admin],
  [catalogue, publisher],
  [`/api/v1/publisher/offers/${firstOffer}`, publisher],
];
const answers = {};
for (const [path, headers] of cases) {
  answers[path.split('?')[0]] = (await real.app.inject({ url: path, headers })).json();
}
const baseline = await startBaseline(answers);

const lines = [];
for (const [path, headers] of cases) {
  lines.push(row(`baseline ${path}`, await run(baseline.url + path, headers)));
  lines.push(row(`affnet ${path}`, await run(real.url + path, headers)));
}
printTable(real.handle.driver, lines);
await baseline.close();
await real.close();
