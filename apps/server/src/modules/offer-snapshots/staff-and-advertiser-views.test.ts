import { describe, expect, test } from 'vitest';
import { NO_PUBLISHER, onePublisher } from '../../offer-model/offer-snapshot';
import {
  ADVERTISER,
  capRow,
  creativeRow,
  eventRow,
  OTHER_PUBLISHER,
  offerRow,
  overrideRow,
  PUBLISHER,
  pageRow,
  snapshotOf,
} from '../../offer-model/testing/snapshot-fixtures';
import { isShownToAdvertiser, toAdvertiserOffer, toAdvertiserOfferListItem } from './advertiser-view';
import { toOfferDocument } from './offer-document';

describe('toOfferDocument (staff)', () => {
  test('counts access entries by status and creatives; names publishers of overrides and caps', () => {
    const snapshot = snapshotOf({
      access: [
        { publisherId: PUBLISHER, status: 'approved', reason: null },
        { publisherId: OTHER_PUBLISHER, status: 'pending', reason: null },
        { publisherId: '00000000-0000-4000-8000-0000000000b3', status: 'pending', reason: null },
      ],
      creatives: [creativeRow(), creativeRow({ status: 'paused' })],
      overrides: [overrideRow({ payoutAmount: '7.00' })],
      caps: [
        capRow(),
        capRow({
          scope: 'publisher',
          publisherId: PUBLISHER,
          publisher: { id: PUBLISHER, company: 'Pub Media' },
        }),
      ],
    });
    const document = toOfferDocument(snapshot);
    expect(document.accessCounts).toEqual({ approved: 1, pending: 2, rejected: 0, blocked: 0 });
    expect(document.creativeCount).toBe(2);
    expect(document.overrides[0]).toMatchObject({
      publisher: { id: PUBLISHER, company: 'Pub Media' },
      payoutAmount: '7.00',
    });
    expect(document.caps.map((cap) => cap.publisher)).toEqual([
      null,
      { id: PUBLISHER, company: 'Pub Media' },
    ]);
    expect(document.caps[0]?.limit).toBe('100');
    expect(document.notes).toBe('internal');
  });

  test('wall-clock times read in the offer’s zone: live window, override windows, scheduled changes', () => {
    const timezone = 'America/New_York';
    const snapshot = snapshotOf({
      offer: offerRow({ timezone, liveUntil: new Date('2031-07-01T04:00:00Z') }),
      overrides: [overrideRow({ startsAt: new Date('2031-06-01T13:00:00Z') })],
      scheduledChanges: [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          tenantId: snapshotOf().offer.tenantId,
          offerId: snapshotOf().offer.id,
          runAt: new Date('2031-06-15T16:30:00Z'),
          kind: 'status',
          status: 'paused',
          eventId: null,
          eventKey: null,
          payoutType: null,
          payoutAmount: null,
          payoutPercent: null,
          revenueType: null,
          revenueAmount: null,
          revenuePercent: null,
          state: 'pending',
          appliedAt: null,
          error: null,
          createdAt: new Date('2031-01-01T00:00:00Z'),
        },
      ],
    });
    const document = toOfferDocument(snapshot);
    expect(document.liveUntil).toBe('2031-07-01T00:00');
    expect(document.overrides[0]?.startsAt).toBe('2031-06-01T09:00');
    expect(document.scheduledChanges[0]?.runAt).toBe('2031-06-15T12:30');
  });

  test('needs every publisher’s rows: a snapshot read for one publisher or none is refused', () => {
    expect(() => toOfferDocument(snapshotOf({ publisherRows: onePublisher(PUBLISHER) }))).toThrow();
    expect(() => toOfferDocument(snapshotOf({ publisherRows: NO_PUBLISHER }))).toThrow();
  });

  test('answers never share arrays with the snapshot', () => {
    const snapshot = snapshotOf();
    const document = toOfferDocument(snapshot);
    document.tags.push('changed');
    expect(snapshot.offer.tags).toEqual(['summer']);
  });
});

describe('the advertiser’s view', () => {
  const snapshot = snapshotOf({
    publisherRows: NO_PUBLISHER,
    events: [
      eventRow(),
      eventRow({
        id: '00000000-0000-4000-8000-0000000000e2',
        key: 'refund',
        isBase: false,
        isPrivate: true,
        position: 1,
      }),
    ],
    landingPages: [pageRow(), pageRow({ status: 'paused', position: 1 })],
    caps: [capRow(), capRow({ scope: 'each_publisher', position: 1 })],
    creatives: [creativeRow({ name: 'Live' }), creativeRow({ name: 'Paused', status: 'paused' })],
  });

  test('shows what they pay per event, every page, caps on the whole offer and active creatives', () => {
    const view = toAdvertiserOffer(snapshot, 'server_only');
    expect(view.events).toEqual([
      {
        key: 'conversion',
        name: 'Conversion',
        isBase: true,
        revenueType: 'cpa',
        revenueAmount: '8.00',
        revenuePercent: null,
      },
      {
        key: 'refund',
        name: 'Conversion',
        isBase: false,
        revenueType: 'cpa',
        revenueAmount: '8.00',
        revenuePercent: null,
      },
    ]);
    expect(view.landingPages).toHaveLength(2);
    expect(view.caps.map((cap) => cap.scope)).toEqual(['offer']);
    expect(view.creatives.map((creative) => creative.name)).toEqual(['Live']);
    expect(JSON.stringify(view)).not.toContain('payout');
    expect(toAdvertiserOfferListItem(snapshot).pricing).toEqual({
      revenueType: 'cpa',
      revenueAmount: '8.00',
      revenuePercent: null,
    });
  });

  test('is theirs once it left draft, and never another advertiser’s', () => {
    expect(isShownToAdvertiser(snapshot, ADVERTISER)).toBe(true);
    expect(isShownToAdvertiser(snapshot, OTHER_PUBLISHER)).toBe(false);
    expect(isShownToAdvertiser(snapshotOf({ offer: offerRow({ status: 'draft' }) }), ADVERTISER)).toBe(false);
  });
});
