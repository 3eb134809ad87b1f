import { describe, expect, test } from 'vitest';
import { onePublisher } from '../../offer-model/offer-snapshot';
import {
  BASE_EVENT,
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
import { publisherAccessOf } from './publisher-access';
import { toPublisherOffer, toPublisherOfferListItem } from './publisher-view';

const NOW = new Date('2031-06-01T12:00:00Z');
const PRIVATE_EVENT = '00000000-0000-4000-8000-0000000000e2';

describe('publisherAccessOf', () => {
  const standing = (
    visibility: 'public' | 'approval' | 'private',
    status: 'approved' | 'pending' | 'rejected' | 'blocked' | null,
    offerStatus: 'active' | 'paused' | 'draft' | 'expired' | 'archived' = 'active',
  ) => {
    const access = status ? [{ publisherId: PUBLISHER, status, reason: 'why' }] : [];
    const snapshot = snapshotOf({ offer: offerRow({ visibility, status: offerStatus }), access });
    const { access: shown, visible, runnable } = publisherAccessOf(snapshot, PUBLISHER);
    return { shown, visible, runnable };
  };

  test('public offers: seen and runnable by all but the blocked; they read approved', () => {
    expect(standing('public', null)).toEqual({ shown: 'approved', visible: true, runnable: true });
    expect(standing('public', 'blocked')).toEqual({ shown: 'approved', visible: false, runnable: false });
  });

  test('approval offers: seen unless blocked, runnable once approved', () => {
    expect(standing('approval', null)).toEqual({ shown: 'none', visible: true, runnable: false });
    expect(standing('approval', 'pending')).toEqual({ shown: 'pending', visible: true, runnable: false });
    expect(standing('approval', 'rejected')).toEqual({ shown: 'rejected', visible: true, runnable: false });
    expect(standing('approval', 'approved')).toEqual({ shown: 'approved', visible: true, runnable: true });
    expect(standing('approval', 'blocked').visible).toBe(false);
  });

  test('private offers: only with an approved entry', () => {
    expect(standing('private', null).visible).toBe(false);
    expect(standing('private', 'pending').visible).toBe(false);
    expect(standing('private', 'approved')).toEqual({ shown: 'approved', visible: true, runnable: true });
  });

  test('only live offers (active, paused) are seen at all', () => {
    expect(standing('public', null, 'paused').visible).toBe(true);
    for (const status of ['draft', 'expired', 'archived'] as const) {
      expect(standing('public', null, status)).toEqual({
        shown: 'approved',
        visible: false,
        runnable: false,
      });
    }
  });

  test('another publisher’s entry is not theirs, and a snapshot without their rows is refused', () => {
    const access = [{ publisherId: OTHER_PUBLISHER, status: 'approved' as const, reason: null }];
    const snapshot = snapshotOf({ offer: offerRow({ visibility: 'private' }), access });
    expect(publisherAccessOf(snapshot, PUBLISHER).visible).toBe(false);
    const theirs = snapshotOf({ publisherRows: onePublisher(OTHER_PUBLISHER) });
    expect(() => publisherAccessOf(theirs, PUBLISHER)).toThrow();
  });
});

describe('toPublisherOfferListItem', () => {
  test('shows their base payout after their own override, never another publisher’s', () => {
    const snapshot = snapshotOf({
      overrides: [
        overrideRow({ publisherId: OTHER_PUBLISHER, payoutAmount: '1.00' }),
        overrideRow({ payoutAmount: '7.00' }),
        overrideRow({ country: 'DE', payoutAmount: '9.00' }),
      ],
    });
    const item = toPublisherOfferListItem(snapshot, PUBLISHER, NOW);
    expect(item.payout).toEqual({
      eventKey: 'conversion',
      eventName: 'Conversion',
      isBase: true,
      payoutType: 'cpa',
      payoutAmount: '7.00',
      payoutPercent: null,
      countryPayouts: [{ country: 'DE', payoutType: 'cpa', payoutAmount: '9.00', payoutPercent: null }],
    });
    expect(toPublisherOfferListItem(snapshot, OTHER_PUBLISHER, NOW).payout.payoutAmount).toBe('1.00');
    expect(item.access).toBe('approved');
  });

  test('an override that has not started or has ended does not count', () => {
    const hour = 3_600_000;
    const snapshot = snapshotOf({
      overrides: [
        overrideRow({ payoutAmount: '1.00', endsAt: new Date(NOW.getTime() - hour) }),
        overrideRow({ payoutAmount: '2.00', startsAt: new Date(NOW.getTime() + hour) }),
      ],
    });
    expect(toPublisherOfferListItem(snapshot, PUBLISHER, NOW).payout.payoutAmount).toBe('5.00');
  });
});

describe('toPublisherOffer', () => {
  const detailed = (overrides: Parameters<typeof snapshotOf>[0] = {}) =>
    snapshotOf({
      events: [
        eventRow(),
        eventRow({
          id: PRIVATE_EVENT,
          key: 'refund',
          name: 'Refund',
          isBase: false,
          isPrivate: true,
          position: 1,
        }),
      ],
      landingPages: [pageRow({ name: 'Live' }), pageRow({ name: 'Resting', status: 'paused', position: 1 })],
      creatives: [
        creativeRow({ name: 'Shown' }),
        creativeRow({ name: 'Paused', status: 'paused' }),
        creativeRow({ name: 'Not for download', downloadable: false }),
      ],
      caps: [
        capRow({ limitValue: '100.00' }),
        capRow({ scope: 'each_publisher', metric: 'payout', limitValue: '50.00', position: 1 }),
        capRow({ scope: 'publisher', publisherId: PUBLISHER, position: 2 }),
        capRow({ scope: 'publisher', publisherId: OTHER_PUBLISHER, position: 3 }),
        capRow({ visibleToPublishers: false, position: 4 }),
        capRow({ eventId: PRIVATE_EVENT, eventKey: 'refund', position: 5 }),
      ],
      ...overrides,
    });

  test('lists only what the publisher may see: public events, live pages, downloadable active creatives', () => {
    const view = toPublisherOffer(detailed(), PUBLISHER, NOW);
    expect(view.payouts.map((payout) => payout.eventKey)).toEqual(['conversion']);
    expect(view.landingPages.map((page) => page.name)).toEqual(['Live']);
    expect(view.landingPages[0]).not.toHaveProperty('url');
    expect(view.creatives.map((creative) => creative.name)).toEqual(['Shown']);
    expect(JSON.stringify(view)).not.toContain('internal');
    expect(JSON.stringify(view)).not.toContain('refund');
    expect(view).not.toHaveProperty('destinationUrl');
  });

  test('caps: visible ones on the offer, on each publisher or on them; count limits read whole', () => {
    const view = toPublisherOffer(detailed(), PUBLISHER, NOW);
    expect(view.caps.map((cap) => [cap.scope, cap.limit])).toEqual([
      ['offer', '100'],
      ['each_publisher', '50.00'],
      ['publisher', '100'],
    ]);
  });

  test('the reason of a rejection or a block, and of nothing else', () => {
    const withEntry = (status: 'rejected' | 'blocked' | 'approved' | 'pending') =>
      toPublisherOffer(
        detailed({
          offer: offerRow({ visibility: 'approval' }),
          access: [{ publisherId: PUBLISHER, status, reason: 'Traffic not suitable' }],
        }),
        PUBLISHER,
        NOW,
      ).accessReason;
    expect(withEntry('rejected')).toBe('Traffic not suitable');
    expect(withEntry('blocked')).toBe('Traffic not suitable');
    expect(withEntry('approved')).toBeNull();
    expect(withEntry('pending')).toBeNull();
  });

  test('the live window reads in the offer’s own zone', () => {
    const offer = offerRow({ timezone: 'Europe/Berlin', liveFrom: new Date('2031-06-01T07:00:00Z') });
    expect(toPublisherOffer(detailed({ offer }), PUBLISHER, NOW).schedule).toMatchObject({
      timezone: 'Europe/Berlin',
      liveFrom: '2031-06-01T09:00',
    });
  });

  test('the base event comes from the snapshot, whatever its position', () => {
    const events = [
      eventRow({ id: PRIVATE_EVENT, key: 'lead', isBase: false }),
      eventRow({ id: BASE_EVENT, position: 1 }),
    ];
    expect(toPublisherOfferListItem(snapshotOf({ events }), PUBLISHER, NOW).payout.eventKey).toBe(
      'conversion',
    );
  });
});
