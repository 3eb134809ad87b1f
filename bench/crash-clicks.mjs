// The crash phase of `npm run bench` (docs/performance.md, "A crash loses no answered click"):
// the real server takes a click stream on 64 connections and is killed with SIGKILL in the
// middle of it, the moment an answer arrives; it is restarted on the same DATA_DIR and database,
// and the clicks it answered with a redirect are looked up by their ids (the offer's URL carries
// them). Prints `crash: answered A, stored S, lost L` (L = A − S).
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';

const CONNECTIONS = 64;
/** How long the stream runs before the kill: long enough for many batches to be written first. */
const STREAM_MS = Number(process.env.BENCH_CRASH_MS ?? 3000);

/**
 * `startServer()` starts the real server on the bench's database and DATA_DIR and answers
 * `{ child, url }`; `clickPath` is a click link of the bench's offer; `headers` a visitor's.
 */
export async function measureCrash({ db, startServer, clickPath, headers }) {
  const crashing = await startServer();
  let restarted = null;
  try {
    const answered = await clickUntilKilled(crashing, clickPath, headers);
    restarted = await startServer();
    const stored = await waitForStored(db, answered);
    const lost = answered.length - stored;
    console.log(`crash: answered ${answered.length}, stored ${stored}, lost ${lost}`);
    return { answered: answered.length, stored, lost };
  } finally {
    crashing.child.kill('SIGKILL');
    if (restarted) await stop(restarted.child);
  }
}

/** Click ids of every redirect received, until the server is gone (killed after STREAM_MS). */
async function clickUntilKilled(server, path, headers) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const answered = [];
  let killDue = false;
  let killed = false;
  const timer = setTimeout(() => {
    killDue = true;
  }, STREAM_MS);
  const clickOnce = () =>
    new Promise((done) => {
      const outgoing = request(`${server.url}${path}`, { agent, headers }, (incoming) => {
        const clickId = new URL(incoming.headers.location ?? 'none:').searchParams.get('cid');
        if (incoming.statusCode === 302 && clickId) answered.push(clickId);
        if (killDue && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        incoming.resume();
        incoming.on('end', () => done(true));
        incoming.on('error', () => done(false));
      });
      outgoing.on('error', () => done(false));
      outgoing.end();
    });
  const visitor = async () => {
    while (!killed && (await clickOnce()));
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, visitor));
  clearTimeout(timer);
  if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');
  agent.destroy();
  return answered;
}

async function countStored(db, clickIds) {
  const result = await db.execute(
    sql`select count(*)::int as n from clicks where id = any(${`{${clickIds.join(',')}}`}::text[])`,
  );
  return result.rows[0].n;
}

/** Polls until every answered click is stored, or the count stops growing for 5 s. */
async function waitForStored(db, clickIds) {
  let last = -1;
  let steadySince = Date.now();
  for (;;) {
    const stored = await countStored(db, clickIds);
    if (stored >= clickIds.length) return stored;
    if (stored !== last) {
      last = stored;
      steadySince = Date.now();
    } else if (Date.now() - steadySince > 5000) {
      return stored;
    }
    await delay(100);
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
