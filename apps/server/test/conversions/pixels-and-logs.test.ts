import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import type { ClickRecord } from '../../src/tracking/engine/click-record';
import {
  type AttributionSource,
  attributionsFromDatabase,
  type IntakeRequest,
  receiveConversion,
} from '../../src/tracking/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { testClickIds } from '../helpers/clicks';
import { eventStoreOf } from '../helpers/events';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { conversionWorld } from './conversion-world';

/* Pixels, the iframe and the JS tag; the advertiser postback log API; clicks found in memory. */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const GIF_HEADER = 'GIF89a';
/** An offer that takes conversions from browsers (networks start server-only). */
const PIXELS_TAKEN = { offer: { conversionIntake: 'server_and_browser' as const } };

describe('pixels and the JS tag', () => {
  test('the image pixel finds the click in the afc_{offer} cookie and answers a 1×1 GIF', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl }, PIXELS_TAKEN);
    const answer = await httpRequest(baseUrl, {
      path: `/pixel?offer_id=${w.offer.ref}&txn_id=PX-1`,
      headers: { host: w.tenant.trackingHost, cookie: `other=1; afc_${w.offer.ref}=${w.click.id}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/gif');
    expect(answer.body.startsWith(GIF_HEADER)).toBe(true);
    expect(await w.conversionsOf()).toEqual([
      expect.objectContaining({ clickId: w.click.id, txnId: 'PX-1', channel: 'pixel' }),
    ]);
  });

  test('a refused pixel still answers its GIF, and the log says why', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl }, PIXELS_TAKEN);
    const answer = await httpRequest(baseUrl, {
      path: '/pixel?click_id=forged',
      headers: { host: w.tenant.trackingHost },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.startsWith(GIF_HEADER)).toBe(true);
    expect(await w.conversionsOf()).toEqual([]);
    expect((await w.logsOf()).map((log) => [log.channel, log.result])).toEqual([
      ['pixel', 'invalid_click_id'],
    ]);
  });

  test('the iframe pixel answers an empty page; the tag’s pixel records channel js', async () => {
    const w = await conversionWorld(
      { app: ctx.current.app, db, baseUrl },
      {
        offer: { ...PIXELS_TAKEN.offer, events: [{ key: 'conversion', isBase: true }, { key: 'lead' }] },
      },
    );
    const iframe = await httpRequest(baseUrl, {
      path: `/iframe?click_id=${w.click.id}`,
      headers: { host: w.tenant.trackingHost },
    });
    expect(iframe.status).toBe(200);
    expect(iframe.headers['content-type']).toBe('text/html; charset=utf-8');
    const tag = await httpRequest(baseUrl, {
      path: `/pixel?click_id=${w.click.id}&event=lead&via=js`,
      headers: { host: w.tenant.trackingHost },
    });
    expect(tag.body.startsWith(GIF_HEADER)).toBe(true);
    const channels = (await w.conversionsOf()).map((row) => [row.eventKey, row.channel]).sort();
    expect(channels).toEqual([
      ['conversion', 'iframe'],
      ['lead', 'js'],
    ]);
  });

  test('HEAD records nothing: the postback refuses it, the pixel answers its headers', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl }, PIXELS_TAKEN);
    const headers = { host: w.tenant.trackingHost };
    const query = `click_id=${w.click.id}&token=${w.token}`;
    const postback = await httpRequest(baseUrl, { method: 'HEAD', path: `/postback?${query}`, headers });
    expect(postback.status).toBe(405);
    expect(postback.headers.allow).toBe('GET, POST');
    const pixel = await httpRequest(baseUrl, { method: 'HEAD', path: `/pixel?${query}`, headers });
    expect(pixel.status).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(await w.conversionsOf()).toEqual([]);
    expect(await w.logsOf()).toEqual([]);
  });

  test('/tag.js is a fixed script that fires the pixel, whatever the request says', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const answer = await httpRequest(baseUrl, {
      path: '/tag.js?x=</script><script>alert(1)</script>',
      headers: { host: w.tenant.trackingHost },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body).toContain("'/pixel?'");
    expect(answer.body).toContain("via: 'js'");
    expect(answer.body).not.toContain('alert');
    expect(await w.logsOf()).toEqual([]);
  });
});

describe('GET /advertiser-postback-logs', () => {
  test('lists the tenant’s calls newest first, with filters and search by click or txn id', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const other = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    await w.postback({ txn_id: 'L-1' });
    await w.postback({ token: 'wrong', txn_id: 'L-2' });
    await other.postback();
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const list = async (query: string) => {
      const answer = await ctx.current.app.inject({
        method: 'GET',
        url: `/api/v1/advertiser-postback-logs?${query}`,
        headers,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { data: Array<Record<string, unknown>>; meta: { total: number } };
    };
    const all = await list('');
    expect(all.meta.total).toBe(2);
    expect(all.data.map((row) => row.txnId)).toEqual(['L-2', 'L-1']);
    expect(all.data[1]).toMatchObject({
      result: 'accepted',
      httpStatus: 200,
      channel: 'postback',
      clickId: w.click.id,
      offer: { id: w.offer.id, ref: w.offer.ref, name: w.offer.name },
      advertiser: { id: w.advertiser.id, company: w.advertiser.company },
      eventKey: 'conversion',
      params: expect.objectContaining({ txn_id: 'L-1', token: '(hidden)' }),
    });
    expect((await list('result=bad_token')).data.map((row) => row.txnId)).toEqual(['L-2']);
    expect((await list('search=L-1')).data.map((row) => row.txnId)).toEqual(['L-1']);
    expect((await list(`search=${w.click.id}`)).meta.total).toBe(2);
    expect((await list(`offerId=${w.offer.id}&advertiserId=${w.advertiser.id}`)).meta.total).toBe(2);
    expect((await list(`advertiserId=${other.advertiser.id}`)).meta.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).meta.total).toBe(2);
    expect((await list('to=2020-01-01')).meta.total).toBe(0);
    expect((await list('perPage=1&page=2')).data.map((row) => row.txnId)).toEqual(['L-1']);
  });

  test('bad filters answer 422 with field errors', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const answer = await ctx.current.app.inject({
      method: 'GET',
      url: '/api/v1/advertiser-postback-logs?result=nope&from=yesterday',
      headers,
    });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors).sort()).toEqual(['from', 'result']);
  });

  test('staff with advertisers.read only', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const { statuses } = await statusesByCaller(ctx.current.app, db, w.tenant, {
      permission: 'advertisers.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/advertiser-postback-logs' }),
    });
    expect(statuses).toEqual(STAFF_ONLY(200));
  });
});

describe('a click not yet written', () => {
  test('is found in the engine’s recent clicks and converts with its details', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const clickIds = await testClickIds(db);
    const seconds = Math.floor(Date.now() / 1000) - 120;
    const id = clickIds.issue({
      offerRef: w.offer.ref,
      publisherRef: w.publisher.ref,
      clickedAtSeconds: seconds,
      flags: 0,
    });
    const inMemory = { ...w.click, id, clickedAt: new Date(seconds * 1000), sub1: 'from-memory' };
    const recent = new Map([[id, inMemory as unknown as ClickRecord]]);
    const request: IntakeRequest = {
      tenantId: w.tenant.id,
      networkIntake: 'server_only',
      channel: 'postback',
      method: 'GET',
      protocol: 'http',
      ip: '127.0.0.1',
      params: { click_id: id, token: w.token },
      cookieClickId: () => null,
    };
    // The engine's attribution stands in for the database's: here, the database's, counted.
    const asked: number[] = [];
    const fromDatabase = attributionsFromDatabase(db);
    const attributions: AttributionSource = (tenantId, offerRef, publisherRef) => {
      asked.push(offerRef);
      return fromDatabase(tenantId, offerRef, publisherRef);
    };
    const deps = {
      db,
      events: eventStoreOf(db),
      clickIds: async () => clickIds,
      recentClicks: recent,
      attributions,
    };
    const outcome = await receiveConversion(deps, request, (error) => {
      throw error;
    });
    expect(outcome).toMatchObject({ result: 'accepted', httpStatus: 200 });
    expect(asked).toEqual([w.offer.ref]);
    expect(await w.conversionsOf()).toContainEqual(
      expect.objectContaining({ clickId: id, sub1: 'from-memory' }),
    );
    const missing = await receiveConversion(
      { ...deps, recentClicks: new Map() },
      {
        ...request,
        params: { ...request.params, txn_id: 'other' },
      },
      () => undefined,
    );
    expect(missing.result).toBe('click_not_found');
  });
});
