import { getPublisherOfferResponseSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { seedPartner } from '../helpers/factories';
import { publisherWorld, seedCap, seedLandingPage } from '../helpers/offer-parts';
import {
  seedCategory,
  seedCreative,
  seedOffer,
  seedOfferAccess,
  seedPayoutOverride,
} from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const HOUR = 3_600_000;

describe('GET /publisher/offers/:id', () => {
  test('shows the publisher’s own payouts, live pages and creatives, visible caps, and nothing private', async () => {
    const { app, handle } = ctx.current;
    const { db } = handle;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, db);
    const { partner: rival } = await seedPartner(db, tenant, { kind: 'publisher' });
    const category = await seedCategory(db, tenant, 'Finance');
    const { offer, events } = await seedOffer(db, tenant, {
      advertiserId: advertiser.id,
      name: 'Credit card',
      visibility: 'approval',
      status: 'paused',
      currency: 'EUR',
      destinationUrl: 'https://secret-advertiser.example/?cid={click_id}',
      notes: 'Internal: advertiser pays late',
      tags: ['vip-only-tag'],
      descriptionHtml: '<p>Card offer</p>',
      restrictions: 'No incentivised traffic',
      previewUrl: 'https://bank.example/card',
      timezone: 'Europe/Berlin',
      liveFrom: new Date('2026-07-01T08:00:00Z'),
      liveUntil: new Date('2026-12-31T23:00:00Z'),
      dayPartingEnabled: true,
      dayPartingHours: [9, 10, 11],
      deepLinksEnabled: true,
      approvalQuestions: ['Where will you promote it?'],
      terms: 'No brand bidding.',
      categoryIds: [category.id],
      events: [
        {
          key: 'approved_card',
          name: 'Approved card',
          isBase: true,
          payoutAmount: '40.00',
          revenueAmount: '77.77',
        },
        {
          key: 'first_purchase',
          name: 'First purchase',
          position: 1,
          payoutType: 'cps',
          payoutAmount: null,
          payoutPercent: '3.00',
        },
        { key: 'secret_kickback', name: 'Kickback', position: 2, isPrivate: true, payoutAmount: '66.66' },
      ],
    });
    const [base, purchase, hidden] = events;
    if (!base || !purchase || !hidden) throw new Error('events missing');
    await seedOfferAccess(db, tenant, {
      offerId: offer.id,
      publisherId: publisher.partner.id,
      status: 'approved',
    });
    await seedOfferAccess(db, tenant, {
      offerId: offer.id,
      publisherId: rival.id,
      status: 'rejected',
      reason: 'Rival reason text',
    });
    const mine = { offerId: offer.id, publisherId: publisher.partner.id, payoutType: 'cpa' as const };
    await seedPayoutOverride(db, tenant, { ...mine, eventId: base.id, payoutAmount: '45.00' });
    await seedPayoutOverride(db, tenant, { ...mine, eventId: base.id, country: 'DE', payoutAmount: '48.00' });
    await seedPayoutOverride(db, tenant, {
      ...mine,
      eventId: base.id,
      country: 'FR',
      payoutAmount: '12.34',
      endsAt: new Date(Date.now() - HOUR),
    });
    await seedPayoutOverride(db, tenant, { ...mine, eventId: hidden.id, payoutAmount: '55.55' });
    await seedPayoutOverride(db, tenant, {
      offerId: offer.id,
      publisherId: rival.id,
      eventId: base.id,
      payoutType: 'cpa',
      payoutAmount: '91.91',
    });
    const live = await seedLandingPage(db, tenant, {
      offerId: offer.id,
      name: 'Live page',
      url: 'https://secret-advertiser.example/lp1',
      previewUrl: 'https://bank.example/preview',
    });
    await seedLandingPage(db, tenant, {
      offerId: offer.id,
      name: 'Paused page',
      status: 'paused',
      position: 1,
    });
    const shown = await seedCreative(db, tenant, {
      offerId: offer.id,
      name: 'Shown link',
      linkText: 'Apply now',
    });
    await seedCreative(db, tenant, { offerId: offer.id, name: 'Paused creative', status: 'paused' });
    await seedCreative(db, tenant, { offerId: offer.id, name: 'Not downloadable', downloadable: false });
    await seedCap(db, tenant, {
      offerId: offer.id,
      metric: 'clicks',
      limitValue: '5000',
      action: 'fallback',
      visibleToPublishers: true,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      scope: 'each_publisher',
      period: 'month',
      metric: 'payout',
      limitValue: '250.50',
      visibleToPublishers: true,
      position: 1,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      scope: 'publisher',
      publisherId: publisher.partner.id,
      eventId: purchase.id,
      limitValue: '30',
      visibleToPublishers: true,
      position: 2,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      scope: 'publisher',
      publisherId: rival.id,
      limitValue: '31',
      visibleToPublishers: true,
      position: 3,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      limitValue: '32',
      visibleToPublishers: false,
      position: 4,
    });
    await seedCap(db, tenant, {
      offerId: offer.id,
      eventId: hidden.id,
      limitValue: '33',
      visibleToPublishers: true,
      position: 5,
    });

    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/publisher/offers/${offer.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const { data } = getPublisherOfferResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: offer.id,
      ref: offer.ref,
      name: 'Credit card',
      status: 'paused',
      visibility: 'approval',
      access: 'approved',
      categories: [{ id: category.id, name: 'Finance' }],
      currency: 'EUR',
      description: '<p>Card offer</p>',
      restrictions: 'No incentivised traffic',
      previewUrl: 'https://bank.example/card',
      deepLinksEnabled: true,
      approvalQuestions: ['Where will you promote it?'],
      terms: 'No brand bidding.',
      accessReason: null,
    });
    expect(data.payouts).toEqual([
      {
        eventKey: 'approved_card',
        eventName: 'Approved card',
        isBase: true,
        payoutType: 'cpa',
        payoutAmount: '45.00',
        payoutPercent: null,
        countryPayouts: [{ country: 'DE', payoutType: 'cpa', payoutAmount: '48.00', payoutPercent: null }],
      },
      {
        eventKey: 'first_purchase',
        eventName: 'First purchase',
        isBase: false,
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '3.00',
        countryPayouts: [],
      },
    ]);
    expect(data.landingPages).toEqual([
      { id: live.id, name: 'Live page', previewUrl: 'https://bank.example/preview' },
    ]);
    expect(data.creatives.map((creative) => [creative.id, creative.linkText])).toEqual([
      [shown.id, 'Apply now'],
    ]);
    expect(data.caps).toEqual([
      {
        metric: 'clicks',
        period: 'day',
        timezone: 'UTC',
        scope: 'offer',
        eventKey: null,
        limit: '5000',
        action: 'fallback',
      },
      {
        metric: 'payout',
        period: 'month',
        timezone: 'UTC',
        scope: 'each_publisher',
        eventKey: null,
        limit: '250.50',
        action: 'reject',
      },
      {
        metric: 'conversions',
        period: 'day',
        timezone: 'UTC',
        scope: 'publisher',
        eventKey: 'first_purchase',
        limit: '30',
        action: 'reject',
      },
    ]);
    // Stored in UTC, shown as the wall clock of the offer's zone (CEST and CET).
    expect(data.schedule).toEqual({
      timezone: 'Europe/Berlin',
      liveFrom: '2026-07-01T10:00',
      liveUntil: '2027-01-01T00:00',
      dayPartingEnabled: true,
      dayPartingHours: [9, 10, 11],
    });

    const body = response.body;
    for (const secret of [
      rival.id,
      '"91.91"',
      'Rival reason text',
      'secret_kickback',
      '"66.66"',
      '"55.55"',
      '"77.77"',
      'Internal: advertiser pays late',
      'vip-only-tag',
      'secret-advertiser.example',
      '"12.34"',
      'Paused page',
      'Paused creative',
      'Not downloadable',
      '"31"',
      '"32"',
      '"33"',
    ]) {
      expect(body, secret).not.toContain(secret);
    }
  });

  test('a rejected publisher reads their own reason', async () => {
    const { app, handle } = ctx.current;
    const { tenant, advertiser, publisher, headers } = await publisherWorld(app, handle.db);
    const { offer } = await seedOffer(handle.db, tenant, {
      advertiserId: advertiser.id,
      visibility: 'approval',
    });
    await seedOfferAccess(handle.db, tenant, {
      offerId: offer.id,
      publisherId: publisher.partner.id,
      status: 'rejected',
      reason: 'Your traffic is all pop-unders',
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/publisher/offers/${offer.id}`,
      headers,
    });
    expect(response.json().data).toMatchObject({
      access: 'rejected',
      accessReason: 'Your traffic is all pop-unders',
    });
  });
});
