import type { Offer, ResolvedPayout } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner, seedTenant } from '../helpers/factories';
import { seedOffer, seedPayoutOverride } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import {
  adminWithAdvertiser,
  getOffer,
  OFFERS,
  offerOfNewTenant,
  putTab,
  type Staff,
  storedOffer,
} from './offer-api';

const ctx = useTestApp();

async function offerWithDeposit(): Promise<{ staff: Staff; offer: Offer; publisherId: string }> {
  const { app, handle } = ctx.current;
  const { staff, offer } = await offerOfNewTenant(app, handle.db, {
    timezone: 'America/New_York',
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true },
      { key: 'deposit', name: 'Deposit', isPrivate: true },
    ],
  });
  const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
  return { staff, offer, publisherId: publisher.partner.id };
}

describe('PUT /offers/:id/payouts', () => {
  test('rows set their event (parts the type does not use are dropped); events without a row keep theirs', async () => {
    const { app } = ctx.current;
    const { staff, offer, publisherId } = await offerWithDeposit();
    const response = await putTab(app, staff, offer.id, 'payouts', {
      payouts: [
        {
          eventKey: 'deposit',
          payoutType: 'cps',
          payoutAmount: '3',
          payoutPercent: '7.5',
          revenueType: 'cpa_cps',
          revenueAmount: '1',
          revenuePercent: '10',
        },
      ],
      overrides: [
        {
          eventKey: 'deposit',
          publisherId,
          payoutType: 'cps',
          payoutPercent: '9',
          startsAt: '2031-03-09 01:30',
          endsAt: '2031-11-02 01:30',
        },
        { eventKey: 'conversion', publisherId, country: 'us', payoutAmount: '6' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved: Offer = response.json().data;
    expect(saved.payouts.map(({ eventId: _e, ...row }) => row)).toEqual([
      {
        eventKey: 'conversion',
        payoutType: 'cpa',
        payoutAmount: '4.50',
        payoutPercent: null,
        revenueType: 'cpa',
        revenueAmount: '7.00',
        revenuePercent: null,
      },
      {
        eventKey: 'deposit',
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '7.50',
        revenueType: 'cpa_cps',
        revenueAmount: '1.00',
        revenuePercent: '10.00',
      },
    ]);
    // Listed by event, then publisher, country and start.
    expect(saved.overrides.map(({ id: _id, publisher: _p, ...row }) => row)).toEqual([
      {
        eventKey: 'conversion',
        publisherId,
        country: 'US',
        payoutType: 'cpa',
        payoutAmount: '6.00',
        payoutPercent: null,
        startsAt: null,
        endsAt: null,
      },
      {
        eventKey: 'deposit',
        publisherId,
        country: null,
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '9.00',
        // Wall-clock times of the offer's zone (New York), across both DST changes of 2031.
        startsAt: '2031-03-09T01:30',
        endsAt: '2031-11-02T01:30',
      },
    ]);
    expect(await getOffer(app, staff, offer.id)).toEqual(saved);

    const [usOverride, depositOverride] = saved.overrides;
    const again: Offer = (
      await putTab(app, staff, offer.id, 'payouts', {
        overrides: [
          { id: depositOverride?.id, eventKey: 'deposit', publisherId, payoutAmount: '2' },
          { eventKey: 'conversion', publisherId, country: 'CA', payoutAmount: '5' },
        ],
      })
    ).json().data;
    expect(again.payouts).toEqual(saved.payouts);
    expect(
      again.overrides.map((row) => [
        row.id === depositOverride?.id,
        row.eventKey,
        row.country,
        row.payoutAmount,
      ]),
    ).toEqual([
      [false, 'conversion', 'CA', '5.00'],
      [true, 'deposit', null, '2.00'],
    ]);
    expect(again.overrides.some((row) => row.id === usOverride?.id)).toBe(false);
  });

  test('unknown events, CPC off the base event, foreign publishers and foreign ids change nothing', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer, publisherId } = await offerWithDeposit();
    const elsewhere = await seedTenant(handle.db);
    const foreignPublisher = await seedPartner(handle.db, elsewhere, { kind: 'publisher' });
    const other = await seedOffer(handle.db, staff.tenant, { advertiserId: staff.advertiser.partner.id });
    const otherOverride = await seedPayoutOverride(handle.db, staff.tenant, {
      offerId: other.offer.id,
      eventId: other.base.id,
      publisherId,
      payoutType: 'cpa',
      payoutAmount: '1.00',
    });
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'payouts', {
      payouts: [
        { eventKey: 'sale', payoutAmount: '1', revenueAmount: '1' },
        { eventKey: 'deposit', payoutType: 'cpc', payoutAmount: '0.1', revenueAmount: '1' },
      ],
      overrides: [
        { eventKey: 'conversion', publisherId: foreignPublisher.partner.id, payoutAmount: '1' },
        { id: otherOverride.id, eventKey: 'conversion', publisherId, country: 'DE', payoutAmount: '1' },
        { eventKey: 'lead', publisherId, country: 'FR', payoutAmount: '1' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'payouts.0.eventKey': ['The offer has no event "sale"'],
      'payouts.1.payoutType': ['CPC pays per click, so only the base event can use it'],
      'overrides.0.publisherId': ['Choose a publisher of this network'],
      'overrides.1.id': ['This item is not part of the offer; reload the page'],
      'overrides.2.eventKey': ['The offer has no event "lead"'],
    });
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });

  test('two overrides in force for the same publisher, event and country at once are refused', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer, publisherId } = await offerWithDeposit();
    const before = await storedOffer(handle.db, offer.id);
    const row = { eventKey: 'conversion', publisherId, payoutAmount: '1' };
    const response = await putTab(app, staff, offer.id, 'payouts', {
      overrides: [
        { ...row, startsAt: '2031-01-01 00:00', endsAt: '2031-02-01 00:00' },
        { ...row, startsAt: '2031-01-15 00:00' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['overrides.1.startsAt']);
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });
});

describe('GET /offers/:id/payouts/resolve', () => {
  const HOUR = 3_600_000;

  async function resolve(staff: Staff, offerId: string, query: string) {
    return ctx.current.app.inject({
      method: 'GET',
      url: `${OFFERS}/${offerId}/payouts/resolve?${query}`,
      headers: staff.headers,
    });
  }

  test('a publisher override beats the default, a country override beats the any-country one, windows count', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
    const bystander = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
    const { offer, events } = await seedOffer(handle.db, staff.tenant, {
      advertiserId: staff.advertiser.partner.id,
      events: [
        { key: 'conversion', isBase: true, name: 'Conversion' },
        {
          key: 'deposit',
          name: 'Deposit',
          isPrivate: true,
          payoutType: 'cps',
          payoutAmount: null,
          payoutPercent: '5.00',
        },
        { key: 'upsell', name: 'Upsell' },
      ],
    });
    const [base, deposit, upsell] = events;
    const now = Date.now();
    const seed = (values: Partial<Parameters<typeof seedPayoutOverride>[2]> & { eventId: string }) =>
      seedPayoutOverride(handle.db, staff.tenant, {
        offerId: offer.id,
        publisherId: publisher.partner.id,
        payoutType: 'cpa',
        ...values,
      });
    const anyCountry = await seed({ eventId: base?.id ?? '', payoutAmount: '6.00' });
    const germany = await seed({ eventId: base?.id ?? '', country: 'DE', payoutAmount: '7.00' });
    const running = await seed({
      eventId: deposit?.id ?? '',
      payoutAmount: '11.00',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    });
    await seed({ eventId: upsell?.id ?? '', payoutAmount: '99.00', endsAt: new Date(now - HOUR) });
    await seed({ eventId: upsell?.id ?? '', payoutAmount: '98.00', startsAt: new Date(now + HOUR) });

    const inGermany = await resolve(staff, offer.id, `publisherId=${publisher.partner.id}&country=de`);
    expect(inGermany.statusCode).toBe(200);
    expect(inGermany.json().data).toEqual([
      {
        eventKey: 'conversion',
        eventName: 'Conversion',
        isPrivate: false,
        payoutType: 'cpa',
        payoutAmount: '7.00',
        payoutPercent: null,
        source: 'override',
        overrideId: germany.id,
      },
      {
        eventKey: 'deposit',
        eventName: 'Deposit',
        isPrivate: true,
        payoutType: 'cpa',
        payoutAmount: '11.00',
        payoutPercent: null,
        source: 'override',
        overrideId: running.id,
      },
      {
        eventKey: 'upsell',
        eventName: 'Upsell',
        isPrivate: false,
        payoutType: 'cpa',
        payoutAmount: '5.00',
        payoutPercent: null,
        source: 'default',
        overrideId: null,
      },
    ] satisfies ResolvedPayout[]);
    for (const query of ['country=FR', '']) {
      const answer: ResolvedPayout[] = (
        await resolve(staff, offer.id, `publisherId=${publisher.partner.id}&${query}`)
      ).json().data;
      expect(answer[0]).toMatchObject({ payoutAmount: '6.00', overrideId: anyCountry.id });
    }
    const others: ResolvedPayout[] = (
      await resolve(staff, offer.id, `publisherId=${bystander.partner.id}&country=DE`)
    ).json().data;
    expect(others.map((row) => [row.source, row.payoutType, row.payoutAmount, row.payoutPercent])).toEqual([
      ['default', 'cpa', '5.00', null],
      ['default', 'cps', null, '5.00'],
      ['default', 'cpa', '5.00', null],
    ]);
  });

  test('the publisher must be a publisher of this network', async () => {
    const { app, handle } = ctx.current;
    const staff = await adminWithAdvertiser(app, handle.db);
    const { offer } = await seedOffer(handle.db, staff.tenant, { advertiserId: staff.advertiser.partner.id });
    const foreign = await seedPartner(handle.db, await seedTenant(handle.db), { kind: 'publisher' });
    for (const id of [foreign.partner.id, staff.advertiser.partner.id]) {
      const response = await resolve(staff, offer.id, `publisherId=${id}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ publisherId: ['Choose a publisher of this network'] });
    }
    expect((await resolve(staff, offer.id, 'publisherId=')).statusCode).toBe(422);
  });
});
