// What the platform layer costs per API request: the real app (tenant from Host, bearer session
// looked up in the database, zod validation and response serialisation) against a bare Fastify
// baseline answering the same JSON, measured side by side in one run with autocannon.
//
//   node --import tsx bench/api-overhead.mjs            (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx bench/api-overhead.mjs
//
// Figures go to docs/performance.md. Not part of `npm test`: numbers depend on the machine.
import { ensureDefaultTenant } from '../apps/server/src/modules/tenants/index.ts';
import { bearerFor, printTable, row, run, startBaseline, startRealApp } from './support.mjs';

const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-password-1';

const real = await startRealApp({ ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, ({ config, db }) =>
  ensureDefaultTenant(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }),
);
const auth = await bearerFor(real.app, EMAIL, PASSWORD);
const cases = [
  ['/api/v1/app', {}],
  ['/api/v1/auth/me', auth],
];
const answers = {};
for (const [path, headers] of cases) answers[path] = (await real.app.inject({ url: path, headers })).json();
const baseline = await startBaseline(answers);

const lines = [];
for (const [path, headers] of cases) {
  lines.push(row(`baseline ${path}`, await run(baseline.url + path, headers)));
  lines.push(row(`affnet ${path}`, await run(real.url + path, headers)));
}
printTable(real.handle.driver, lines);
await baseline.close();
await real.close();
