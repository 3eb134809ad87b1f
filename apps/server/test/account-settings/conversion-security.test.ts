import { conversionSecurityResponseSchema } from '@affnet/contracts';
import { beforeAll, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { bodyOf, conversionWorld } from '../conversions/conversion-world';
import { ADVERTISER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { authHeaders, loginAs, seedTenant } from '../helpers/factories';
import { listenOnLoopback } from '../helpers/http';
import { storedPartner } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * The advertiser's own conversion token and postback IP allowlist (their setting/account): what
 * they change is what the intake checks, proved by real postbacks over HTTP.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

/** A network with a click to convert, and its advertiser signed in. */
async function advertiserWorld() {
  const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
  const { user } = w.advertiserAccount;
  const headers = authHeaders(w.tenant, await loginAs(ctx.current.app, w.tenant, user));
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    ctx.current.app.inject({ method, url: `/api/v1/advertiser/${path}`, headers, payload });
  return { ...w, headers, call };
}

test('only the advertiser reaches their token and allowlist; publishers and staff are refused', async () => {
  const { app } = ctx.current;
  const tenant = await seedTenant(db);
  const requests = [
    ['GET', '/api/v1/advertiser/conversion-security', undefined],
    ['POST', '/api/v1/advertiser/conversion-token', undefined],
    ['PUT', '/api/v1/advertiser/ip-allowlist', { ipAllowlist: ['203.0.113.7'] }],
  ] as const;
  for (const [method, url, payload] of requests) {
    const result = await statusesByCaller(app, db, tenant, {
      permission: 'advertisers.write',
      expected: ADVERTISER_ONLY(200),
      request: async () => ({ method, url, payload }),
    });
    expect(result.statuses, `${method} ${url}`).toEqual(ADVERTISER_ONLY(200));
  }
});

test('rotating answers the new token once it is in force: postbacks with the old one are refused', async () => {
  const w = await advertiserWorld();
  const neighbour = await signedInPartner(ctx.current.app, db, w.tenant, 'advertiser');
  const read = conversionSecurityResponseSchema.parse((await w.call('GET', 'conversion-security')).json());
  expect(read.data).toEqual({ conversionToken: w.token, ipAllowlist: [] });

  const rotated = await w.call('POST', 'conversion-token');
  expect(rotated.statusCode).toBe(200);
  const fresh = rotated.json().data.conversionToken as string;
  expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(fresh).not.toBe(w.token);
  await w.syncState();

  const old = await w.postback({ txn_id: 'OLD-1' });
  expect(old.status).toBe(403);
  expect(bodyOf(old)).toEqual({ status: 'rejected', reason: 'bad_token' });
  const accepted = await w.postback({ token: fresh, txn_id: 'NEW-1' });
  expect(accepted.status).toBe(200);
  expect(await w.conversionsOf()).toHaveLength(1);
  // Nobody else's token moved.
  expect((await storedPartner(db, neighbour.partner.id))?.partner.conversionToken).toBe(
    neighbour.partner.conversionToken,
  );
});

test('the allowlist they save decides which addresses may post; an empty one lets any in', async () => {
  const w = await advertiserWorld();
  const saved = await w.call('PUT', 'ip-allowlist', { ipAllowlist: ['203.0.113.7', '198.51.100.0/24'] });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toEqual({
    conversionToken: w.token,
    ipAllowlist: ['203.0.113.7', '198.51.100.0/24'],
  });
  await w.syncState();

  const elsewhere = await w.postback({ txn_id: 'IP-1' }, { 'x-forwarded-for': '192.0.2.50' });
  expect(bodyOf(elsewhere)).toEqual({ status: 'rejected', reason: 'ip_not_allowed' });
  const inRange = await w.postback({ txn_id: 'IP-2' }, { 'x-forwarded-for': '198.51.100.42' });
  expect(inRange.status).toBe(200);

  const cleared = await w.call('PUT', 'ip-allowlist', {});
  expect(cleared.json().data.ipAllowlist).toEqual([]);
  await w.syncState();
  const anywhere = await w.postback({ txn_id: 'IP-3' }, { 'x-forwarded-for': '192.0.2.50' });
  expect(bodyOf(anywhere)).toMatchObject({ status: 'ok' });
});

test('an entry that is not an address or range is a 422 on it, and nothing is saved', async () => {
  const w = await advertiserWorld();
  const bad = await w.call('PUT', 'ip-allowlist', { ipAllowlist: ['203.0.113.7', 'not-an-ip'] });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors)).toEqual(['ipAllowlist.1']);
  expect((await storedPartner(db, w.advertiser.id))?.partner.ipAllowlist).toEqual([]);
});
