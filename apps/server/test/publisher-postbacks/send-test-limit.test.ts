import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authHeaders, loginAs, seedPartner } from '../helpers/factories';
import { type HttpAnswer, httpRequest, listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { postbackWorld, seedPostback } from './postback-world';
import { type Receiver, startReceiver } from './receiver';

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});
const ctx = useTestApp({ env: () => ({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` }) });

let baseUrl: string;
beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
});

const MINE = '/api/v1/publisher/postbacks';
const STAFF = '/api/v1/publisher-postbacks';

/** A postback whose calls arrive at the receiver under a path of its own, to count them. */
async function postbackTo(tenantId: string, publisherId: string) {
  const path = `/limit-${randomUUID()}`;
  const postback = await seedPostback(ctx.current.handle.db, {
    tenantId,
    publisherId,
    url: `${receiver.origin}${path}?cid={click_id}`,
  });
  return { postback, arrived: () => receiver.calls.filter((call) => new URL(call.url).pathname === path) };
}

/** Presses "Send test" `times` times at once, over real HTTP. */
function pressSendTest(path: string, headers: Record<string, string>, times: number): Promise<HttpAnswer[]> {
  return Promise.all(
    Array.from({ length: times }, () => httpRequest(baseUrl, { method: 'POST', path, headers })),
  );
}

const statusCounts = (answers: HttpAnswer[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

function expectTooMany(answer: HttpAnswer, what: string): void {
  expect(answer.status).toBe(429);
  const wait = Number(answer.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(JSON.parse(answer.body).message).toMatch(
    new RegExp(`^Too many ${what}\\. Try again in \\d+ seconds?\\.$`),
  );
}

describe('send test is rate limited', () => {
  test('30 presses at once by one user make 10 calls; the rest answer 429 with Retry-After', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, publisherId } = await postbackWorld(app, handle.db);
    const { postback, arrived } = await postbackTo(tenant.id, publisherId);

    const answers = await pressSendTest(`${MINE}/${postback.id}/test`, headers, 30);
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: 20 });
    for (const answer of answers.filter(({ status }) => status === 429)) expectTooMany(answer, 'test calls');
    // Each accepted press answers after its call; every answer is in, so these are all the calls made.
    expect(arrived()).toHaveLength(10);

    // The limit is the user's: staff of the same network still test the same postback.
    const staff = await signedIn(app, handle.db, tenant, { role: 'admin' });
    const byStaff = await pressSendTest(`${STAFF}/${postback.id}/test`, staff.headers, 1);
    expect(byStaff.map(({ status }) => status)).toEqual([200]);
    expect(arrived()).toHaveLength(11);
  });

  test('a network makes at most 60 test calls a minute, however many users press', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers, publisherId } = await postbackWorld(app, handle.db);
    const users = [{ headers, publisherId }];
    for (let i = 0; i < 6; i += 1) {
      const { partner, user } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
      users.push({ headers: authHeaders(tenant, await loginAs(app, tenant, user)), publisherId: partner.id });
    }
    const targets = await Promise.all(users.map((one) => postbackTo(tenant.id, one.publisherId)));

    // 7 users × 10 presses: each within their own limit, 70 together.
    const answers = (
      await Promise.all(
        users.map((one, index) =>
          pressSendTest(`${MINE}/${targets[index]?.postback.id}/test`, one.headers, 10),
        ),
      )
    ).flat();
    expect(statusCounts(answers)).toEqual({ 200: 60, 429: 10 });
    for (const answer of answers.filter(({ status }) => status === 429))
      expectTooMany(answer, 'test calls from this network');
    expect(targets.flatMap((target) => target.arrived())).toHaveLength(60);

    // Another network is not held back by this one.
    const other = await postbackWorld(app, handle.db);
    const { postback } = await postbackTo(other.tenant.id, other.publisherId);
    const elsewhere = await pressSendTest(`${MINE}/${postback.id}/test`, other.headers, 1);
    expect(elsewhere.map(({ status }) => status)).toEqual([200]);
  });
});
