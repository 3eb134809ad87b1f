import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publisherPostbacks } from '../../src/db/schema/index';
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
// The operator allows one loopback receiver (host:port); every other private destination is refused.
const ctx = useTestApp({ env: () => ({ POSTBACK_ALLOW_HOSTS: `127.0.0.1:${receiver.port}` }) });

const STAFF = '/api/v1/publisher-postbacks';
const MINE = '/api/v1/publisher/postbacks';
const SAVED_URL = 'https://tracker.pub.example/pb?cid={aff_click_id}';

const bodyWith = (url: string, extra: Record<string, unknown> = {}) => ({
  method: 'GET',
  url,
  statuses: ['approved'],
  ...extra,
});

/** Private, loopback, link-local and IPv4-through-IPv6 literals, in the spellings a URL allows. */
const PRIVATE_LITERALS = [
  'http://10.0.0.5/pb',
  'http://169.254.169.254/latest/meta-data',
  'http://127.1:8080/pb?cid={click_id}',
  'http://0x7f000001/pb',
  'http://192.168.1.20/pb',
  'https://[::1]/pb',
  'http://[::ffff:10.0.0.1]/pb',
  'http://[fd00::5]/pb',
  'http://0.0.0.0/pb',
  'http://127.0.0.1:9/pb',
];

/** A publisher (with their session) and an admin of the same network, and one saved postback. */
async function world() {
  const { app, handle } = ctx.current;
  const found = await postbackWorld(app, handle.db);
  const admin = await signedIn(app, handle.db, found.tenant, { role: 'admin' });
  const saved = await seedPostback(handle.db, {
    tenantId: found.tenant.id,
    publisherId: found.publisherId,
    url: SAVED_URL,
  });
  return { ...found, adminHeaders: admin.headers, saved };
}

async function storedUrls(publisherId: string) {
  const rows = await ctx.current.handle.db
    .select({ url: publisherPostbacks.url })
    .from(publisherPostbacks)
    .where(eq(publisherPostbacks.publisherId, publisherId));
  return rows.map((row) => row.url);
}

/** The four saves a URL goes through: the publisher's own and staff's, each adding and editing. */
function savesOf(w: Awaited<ReturnType<typeof world>>, url: string) {
  const { headers, adminHeaders, publisherId, saved } = w;
  return [
    { method: 'POST' as const, url: MINE, headers, payload: bodyWith(url) },
    { method: 'PUT' as const, url: `${MINE}/${saved.id}`, headers, payload: bodyWith(url) },
    { method: 'POST' as const, url: STAFF, headers: adminHeaders, payload: bodyWith(url, { publisherId }) },
    {
      method: 'PUT' as const,
      url: `${STAFF}/${saved.id}`,
      headers: adminHeaders,
      payload: bodyWith(url, { publisherId }),
    },
  ];
}

describe('a postback URL pointing inside is refused when saved', () => {
  test('address literals of private ranges: 422 on url for every save, nothing written', async () => {
    const w = await world();
    for (const url of PRIVATE_LITERALS) {
      for (const save of savesOf(w, url)) {
        const answer = await ctx.current.app.inject(save);
        expect(answer.statusCode, `${save.method} ${save.url} ${url}`).toBe(422);
        expect(answer.json().errors).toEqual({
          url: ['Postbacks may not call a private, loopback or link-local address'],
        });
      }
    }
    expect(await storedUrls(w.publisherId)).toEqual([SAVED_URL]);
  });

  test('a name that resolves to a loopback address (localhost): 422 on url for every save', async () => {
    const w = await world();
    for (const save of savesOf(w, 'http://localhost:8080/pb?cid={click_id}')) {
      const answer = await ctx.current.app.inject(save);
      expect(answer.statusCode, `${save.method} ${save.url}`).toBe(422);
      expect(answer.json().errors).toEqual({
        url: [
          'This host resolves to a private, loopback or link-local address, which postbacks may not call',
        ],
      });
    }
    expect(await storedUrls(w.publisherId)).toEqual([SAVED_URL]);
  });
});

describe('what is still saved', () => {
  test('a host POSTBACK_ALLOW_HOSTS allows, on its port only', async () => {
    const w = await world();
    const allowed = `${receiver.origin}/pb?cid={click_id}`;
    for (const save of savesOf(w, allowed)) {
      const answer = await ctx.current.app.inject(save);
      expect(answer.statusCode, `${save.method} ${save.url}`).toBeLessThan(300);
    }
    const otherPort = `http://127.0.0.1:${receiver.port === 65535 ? 65534 : receiver.port + 1}/pb`;
    for (const save of savesOf(w, otherPort)) {
      const answer = await ctx.current.app.inject(save);
      expect(answer.statusCode, `${save.method} ${save.url}`).toBe(422);
    }
  });

  test('a public address, and a name that does not resolve (checked again when called)', async () => {
    const w = await world();
    for (const url of [
      'http://93.184.216.34/pb',
      'https://[2606:4700::1111]/pb',
      'https://nothing-here.invalid/pb',
    ]) {
      const answer = await ctx.current.app.inject({
        method: 'POST',
        url: MINE,
        headers: w.headers,
        payload: bodyWith(url),
      });
      expect(answer.statusCode, url).toBe(201);
      expect(answer.json().data.url).toBe(url);
    }
  });
});
