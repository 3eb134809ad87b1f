import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, pgliteDirFor } from '../../src/db/client';
import { clickWorld, DESKTOP_CHROME, freshIp } from '../helpers/click-world';
import { exited, type ServerProcess, startServerProcess, stopServerProcess } from './server-process';

/*
 * A click answered is a click stored, even when the process dies: the real server, in a child
 * process, takes a stream of clicks and is killed with SIGKILL in the middle of it, right as an
 * answer arrives; restarted on the same DATA_DIR and stopped cleanly, it has stored every click
 * it answered with a redirect. On the embedded database the test reads the server's own data
 * directory once the server has stopped (one process at a time); on PostgreSQL, the shared one.
 */

const ANSWERS_BEFORE_KILL = 300;
const PARALLEL = 16;

const dataDir = mkdtempSync(join(tmpdir(), 'affnet-crash-'));
const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * The database the servers use, opened by the test (the embedded one only while no server runs;
 * made from the suite's migrated snapshot the first time).
 */
function openServersDatabase(first: boolean): DatabaseHandle {
  if (databaseUrl) return openDatabase({ databaseUrl, poolSize: 2 });
  const snapshot = first ? inject('pgliteSnapshotFile') : null;
  return openDatabase({
    pgliteDir: pgliteDirFor(dataDir),
    pgliteSnapshot: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
  });
}

async function withDatabase<T>(work: (db: Database) => Promise<T>, first = false): Promise<T> {
  const handle = openServersDatabase(first);
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

let host: string;
let clickPath: string;
beforeAll(async () => {
  await withDatabase(async (db) => {
    const world = await clickWorld(db);
    const offer = await world.offer({ destinationUrl: 'https://shop.example/?cid={click_id}' });
    host = world.tenant.trackingHost;
    clickPath = `/click?offer_id=${offer.ref}&pub_id=${world.publisher.ref}&sub1=crash`;
  }, true);
});

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  running.push(server);
  return server;
}

/**
 * Clicks from `PARALLEL` visitors at a time until the server stops answering; SIGKILL goes the
 * moment the `ANSWERS_BEFORE_KILL`th redirect arrives. Answers the click ids of every redirect
 * received (the offer's URL carries the id), those arriving after the kill included.
 */
async function clickUntilKilled(server: ServerProcess): Promise<string[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: PARALLEL });
  const answered: string[] = [];
  let killed = false;
  const clickOnce = () =>
    new Promise<boolean>((done) => {
      const outgoing = request(
        `${server.url}${clickPath}`,
        { agent, headers: { host, 'user-agent': DESKTOP_CHROME, 'x-forwarded-for': freshIp() } },
        (incoming) => {
          const clickId = new URL(incoming.headers.location ?? 'none:').searchParams.get('cid');
          if (incoming.statusCode === 302 && clickId) answered.push(clickId);
          if (answered.length >= ANSWERS_BEFORE_KILL && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
          incoming.resume();
          incoming.on('end', () => done(true));
          incoming.on('error', () => done(false));
        },
      );
      outgoing.on('error', () => done(false));
      outgoing.end();
    });
  const visitor = async () => {
    while (!killed && (await clickOnce()));
  };
  await Promise.all(Array.from({ length: PARALLEL }, visitor));
  await exited(server.child);
  agent.destroy();
  return answered;
}

async function storedOf(db: Database, clickIds: string[]): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from clicks where id = any(${`{${clickIds.join(',')}}`}::text[])`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

// Two real server processes start in turn (each compiles the server and opens its database): 37 s
// of vitest's default 60 with the machine's cores busy, so this flow says once that it needs more.
const TWO_SERVER_STARTS_MS = 240_000;

test(
  'every click answered with a redirect before a kill -9 is stored after the restart',
  async () => {
    const crashing = await startServer();
    const answered = await clickUntilKilled(crashing);
    expect(crashing.child.signalCode).toBe('SIGKILL');
    expect(answered.length).toBeGreaterThanOrEqual(ANSWERS_BEFORE_KILL);

    // The restarted server replays what the killed one kept before it listens; a clean stop then
    // writes everything it holds, so the table is final once it has exited.
    const restarted = await startServer();
    await stopServerProcess(restarted);
    expect(restarted.child.exitCode, restarted.log()).toBe(0);

    const stored = await withDatabase((db) => storedOf(db, answered));
    expect({ answered: answered.length, stored }).toEqual({
      answered: answered.length,
      stored: answered.length,
    });
  },
  TWO_SERVER_STARTS_MS,
);
