import type { OfferChange, PublisherOfferChange } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { PUBLISHER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { useTestApp } from '../helpers/test-app';
import { generalTabBody, offerOfNewTenant, putTab, type Staff } from '../offers/offer-api';

/*
 * GET /publisher/offers/:id/changes (docs/offers.md "What publishers see"): the offer's history cut
 * down to the terms the publisher works under. Revenue, private events, other publishers' payouts
 * and caps, hidden caps and internal fields never show, nor who saved.
 */

const ctx = useTestApp();
const LIVE_PUBLIC = { status: 'active', visibility: 'public' };
const changesUrl = (offerId: string) => `/api/v1/publisher/offers/${offerId}/changes`;

async function save(staff: Staff, offerId: string, tab: string, payload: object) {
  const answer = await putTab(ctx.current.app, staff, offerId, tab, payload);
  expect(answer.statusCode, answer.body).toBe(200);
}

/** An offer with a private event, a publisher who runs it and a rival, and staff saves of every kind. */
async function offerWithHistory() {
  const { app, handle } = ctx.current;
  const { staff, offer } = await offerOfNewTenant(app, handle.db, {
    ...LIVE_PUBLIC,
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true },
      { key: 'deposit', name: 'Deposit', isPrivate: true },
    ],
  });
  const me = await signedInPartner(app, handle.db, staff.tenant, 'publisher');
  const rival = await signedInPartner(app, handle.db, staff.tenant, 'publisher');
  await save(staff, offer.id, 'payouts', {
    payouts: [
      { eventKey: 'conversion', payoutAmount: '5.25', revenueAmount: '9' },
      { eventKey: 'deposit', payoutAmount: '2', revenueAmount: '3' },
    ],
    overrides: [
      { eventKey: 'conversion', publisherId: me.partner.id, country: 'us', payoutAmount: '6' },
      { eventKey: 'conversion', publisherId: rival.partner.id, payoutAmount: '8' },
      { eventKey: 'deposit', publisherId: me.partner.id, payoutAmount: '4' },
    ],
  });
  const cap = { period: 'day', limit: 1000, action: 'pause', visibleToPublishers: true };
  await save(staff, offer.id, 'caps', {
    caps: [
      { ...cap, metric: 'clicks' },
      { ...cap, metric: 'conversions', visibleToPublishers: false },
      { ...cap, metric: 'conversions', scope: 'publisher', publisherId: rival.partner.id },
      { ...cap, metric: 'conversions', eventKey: 'deposit' },
    ],
  });
  // Internal fields only: nothing for publishers.
  await save(
    staff,
    offer.id,
    'general',
    generalTabBody(staff.advertiser.partner.id, { name: offer.name, status: 'active' }),
  );
  await save(staff, offer.id, 'targeting', { targeting: { country: { include: ['DE'] } } });
  return { staff, offer, me, rival };
}

async function changesOf(headers: Record<string, string>, offerId: string): Promise<PublisherOfferChange[]> {
  const answer = await ctx.current.app.inject({ method: 'GET', url: changesUrl(offerId), headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

const outline = (changes: OfferChange[]) => changes.map(({ path, item, kind }) => [path, item, kind]);

describe('GET /publisher/offers/:id/changes', () => {
  test('only the publisher’s terms: their payouts, visible caps, targeting; newest first, no one named', async () => {
    const { offer, me } = await offerWithHistory();
    const versions = await changesOf(me.headers, offer.id);
    expect(versions.map((version) => version.version)).toEqual([5, 3, 2]);
    for (const version of versions)
      expect(Object.keys(version).sort()).toEqual(['changedAt', 'changes', 'version']);
    const [targeting, caps, payouts] = versions.map((version) => outline(version.changes));
    expect(targeting).toEqual([['targeting.country.include', null, 'added']]);
    expect(caps).toEqual([['caps', 'clicks · day', 'added']]);
    expect(payouts).toEqual([
      ['payouts.payoutAmount', 'conversion', 'changed'],
      ['yourPayouts', 'conversion', 'added'],
    ]);
    expect(versions[2]?.changes[0]).toMatchObject({ before: '4.50', after: '5.25' });
    expect(versions[2]?.changes[1]?.after).toEqual({
      id: expect.any(String),
      eventKey: 'conversion',
      country: 'US',
      payoutType: 'cpa',
      payoutAmount: '6.00',
      payoutPercent: null,
      startsAt: null,
      endsAt: null,
    });
    // Nothing of revenue, the private event, the rival or who saved, anywhere in the answer.
    const text = JSON.stringify(versions);
    for (const secret of ['revenue', 'deposit', '8.00', 'changedBy', 'notes'])
      expect(text).not.toContain(secret);
  });

  test('the rival sees its own payout and cap, not the first publisher’s', async () => {
    const { offer, rival } = await offerWithHistory();
    const [, caps, payouts] = (await changesOf(rival.headers, offer.id)).map((version) => version.changes);
    expect(outline(caps ?? [])).toEqual([
      ['caps', 'clicks · day', 'added'],
      ['caps', 'conversions · day', 'added'],
    ]);
    expect(payouts?.find((change) => change.path === 'yourPayouts')?.after).toMatchObject({
      country: null,
      payoutAmount: '8.00',
    });
    expect(JSON.stringify(payouts)).not.toContain('6.00');
  });

  test('an offer the publisher may not see, or of another network, is not found', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer, me } = await offerWithHistory();
    await save(staff, offer.id, 'permission', { visibility: 'private', approvalQuestions: [] });
    const hidden = await app.inject({ method: 'GET', url: changesUrl(offer.id), headers: me.headers });
    expect(hidden.statusCode).toBe(404);

    const other = await offerOfNewTenant(app, handle.db, LIVE_PUBLIC);
    const foreign = await app.inject({ method: 'GET', url: changesUrl(other.offer.id), headers: me.headers });
    expect(foreign.statusCode).toBe(404);
  });

  test('publishers only', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db, LIVE_PUBLIC);
    const result = await statusesByCaller(app, handle.db, staff.tenant, {
      permission: 'offers.read',
      expected: PUBLISHER_ONLY(200),
      request: async () => ({ method: 'GET', url: changesUrl(offer.id) }),
    });
    expect(result.statuses).toEqual(PUBLISHER_ONLY(200));
  });
});
