// What the platform layer costs per API request: the real app (tenant from Host, bearer session
// looked up in the database, zod validation and response serialisation) against a bare Fastify
// baseline answering the same JSON, measured side by side in one run with autocannon.
//
//   node --import tsx bench/api-overhead.mjs            (PGlite in memory)
//   DATABASE_URL=postgres://… node --import tsx bench/api-overhead.mjs
//
// Figures go to docs/performance.md. Not part of `npm test`: numbers depend on the machine.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createLocalFileStore } from '../apps/server/src/lib/file-store.ts';
import { createMailer } from '../apps/server/src/lib/mailer.ts';
import { ensureDefaultTenant, TenantResolver } from '../apps/server/src/modules/tenants/index.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PASSWORD = 'bench-password-1';

async function startReal() {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: PASSWORD,
  });
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await handle.migrate();
  await ensureDefaultTenant(handle.db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });
  const silent = { warn() {}, error() {}, info() {} };
  const app = await buildApp({
    config,
    db: handle.db,
    files: createLocalFileStore(mkdtempSync(join(tmpdir(), 'affnet-bench-uploads-'))),
    mailer: createMailer(undefined, config.mailFrom, silent),
    tenants: new TenantResolver(handle.db),
    logger: false,
    serveWeb: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'bench@example.com', password: PASSWORD },
  });
  const { token, user } = login.json().data;
  const appConfig = (await app.inject({ url: '/api/v1/app' })).json();
  return { app, handle, token, user, appConfig };
}

/** The same answers with nothing in between: the floor any Node HTTP framework starts from. */
async function startBaseline(appConfig, user) {
  const app = Fastify({ logger: false });
  app.get('/api/v1/app', async () => appConfig);
  app.get('/api/v1/auth/me', async () => ({ data: user }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

function run(url, headers) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

function row(name, result) {
  const { requests, latency, non2xx } = result;
  return `| ${name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${non2xx} |`;
}

const real = await startReal();
const baseline = await startBaseline(real.appConfig, real.user);
const realUrl = `http://127.0.0.1:${real.app.server.address().port}`;
const baseUrl = `http://127.0.0.1:${baseline.server.address().port}`;
const auth = { authorization: `Bearer ${real.token}` };

const lines = ['| case | req/s | p50 ms | p99 ms | non-2xx |', '| --- | --- | --- | --- | --- |'];
for (const [path, headers] of [
  ['/api/v1/app', {}],
  ['/api/v1/auth/me', auth],
]) {
  lines.push(row(`baseline ${path}`, await run(baseUrl + path, headers)));
  lines.push(row(`affnet ${path}`, await run(realUrl + path, headers)));
}
console.log(`\n${DURATION_S}s per case, ${CONNECTIONS} connections, database: ${real.handle.driver}\n`);
console.log(lines.join('\n'));
await baseline.close();
await real.app.close();
await real.handle.close();
