// Shared by the benchmarks: the real app on an in-memory PGlite (or DATABASE_URL), a bare Fastify
// baseline answering recorded JSON, and autocannon runs printed as a Markdown table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createPostgresEventStore } from '../apps/server/src/events/index.ts';
import { createLocalFileStore } from '../apps/server/src/lib/file-store.ts';
import { createMailer } from '../apps/server/src/lib/mailer.ts';
import { TenantResolver } from '../apps/server/src/tenancy/index.ts';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;

/** The whole app listening on loopback; `prepare` seeds the database first. */
export async function startRealApp(env, prepare) {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  await handle.migrate();
  const files = createLocalFileStore(mkdtempSync(join(tmpdir(), 'affnet-bench-uploads-')));
  const events = createPostgresEventStore(handle.db);
  await prepare({ config, db: handle.db, events, files });
  const silent = { warn() {}, error() {}, info() {} };
  const app = await buildApp({
    config,
    db: handle.db,
    events,
    files,
    mailer: createMailer(undefined, config.mailFrom, silent),
    tenants: new TenantResolver(handle.db),
    logger: false,
    serveWeb: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { app, handle, url, close };
}

/** Signs in through the real endpoint; the bearer header for later calls. */
export async function bearerFor(app, email, password) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  return { authorization: `Bearer ${login.json().data.token}` };
}

/** A bare Fastify answering each path with the JSON recorded from the real app. */
export async function startBaseline(answers) {
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(answers)) app.get(path, async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  return { app, url, close: () => app.close() };
}

export function run(url, headers = {}) {
  return autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
}

const HEADER = ['| case | req/s | p50 ms | p99 ms | non-2xx |', '| --- | --- | --- | --- | --- |'];

export function row(name, { requests, latency, non2xx }) {
  return `| ${name} | ${Math.round(requests.average)} | ${latency.p50} | ${latency.p99} | ${non2xx} |`;
}

export function printTable(driver, lines) {
  console.log(`\n${DURATION_S}s per case, ${CONNECTIONS} connections, database: ${driver}\n`);
  console.log([...HEADER, ...lines].join('\n'));
}
