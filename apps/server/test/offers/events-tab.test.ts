import type { Offer } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerScheduledChanges } from '../../src/db/schema/index';
import { seedPartner } from '../helpers/factories';
import { seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { getOffer, offerOfNewTenant, putTab, storedOffer } from './offer-api';

const ctx = useTestApp();

/** An offer with three events: conversion (base, paying 4.50), deposit (paying 9.00), upsell. */
function offerWithEvents() {
  return offerOfNewTenant(ctx.current.app, ctx.current.handle.db, {
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true },
      { key: 'deposit', name: 'Deposit' },
      { key: 'upsell', name: 'Upsell' },
    ],
    payouts: [
      { eventKey: 'conversion', payoutAmount: '4.5', revenueAmount: '7' },
      { eventKey: 'deposit', payoutAmount: '9', revenueAmount: '12' },
    ],
  });
}

const idOf = (offer: Offer, key: string) => offer.events.find((event) => event.key === key)?.id ?? '';

describe('PUT /offers/:id/events', () => {
  test('edits keep ids and payouts, new events start at zero, missing ones go, order is list order', async () => {
    const { app } = ctx.current;
    const { staff, offer } = await offerWithEvents();
    const response = await putTab(app, staff, offer.id, 'events', {
      events: [
        // The base moves to the deposit, which is also renamed; conversion becomes private.
        {
          id: idOf(offer, 'deposit'),
          key: 'ftd',
          name: 'First deposit',
          isBase: true,
          defaultStatus: 'pending',
        },
        { key: 'chargeback', name: 'Chargeback', allowDuplicates: true },
        { id: idOf(offer, 'conversion'), key: 'conversion', name: 'Lead', isPrivate: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved: Offer = response.json().data;
    expect(saved.events).toEqual([
      {
        id: idOf(offer, 'deposit'),
        key: 'ftd',
        name: 'First deposit',
        isBase: true,
        allowDuplicates: false,
        isPrivate: false,
        defaultStatus: 'pending',
      },
      {
        id: expect.any(String),
        key: 'chargeback',
        name: 'Chargeback',
        isBase: false,
        allowDuplicates: true,
        isPrivate: false,
        defaultStatus: null,
      },
      {
        id: idOf(offer, 'conversion'),
        key: 'conversion',
        name: 'Lead',
        isBase: false,
        allowDuplicates: false,
        isPrivate: true,
        defaultStatus: null,
      },
    ]);
    expect(saved.payouts.map((row) => [row.eventKey, row.payoutAmount, row.revenueAmount])).toEqual([
      ['ftd', '9.00', '12.00'],
      ['chargeback', '0.00', '0.00'],
      ['conversion', '4.50', '7.00'],
    ]);
    expect(await getOffer(app, staff, offer.id)).toEqual(saved);
  });

  test("an id that is not this offer's event is a field error on that item", async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerWithEvents();
    const other = await seedOffer(handle.db, staff.tenant, { advertiserId: staff.advertiser.partner.id });
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'events', {
      events: [
        { id: idOf(offer, 'conversion'), key: 'conversion', name: 'Conversion', isBase: true },
        { id: other.base.id, key: 'stolen', name: 'Stolen' },
        { id: idOf(offer, 'conversion'), key: 'again', name: 'Twice' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'events.1.id': ['This item is not part of the offer; reload the page'],
      'events.2.id': ['This item is listed twice'],
    });
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });

  test('an event still used by an override, a cap or a pending change cannot be removed', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerWithEvents();
    const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
    const override = { eventKey: 'deposit', publisherId: publisher.partner.id, payoutAmount: '10' };
    await putTab(app, staff, offer.id, 'payouts', { overrides: [override, { ...override, country: 'DE' }] });
    await putTab(app, staff, offer.id, 'caps', {
      caps: [{ metric: 'conversions', period: 'day', limit: '5', action: 'reject', eventKey: 'upsell' }],
    });
    await putTab(app, staff, offer.id, 'schedule', {
      scheduledChanges: [
        {
          runAt: '2031-01-01 00:00',
          kind: 'payout',
          eventKey: 'upsell',
          revenueType: 'cpa',
          revenueAmount: '1',
        },
      ],
    });
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'events', {
      events: [{ id: idOf(offer, 'conversion'), key: 'conversion', name: 'Conversion', isBase: true }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      events: [
        'Event "deposit" is still used by 2 payout overrides; change or remove those first',
        'Event "upsell" is still used by 1 cap, 1 scheduled change; change or remove those first',
      ],
    });
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });

  test('removing an event only applied history names keeps that history, no longer linked', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerWithEvents();
    await handle.db.insert(offerScheduledChanges).values({
      tenantId: staff.tenant.id,
      offerId: offer.id,
      runAt: new Date('2026-01-01T00:00:00Z'),
      kind: 'payout',
      eventId: idOf(offer, 'upsell'),
      payoutType: 'cpa',
      payoutAmount: '3.00',
      state: 'applied',
      appliedAt: new Date('2026-01-01T00:00:10Z'),
    });
    const response = await putTab(app, staff, offer.id, 'events', {
      events: [
        { id: idOf(offer, 'conversion'), key: 'conversion', name: 'Conversion', isBase: true },
        { id: idOf(offer, 'deposit'), key: 'deposit', name: 'Deposit' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved: Offer = response.json().data;
    expect(saved.events.map((event) => event.key)).toEqual(['conversion', 'deposit']);
    expect(saved.scheduledChanges).toMatchObject([
      { state: 'applied', eventKey: null, payoutAmount: '3.00' },
    ]);
    const history = await handle.db
      .select()
      .from(offerScheduledChanges)
      .where(eq(offerScheduledChanges.offerId, offer.id));
    expect(history).toHaveLength(1);
  });

  test('schema rules: one base, unique keys, a public base', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerWithEvents();
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'events', {
      events: [
        { key: 'a', name: 'A', isBase: true, isPrivate: true },
        { key: 'A', name: 'Again' },
        { key: 'bad key', name: 'Bad' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'events.0.isPrivate',
      'events.1.key',
      'events.2.key',
    ]);
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });
});
