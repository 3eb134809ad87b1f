import type { OfferSnapshot } from '../../../offer-model/index';
import type { CapKey } from '../click-record';
import { periodStartOf } from '../click-time';
import type { Check, PublisherFacts } from './check-input';

export type ClickCap = Readonly<{ key: CapKey; limit: number }>;

/**
 * The click caps that count this publisher's click now, with the counter each one uses: offer-wide
 * caps one counter, `each_publisher` caps one per publisher, a `publisher` cap only theirs.
 */
export function clickCapsOf(snapshot: OfferSnapshot, publisher: PublisherFacts, now: Date): ClickCap[] {
  if (snapshot.caps.length === 0) return [];
  return snapshot.caps
    .filter((cap) => cap.metric === 'clicks')
    .filter((cap) => cap.scope !== 'publisher' || cap.publisherId === publisher.id)
    .map((cap) => ({
      limit: Number(cap.limitValue),
      key: {
        capId: cap.id,
        publisherId: cap.scope === 'each_publisher' ? publisher.id : null,
        periodStart: periodStartOf(cap.period, now, cap.timezone),
      },
    }));
}

/** Test clicks count in no cap, so they are never turned away by one. */
export const checkCaps: Check = ({ snapshot, publisher, now, caps, isTest }) => {
  if (isTest) return null;
  const full = clickCapsOf(snapshot, publisher, now).some(({ key, limit }) => !caps.hasRoom(key, limit));
  return full ? 'cap_reached' : null;
};
