import { type CountryCode, listPublisherOffersResponseSchema, offerTargetingSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner } from '../helpers/factories';
import { publisherWorld } from '../helpers/offer-parts';
import { seedCategory, seedOffer, seedOfferAccess, seedPayoutOverride } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const LIST = '/api/v1/publisher/offers';
const HOUR = 3_600_000;

async function list(headers: Record<string, string>, query: string) {
  const response = await ctx.current.app.inject({ method: 'GET', url: `${LIST}?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return listPublisherOffersResponseSchema.parse(response.json());
}

const namesOf = (body: { data: Array<{ name: string }> }) => body.data.map((item) => item.name);

describe('GET /publisher/offers filters', () => {
  test('by category, search on name or number, and the publisher’s access', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    const games = await seedCategory(handle.db, tenant, 'Games');
    const seed = (name: string, extra: Partial<Parameters<typeof seedOffer>[2]> = {}) =>
      seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name, ...extra }).then((s) => s.offer);
    await seed('Alpha Casino', { categoryIds: [games.id] });
    const beta = await seed('Beta Bank', { visibility: 'approval' });
    await seed('Gamma 100%_off', { visibility: 'approval', categoryIds: [games.id] });
    await seedOfferAccess(handle.db, tenant, {
      offerId: beta.id,
      publisherId: publisher.partner.id,
      status: 'pending',
    });

    expect(namesOf(await list(headers, `categoryId=${games.id}&sort=name&order=asc`))).toEqual([
      'Alpha Casino',
      'Gamma 100%_off',
    ]);
    expect(namesOf(await list(headers, 'search=bank'))).toEqual(['Beta Bank']);
    expect(namesOf(await list(headers, `search=${beta.ref}`))).toEqual(['Beta Bank']);
    // Typed % and _ match themselves, not any text.
    expect(namesOf(await list(headers, 'search=0%25_'))).toEqual(['Gamma 100%_off']);
    expect(namesOf(await list(headers, 'access=pending'))).toEqual(['Beta Bank']);
    expect(namesOf(await list(headers, 'access=none'))).toEqual(['Gamma 100%_off']);
    expect(namesOf(await list(headers, 'access=approved'))).toEqual(['Alpha Casino']);
  });

  test('by country: an empty include list or one naming it lets it through, the exclude list stops it', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await publisherWorld(app, handle.db);
    const seed = (name: string, include: CountryCode[], exclude: CountryCode[]) =>
      seedOffer(handle.db, tenant, {
        advertiserId: advertiser.id,
        name,
        targeting: offerTargetingSchema.parse({ country: { include, exclude } }),
      });
    await seed('Anywhere', [], []);
    await seed('DACH', ['DE', 'AT', 'CH'], []);
    await seed('Not Germany', [], ['DE']);
    await seed('France only', ['FR'], []);

    expect(namesOf(await list(headers, 'country=de&sort=name&order=asc'))).toEqual(['Anywhere', 'DACH']);
    expect(namesOf(await list(headers, 'country=FR&sort=name&order=asc'))).toEqual([
      'Anywhere',
      'France only',
      'Not Germany',
    ]);
    const dach = (await list(headers, 'search=DACH')).data[0];
    expect([dach?.countries, dach?.excludedCountries]).toEqual([['DE', 'AT', 'CH'], []]);
  });

  test('by payout type: the base event’s type for this publisher, after their override', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name: 'Fixed' });
    await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      name: 'Share',
      events: [{ key: 'sale', isBase: true, payoutType: 'cps', payoutAmount: null, payoutPercent: '12.50' }],
    });
    const switched = await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name: 'Switched' });
    await seedPayoutOverride(handle.db, tenant, {
      offerId: switched.offer.id,
      eventId: switched.base.id,
      publisherId: publisher.partner.id,
      payoutType: 'cps',
      payoutPercent: '20.00',
    });

    expect(namesOf(await list(headers, 'payoutType=cps&sort=name&order=asc'))).toEqual(['Share', 'Switched']);
    expect(namesOf(await list(headers, 'payoutType=cpa'))).toEqual(['Fixed']);
    const item = (await list(headers, 'search=Switched')).data[0];
    expect(item?.payout).toMatchObject({ payoutType: 'cps', payoutAmount: null, payoutPercent: '20.00' });
  });

  test('paging: perPage and page, with the total of all matches', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await publisherWorld(app, handle.db);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      await seedOffer(handle.db, tenant, { advertiserId: advertiser.id, name });
    }
    const second = await list(headers, 'sort=name&order=asc&perPage=2&page=2');
    expect(namesOf(second)).toEqual(['C', 'D']);
    expect(second.meta).toEqual({ page: 2, perPage: 2, total: 5 });
  });
});

describe('GET /publisher/offers sorting by payout', () => {
  test('follows the payout each offer shows this publisher: their override wins, others’ do not count', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    const { partner: rival } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const offerPaying = async (name: string, amount: string) =>
      seedOffer(handle.db, tenant, {
        advertiserId: advertiser.id,
        name,
        events: [{ key: 'conversion', isBase: true, payoutAmount: amount }],
      });
    const override = (seeded: Awaited<ReturnType<typeof offerPaying>>, values: Record<string, unknown>) =>
      seedPayoutOverride(handle.db, tenant, {
        offerId: seeded.offer.id,
        eventId: seeded.base.id,
        publisherId: publisher.partner.id,
        payoutType: 'cpa',
        ...values,
      });
    const five = await offerPaying('Five', '5.00');
    const six = await offerPaying('Six, rival gets 1', '6.00');
    const seven = await offerPaying('Seven, old deal ended', '7.00');
    const three = await offerPaying('Three, mine is 10', '3.00');
    await override(three, { payoutAmount: '10.00' });
    await override(seven, { payoutAmount: '1.00', endsAt: new Date(Date.now() - HOUR) });
    await override(five, { payoutAmount: '50.00', country: 'DE' });
    await override(five, { payoutAmount: '99.00', startsAt: new Date(Date.now() + HOUR) });
    await seedPayoutOverride(handle.db, tenant, {
      offerId: six.offer.id,
      eventId: six.base.id,
      publisherId: rival.id,
      payoutType: 'cpa',
      payoutAmount: '1.00',
    });

    const ascending = await list(headers, 'sort=payout&order=asc');
    expect(ascending.data.map((item) => [item.name, item.payout.payoutAmount])).toEqual([
      ['Five', '5.00'],
      ['Six, rival gets 1', '6.00'],
      ['Seven, old deal ended', '7.00'],
      ['Three, mine is 10', '10.00'],
    ]);
    expect(ascending.data[0]?.payout.countryPayouts).toEqual([
      { country: 'DE', payoutType: 'cpa', payoutAmount: '50.00', payoutPercent: null },
    ]);
    expect(namesOf(await list(headers, 'sort=payout&order=desc'))).toEqual([
      'Three, mine is 10',
      'Seven, old deal ended',
      'Six, rival gets 1',
      'Five',
    ]);
    expect(JSON.stringify(ascending)).not.toContain(rival.id);
  });
});

describe('GET /publisher/offers sorting by payout across currencies', () => {
  test('groups by currency, the network’s own first, and orders amounts within each', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, headers } = await publisherWorld(app, handle.db);
    expect(tenant.defaultCurrency).toBe('USD');
    const offerPaying = (name: string, currency: string, amount: string | null) =>
      seedOffer(handle.db, tenant, {
        advertiserId: advertiser.id,
        name,
        currency,
        events: [
          amount
            ? { key: 'conversion', isBase: true, payoutAmount: amount }
            : {
                key: 'conversion',
                isBase: true,
                payoutType: 'cps',
                payoutAmount: null,
                payoutPercent: '5.00',
              },
        ],
      });
    await offerPaying('GBP 1', 'GBP', '1.00');
    await offerPaying('EUR 10', 'EUR', '10.00');
    await offerPaying('USD 20', 'USD', '20.00');
    await offerPaying('EUR 3', 'EUR', '3.00');
    await offerPaying('USD 5', 'USD', '5.00');
    await offerPaying('USD 5 %', 'USD', null);

    // 10 EUR is not "more" than 5 USD: amounts are compared within a currency only.
    expect(namesOf(await list(headers, 'sort=payout&order=asc'))).toEqual([
      'USD 5',
      'USD 20',
      'USD 5 %',
      'EUR 3',
      'EUR 10',
      'GBP 1',
    ]);
    expect(namesOf(await list(headers, 'sort=payout&order=desc'))).toEqual([
      'USD 20',
      'USD 5',
      'USD 5 %',
      'EUR 10',
      'EUR 3',
      'GBP 1',
    ]);
  });
});
