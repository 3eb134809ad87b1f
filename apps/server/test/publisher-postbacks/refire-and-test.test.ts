import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postbackDeliveries } from '../../src/db/schema/index';
import { createDeliveryWorker } from '../../src/modules/publisher-postbacks/index';
import { seedPartner } from '../helpers/factories';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { postbackWorld, seedDelivery, seedPostback } from './postback-world';
import { type Receiver, startReceiver } from './receiver';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
const ctx = useTestApp({ env: () => ({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` }) });

const MINE = '/api/v1/publisher/postbacks';
const MY_LOG = '/api/v1/publisher/postback-deliveries';
const STAFF_LOG = '/api/v1/publisher-postback-deliveries';

async function stored(id: string) {
  const [row] = await ctx.current.handle.db
    .select()
    .from(postbackDeliveries)
    .where(eq(postbackDeliveries.id, id));
  return row;
}

describe('send test', () => {
  test('sends one call with sample values now, flagged as a test, and answers what the receiver said', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, publisherId } = await postbackWorld(app, handle.db);
    receiver.answerWith(() => ({ status: 200, body: 'received' }));
    const postback = await seedPostback(handle.db, {
      tenantId: tenant.id,
      publisherId,
      method: 'POST',
      url: `${receiver.origin}/test-call?cid={click_id}&s={status}`,
      body: '{"payout":"{payout}","event":"{event}"}',
    });
    const response = await app.inject({ method: 'POST', url: `${MINE}/${postback.id}/test`, headers });
    expect(response.statusCode).toBe(200);
    const delivery = response.json().data;
    expect(delivery).toMatchObject({
      postbackId: postback.id,
      isTest: true,
      state: 'delivered',
      attempts: 1,
      responseStatus: 200,
      responseBody: 'received',
      url: `${receiver.origin}/test-call?cid=test-click-id&s=approved`,
      body: '{"payout":"1.00","event":"conversion"}',
    });
    const call = receiver.calls.find((c) => c.headers['x-affnet-delivery'] === delivery.id);
    expect(call).toMatchObject({ method: 'POST', body: '{"payout":"1.00","event":"conversion"}' });

    const log = await app.inject({ method: 'GET', url: `${MY_LOG}?postbackId=${postback.id}`, headers });
    expect(log.json().data.map((row: { id: string }) => row.id)).toEqual([delivery.id]);
  });

  test('a failing test send is final: no retry is scheduled', async () => {
    const { app, handle } = ctx.current;
    const { tenant, publisherId } = await postbackWorld(app, handle.db);
    const { headers } = await signedIn(app, handle.db, tenant, { role: 'admin' });
    receiver.answerWith(() => ({ status: 500, body: 'boom' }));
    const postback = await seedPostback(handle.db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/test-fails`,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/publisher-postbacks/${postback.id}/test`,
      headers,
    });
    expect(response.json().data).toMatchObject({
      state: 'failed',
      responseStatus: 500,
      error: 'http_500',
      isTest: true,
    });
  });
});

describe('re-fire', () => {
  test('copies the chosen deliveries as new calls; the originals stay in the log as they were', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, publisherId } = await postbackWorld(app, handle.db);
    const failed = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId,
      method: 'POST',
      url: `${receiver.origin}/refired?cid=1`,
      body: 'a=1',
      state: 'failed',
      attempts: 6,
      error: 'http_503',
    });
    const delivered = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId,
      url: `${receiver.origin}/refired?cid=2`,
      state: 'delivered',
      attempts: 1,
    });
    const response = await app.inject({
      method: 'POST',
      url: `${MY_LOG}/refire`,
      headers,
      payload: { ids: [failed.id, delivered.id] },
    });
    expect(response.statusCode).toBe(200);
    const ids: string[] = response.json().data.ids;
    expect(ids).toHaveLength(2);
    const copies = await Promise.all(ids.map(stored));
    expect(copies.map((row) => [row?.url, row?.body, row?.method, row?.state, row?.attempts]).sort()).toEqual(
      [
        [failed.url, 'a=1', 'POST', 'pending', 0],
        [delivered.url, null, 'GET', 'pending', 0],
      ].sort(),
    );
    expect(await stored(failed.id)).toEqual(failed);

    // The worker sends the copies (moved onto a past clock so only this test's rows are claimed).
    const at = new Date(Date.UTC(1990, 0, 1));
    for (const id of ids)
      await handle.db
        .update(postbackDeliveries)
        .set({ nextAttemptAt: at })
        .where(eq(postbackDeliveries.id, id));
    receiver.answerWith(() => ({ status: 200 }));
    await createDeliveryWorker({
      db: handle.db,
      log: app.log,
      allowHosts: ctx.current.config.postbackAllowHosts,
      now: () => at,
    }).runOnce();
    expect((await Promise.all(ids.map(stored))).map((row) => row?.state)).toEqual(['delivered', 'delivered']);
    const sentIds = receiver.calls.map((call) => call.headers['x-affnet-delivery']);
    expect(sentIds).toEqual(expect.arrayContaining(ids));
  });

  test('another publisher’s or another network’s delivery cannot be re-fired', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await postbackWorld(app, handle.db);
    const { partner: other } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const theirs = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId: other.id,
      url: 'https://pub.example/x',
      state: 'failed',
    });
    const mine = await app.inject({
      method: 'POST',
      url: `${MY_LOG}/refire`,
      headers,
      payload: { ids: [theirs.id] },
    });
    expect(mine.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: MY_LOG, headers })).json().data).toEqual([]);

    const foreignAdmin = await postbackWorld(app, handle.db);
    const { headers: adminHeaders } = await signedIn(app, handle.db, foreignAdmin.tenant, { role: 'admin' });
    const staff = await app.inject({
      method: 'POST',
      url: `${STAFF_LOG}/refire`,
      headers: adminHeaders,
      payload: { ids: [theirs.id] },
    });
    expect(staff.statusCode).toBe(404);
    const count = await handle.db
      .select()
      .from(postbackDeliveries)
      .where(eq(postbackDeliveries.publisherId, other.id));
    expect(count).toHaveLength(1);
  });
});

describe('the log', () => {
  test('staff filter by state, publisher and day', async () => {
    const { app, handle } = ctx.current;
    const { tenant, publisherId } = await postbackWorld(app, handle.db);
    const { partner: second } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const { headers } = await signedIn(app, handle.db, tenant, {
      role: 'employee',
      permissions: ['publishers.read'],
    });
    const old = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId,
      url: 'https://pub.example/a',
      state: 'failed',
      createdAt: new Date('2026-03-01T12:00:00Z'),
    });
    const recent = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId,
      url: 'https://pub.example/b',
      state: 'delivered',
      createdAt: new Date('2026-03-05T23:59:00Z'),
    });
    const others = await seedDelivery(handle.db, {
      tenantId: tenant.id,
      publisherId: second.id,
      url: 'https://pub.example/c',
      state: 'failed',
      createdAt: new Date('2026-03-05T08:00:00Z'),
    });
    const ids = async (query: string) =>
      (await app.inject({ method: 'GET', url: `${STAFF_LOG}?${query}`, headers }))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await ids('state=failed')).toEqual([others.id, old.id]);
    expect(await ids(`publisherId=${publisherId}`)).toEqual([recent.id, old.id]);
    expect(await ids('from=2026-03-05&to=2026-03-05')).toEqual([recent.id, others.id]);
    expect(await ids('to=2026-03-04')).toEqual([old.id]);
    for (const day of ['2026-02-30', '2026-13-01', '5 March']) {
      const refused = await app.inject({
        method: 'GET',
        url: `${STAFF_LOG}?from=${encodeURIComponent(day)}`,
        headers,
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['from']);
    }
    const row = (await app.inject({ method: 'GET', url: `${STAFF_LOG}?state=delivered`, headers })).json()
      .data[0];
    expect(row).toMatchObject({ id: recent.id, url: 'https://pub.example/b', method: 'GET', publisherId });
  });
});
