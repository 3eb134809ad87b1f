import { advertiserOfferResultsResponseSchema, listOwnPostbackLogsResponseSchema } from '@affnet/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversionWorld } from '../conversions/conversion-world';
import { ADVERTISER_ONLY, statusesByCaller } from '../helpers/callers';
import { buildClickRecord } from '../helpers/click-records';
import { seedClick } from '../helpers/clicks';
import { writeClicks } from '../helpers/events';
import { authHeaders, loginAs, seedPartner, seedTenant } from '../helpers/factories';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

/*
 * The advertiser's offer view, results side: the offer's last 30 days (the report kit's sums for
 * their rows of that offer) and the postback log of their own offers.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;
const DAY = 86_400_000;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

/** A network with a click of the advertiser's offer to convert, the advertiser signed in. */
async function advertiserWorld() {
  const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
  const headers = authHeaders(w.tenant, await loginAs(ctx.current.app, w.tenant, w.advertiserAccount.user));
  const get = (path: string) => ctx.current.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });
  /** Another offer in the network (the advertiser's own unless `advertiserId` says whose), with a click. */
  const otherOffer = async (advertiserId = w.advertiser.id) => {
    const { offer } = await seedOffer(db, w.tenant, { advertiserId });
    const click = await seedClick(db, w.tenant, { offer, publisher: w.publisher });
    return { offer, click };
  };
  return { ...w, headers, get, otherOffer };
}

describe('GET /advertiser/offers/:id/results', () => {
  test('the last 30 days of this offer: clicks, conversions and what they pay, never the payout', async () => {
    const w = await advertiserWorld();
    const { offer: sibling } = await w.otherOffer();
    const of = (offer: { id: string; ref: number }) => ({
      tenantId: w.tenant.id,
      offerId: offer.id,
      offerRef: offer.ref,
      publisherId: w.publisher.id,
      publisherRef: w.publisher.ref,
      advertiserId: w.advertiser.id,
    });
    const now = new Date();
    const click = (offer: { id: string; ref: number }, clickedAt: Date, isTest = false) =>
      buildClickRecord(of(offer), { clickedAt, isTest, currency: 'USD' });
    await writeClicks(db, [
      ...[0, 1, 2].map(() => click(w.offer, now)),
      click(w.offer, new Date(now.getTime() - 10 * DAY)),
      // Before the 30 days, another offer of theirs, and a test click: none of them count.
      click(w.offer, new Date(now.getTime() - 40 * DAY)),
      click(sibling, now),
      click(w.offer, now, true),
    ]);
    expect((await w.postback({ txn_id: 'R-1' })).status).toBe(200);

    const answer = await w.get(`/advertiser/offers/${w.offer.id}/results?tz=UTC`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = advertiserOfferResultsResponseSchema.parse(answer.json());
    const today = now.toISOString().slice(0, 10);
    expect(data).toMatchObject({
      to: today,
      from: new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10),
      timeZone: 'UTC',
    });
    expect(data.figures.all).toMatchObject({ grossClicks: 4, approvedConversions: 1, payout: null });
    expect(data.figures.byCurrency).toEqual([
      {
        currency: 'USD',
        counters: expect.objectContaining({ revenue: '11.20', payout: null, pendingPayout: null }),
      },
    ]);
  });

  test('another advertiser’s offer and a draft are 404; only advertisers are let in', async () => {
    const w = await advertiserWorld();
    const { partner: rival } = await seedPartner(db, w.tenant, { kind: 'advertiser' });
    const { offer: theirs } = await w.otherOffer(rival.id);
    expect((await w.get(`/advertiser/offers/${theirs.id}/results`)).statusCode).toBe(404);
    const { offer: draft } = await seedOffer(db, w.tenant, {
      advertiserId: w.advertiser.id,
      status: 'draft',
    });
    expect((await w.get(`/advertiser/offers/${draft.id}/results`)).statusCode).toBe(404);
    const tenant = await seedTenant(db);
    const { statuses } = await statusesByCaller(ctx.current.app, db, tenant, {
      permission: 'reports.read',
      expected: ADVERTISER_ONLY(200),
      request: async (caller, partnerId) => {
        const owner = caller === 'advertiser' && partnerId ? partnerId : rival.id;
        const { offer } = await seedOffer(db, caller === 'advertiser' ? tenant : w.tenant, {
          advertiserId: owner,
        });
        return { method: 'GET', url: `/api/v1/advertiser/offers/${offer.id}/results` };
      },
    });
    expect(statuses).toEqual(ADVERTISER_ONLY(200));
  });
});

describe('GET /advertiser/postback-logs', () => {
  test('lists the calls about their own offers only, filtered by offer and result, token hidden', async () => {
    const w = await advertiserWorld();
    expect((await w.postback({ txn_id: 'L-1' })).status).toBe(200);
    expect((await w.postback({ token: 'stale-token', txn_id: 'L-2' })).status).toBe(403);
    expect((await w.postback({ event: 'refund', txn_id: 'L-3' })).status).toBe(422);
    const sibling = await w.otherOffer();
    const { partner: rival } = await seedPartner(db, w.tenant, { kind: 'advertiser' });
    const theirs = await w.otherOffer(rival.id);
    await w.syncState();
    const post = (click: { id: string }, token: string) =>
      httpRequest(baseUrl, {
        path: `/postback?${new URLSearchParams({ click_id: click.id, token })}`,
        headers: { host: w.tenant.trackingHost },
      });
    expect((await post(sibling.click, w.token)).status).toBe(200);
    expect((await post(theirs.click, rival.conversionToken ?? '')).status).toBe(200);
    // A call no click id proves belongs to no advertiser: nobody's log shows it.
    expect((await post({ id: 'forged' }, w.token)).status).toBe(400);

    const all = listOwnPostbackLogsResponseSchema.parse((await w.get('/advertiser/postback-logs')).json());
    expect(all.meta.total).toBe(4);
    expect(all.data.map((row) => row.offer?.id).sort()).toEqual(
      [w.offer.id, w.offer.id, w.offer.id, sibling.offer.id].sort(),
    );
    for (const row of all.data) {
      expect(row).not.toHaveProperty('advertiser');
      expect(row.params.token).toBe('(hidden)');
    }
    const ofOffer = (await w.get(`/advertiser/postback-logs?offerId=${w.offer.id}`)).json();
    expect(ofOffer.data.map((row: { result: string }) => row.result).sort()).toEqual([
      'accepted',
      'bad_token',
      'unknown_event',
    ]);
    const refused = (await w.get(`/advertiser/postback-logs?offerId=${w.offer.id}&result=bad_token`)).json();
    expect(refused.data.map((row: { txnId: string }) => row.txnId)).toEqual(['L-2']);
    expect((await w.get(`/advertiser/postback-logs?offerId=${theirs.offer.id}`)).json().data).toEqual([]);
  });

  test('bad filters are a 422; only advertisers are let in', async () => {
    const w = await advertiserWorld();
    const bad = await w.get('/advertiser/postback-logs?offerId=nope&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'offerId']);
    const { statuses } = await statusesByCaller(ctx.current.app, db, w.tenant, {
      permission: 'advertisers.read',
      expected: ADVERTISER_ONLY(200),
      request: async () => ({ method: 'GET', url: '/api/v1/advertiser/postback-logs' }),
    });
    expect(statuses).toEqual(ADVERTISER_ONLY(200));
  });
});
