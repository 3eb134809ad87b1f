import { createHmac, timingSafeEqual } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { postbackDeliveries } from '../../src/db/schema/index';
import { createDeliveryWorker, type DeliveryWorker } from '../../src/modules/publisher-postbacks/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';
import { seedDelivery } from './postback-world';
import { type Receiver, startReceiver } from './receiver';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
// The operator allows the local receiver, as POSTBACK_ALLOW_HOSTS would in production.
const ctx = useTestApp({ env: () => ({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` }) });

/*
 * Each test runs the worker on a clock of its own, far in the past and earlier than the previous
 * test's, so it claims only the rows it seeded (due at that clock), never another test's or
 * another file's (PostgreSQL is shared), and retries are reached by moving the clock, not waiting.
 */
let nextBase = Date.UTC(2001, 0, 1);
function testClock() {
  nextBase -= 30 * 24 * 3600_000;
  let now = nextBase;
  return {
    start: new Date(nextBase),
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function recordingLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'warn' }, stream), lines };
}

type Clock = ReturnType<typeof testClock>;

function workerOn(
  clock: Clock,
  extra: Partial<Parameters<typeof createDeliveryWorker>[0]> = {},
): DeliveryWorker {
  return createDeliveryWorker({
    db: ctx.current.handle.db,
    log: recordingLog().log,
    allowHosts: ctx.current.config.postbackAllowHosts,
    now: clock.now,
    ...extra,
  });
}

async function publisherOfNewTenant(db: Database) {
  const tenant = await seedTenant(db);
  const { partner } = await seedPartner(db, tenant, { kind: 'publisher' });
  return { tenant, publisherId: partner.id };
}

async function stored(id: string) {
  const [row] = await ctx.current.handle.db
    .select()
    .from(postbackDeliveries)
    .where(eq(postbackDeliveries.id, id));
  if (!row) throw new Error('delivery missing');
  return row;
}

async function secretOf(publisherId: string): Promise<string> {
  const { partners } = await import('../../src/db/schema/index');
  const [row] = await ctx.current.handle.db
    .select({ secret: partners.postbackSecret })
    .from(partners)
    .where(eq(partners.id, publisherId));
  if (!row?.secret) throw new Error('no secret');
  return row.secret;
}

/** What a publisher's endpoint does with our call (docs/tracking.md shows the same steps). */
function verifySignature(
  header: string,
  secret: string,
  call: { method: string; url: string; body: string },
) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret)
    .update(`${parts.t}.${call.method}.${call.url}.${call.body}`)
    .digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return {
    t: Number(parts.t),
    valid: given.length === 32 && timingSafeEqual(given, Buffer.from(expected, 'hex')),
  };
}

const callsTo = (path: string) => receiver.calls.filter((call) => new URL(call.url).pathname === path);

describe('the delivery worker', () => {
  test('sends a GET, signed with the publisher’s secret, with the delivery id, and logs the answer', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 200, body: 'OK thanks\u0000' }));
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/get-ok?cid=abc%20d&payout=1.50`,
      nextAttemptAt: clock.start,
    });

    expect(await workerOn(clock).runOnce()).toBe(1);
    const [call] = callsTo('/get-ok');
    if (!call) throw new Error('no call');
    expect(call.method).toBe('GET');
    expect(call.url).toBe(`${receiver.origin}/get-ok?cid=abc%20d&payout=1.50`);
    expect(call.headers['x-affnet-delivery']).toBe(row.id);
    const signature = verifySignature(
      String(call.headers['x-affnet-signature']),
      await secretOf(publisherId),
      call,
    );
    expect(signature).toEqual({ valid: true, t: Math.floor(clock.start.getTime() / 1000) });
    expect(await stored(row.id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'OK thanks',
      error: null,
      lastAttemptAt: clock.start,
    });
  });

  test('sends a POST body as JSON, and the signature covers the body', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 204 }));
    const body = '{"conversion":"c-1","payout":"2.00"}';
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      method: 'POST',
      url: `${receiver.origin}/post-json`,
      body,
      nextAttemptAt: clock.start,
    });
    await workerOn(clock).runOnce();
    const [call] = callsTo('/post-json');
    if (!call) throw new Error('no call');
    expect(call).toMatchObject({ method: 'POST', body });
    expect(call.headers['content-type']).toBe('application/json');
    const secret = await secretOf(publisherId);
    expect(verifySignature(String(call.headers['x-affnet-signature']), secret, call).valid).toBe(true);
    // A body altered on the way would not verify.
    expect(
      verifySignature(String(call.headers['x-affnet-signature']), secret, { ...call, body: '{}' }).valid,
    ).toBe(false);
    expect((await stored(row.id)).state).toBe('delivered');
  });

  test('a test call (a staff test conversion’s) is tried once: a 500 fails it, no retry', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 500 }));
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/test-once`,
      isTest: true,
      nextAttemptAt: clock.start,
    });
    const worker = workerOn(clock, { retryDelaysMs: [60_000, 300_000] });
    expect(await worker.runOnce()).toBe(1);
    expect(await stored(row.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      responseStatus: 500,
      error: 'http_500',
    });
    clock.advance(3_600_000);
    expect(await worker.runOnce()).toBe(0);
    expect(callsTo('/test-once')).toHaveLength(1);
  });

  test('a 500 is retried after the backoff, with the same delivery id, then delivered', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith((call) => ({ status: callsTo(new URL(call.url).pathname).length === 1 ? 500 : 200 }));
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/flaky`,
      nextAttemptAt: clock.start,
    });
    const worker = workerOn(clock, { retryDelaysMs: [60_000, 300_000] });

    await worker.runOnce();
    expect(await stored(row.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseStatus: 500,
      error: 'http_500',
      nextAttemptAt: new Date(clock.start.getTime() + 60_000),
    });
    // Not due yet: nothing is sent.
    clock.advance(59_000);
    expect(await worker.runOnce()).toBe(0);
    clock.advance(1_000);
    expect(await worker.runOnce()).toBe(1);
    expect(await stored(row.id)).toMatchObject({
      state: 'delivered',
      attempts: 2,
      responseStatus: 200,
      error: null,
    });
    expect(callsTo('/flaky').map((call) => call.headers['x-affnet-delivery'])).toEqual([row.id, row.id]);
  });

  test('failing every time, it is marked failed after the bounded attempts', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 503, body: 'down' }));
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/always-down`,
      nextAttemptAt: clock.start,
    });
    const worker = workerOn(clock, { retryDelaysMs: [1_000, 2_000] });
    for (const wait of [0, 1_000, 2_000, 10_000]) {
      clock.advance(wait);
      await worker.runOnce();
    }
    expect(callsTo('/always-down')).toHaveLength(3);
    expect(await stored(row.id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      responseStatus: 503,
      error: 'http_503',
      responseBody: 'down',
    });
  });

  test('a 4xx fails at once; a redirect is not followed', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith((call) =>
      new URL(call.url).pathname === '/moved'
        ? { status: 302, headers: { location: `${receiver.origin}/landed` } }
        : { status: 404, body: 'no such postback' },
    );
    const notFound = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/gone`,
      nextAttemptAt: clock.start,
    });
    const moved = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/moved`,
      nextAttemptAt: clock.start,
    });
    await workerOn(clock).runOnce();
    expect(await stored(notFound.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      responseStatus: 404,
      error: 'http_404',
    });
    expect(await stored(moved.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      responseStatus: 302,
      error: 'http_302',
    });
    expect(callsTo('/landed')).toEqual([]);
  });

  test('no answer within the timeout counts as a timeout and is retried', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => 'hang');
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/slow`,
      nextAttemptAt: clock.start,
    });
    // The receiver never answers, so however busy the machine, the outcome is a timeout.
    await workerOn(clock, { timeoutMs: 300 }).runOnce();
    expect(await stored(row.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'timeout',
    });
  });

  test('several workers at once send each row once', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 200 }));
    const rows = [];
    for (let i = 0; i < 12; i += 1)
      rows.push(
        await seedDelivery(db, {
          tenantId: tenant.id,
          publisherId,
          url: `${receiver.origin}/many?n=${i}`,
          nextAttemptAt: clock.start,
        }),
      );
    const workers = [
      workerOn(clock, { batchSize: 3 }),
      workerOn(clock, { batchSize: 3 }),
      workerOn(clock, { batchSize: 3 }),
    ];
    const sent = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    const ids = callsTo('/many').map((call) => call.headers['x-affnet-delivery']);
    expect(ids.sort()).toEqual(rows.map((row) => row.id).sort());
  });

  test('started, it sends what falls due; stopped, it stops', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 200 }));
    const worker = workerOn(clock, { pollMs: 20 });
    worker.start();
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/polled`,
      nextAttemptAt: clock.start,
    });
    await receiver.waitForCalls(receiver.calls.length + 1);
    await worker.stop();
    await expect.poll(async () => (await stored(row.id)).state).toBe('delivered');
  });

  test('stopped with a backlog, it finishes the batch under way and claims no more', async () => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith((call) => (new URL(call.url).pathname === '/backlog' ? 'hang' : { status: 200 }));
    const rows = [];
    for (let i = 0; i < 6; i += 1)
      rows.push(
        await seedDelivery(db, {
          tenantId: tenant.id,
          publisherId,
          url: `${receiver.origin}/backlog?n=${i}`,
          nextAttemptAt: clock.start,
        }),
      );
    const worker = workerOn(clock, { batchSize: 3, timeoutMs: 120_000 });
    const before = receiver.calls.length;
    worker.start();
    await receiver.waitForCalls(before + 3);
    const stopped = worker.stop();
    receiver.answerHanging(200);
    await stopped;
    // A stopping server must not drain a whole outbox first: the rest waits for the next process.
    const states = await Promise.all(rows.map(async (row) => (await stored(row.id)).state));
    expect(states.filter((state) => state === 'delivered')).toHaveLength(3);
    expect(states.filter((state) => state === 'pending')).toHaveLength(3);
    expect(callsTo('/backlog')).toHaveLength(3);
  });
});

describe('destinations that resolve to private addresses are refused at connect time', () => {
  test.each([
    ['127.0.0.1', (port: number) => `http://127.0.0.1:${port}/ssrf`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['[::1]', (port: number) => `http://[::1]:${port}/ssrf`],
    ['an IPv4-mapped IPv6 loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/ssrf`],
    ['a private network address', () => 'http://10.1.2.3/ssrf'],
    ['a name that resolves to loopback', (port: number) => `http://localhost:${port}/ssrf`],
  ])('%s', async (_label, urlOf) => {
    const { db } = ctx.current.handle;
    const clock = testClock();
    const { tenant, publisherId } = await publisherOfNewTenant(db);
    receiver.answerWith(() => ({ status: 200 }));
    const row = await seedDelivery(db, {
      tenantId: tenant.id,
      publisherId,
      url: urlOf(receiver.port),
      nextAttemptAt: clock.start,
    });
    const { log, lines } = recordingLog();
    // No allowance: the receiver on loopback is exactly what must not be reachable.
    await createDeliveryWorker({ db, log, allowHosts: [], now: clock.now }).runOnce();
    expect(await stored(row.id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: 'ssrf_refused',
      responseStatus: null,
    });
    expect(callsTo('/ssrf')).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({
        deliveryId: row.id,
        error: 'ssrf_refused',
        msg: 'publisher postback failed',
      }),
    );
  });
});
