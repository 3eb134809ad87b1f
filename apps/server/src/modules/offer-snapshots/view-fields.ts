import {
  MONEY_CAP_METRICS,
  type PartnerCapSchema,
  type PartnerCreativeSchema,
  type PartnerScheduleSchema,
  utcToZonedTime,
} from '@affnet/contracts';
import type { z } from 'zod';
import type { OfferSnapshot, SnapshotCap, SnapshotCreative, SnapshotOffer } from '../../offer-model/index';
import { creativeContentOf } from '../creatives/index';
import { fileUrlOf } from '../files/index';

/* Pieces several projections share: the same field reads the same on every screen. */

type PartnerCap = z.infer<typeof PartnerCapSchema>;
type PartnerCreative = z.infer<typeof PartnerCreativeSchema>;
type PartnerSchedule = z.infer<typeof PartnerScheduleSchema>;

/** A stored instant as the wall-clock time of the offer's zone that the forms send. */
export const localTimeOf = (instant: Date | null, timezone: string) =>
  instant ? utcToZonedTime(instant, timezone) : null;

/** Count caps are whole numbers ("500"); money caps keep their two decimals ("500.00"). */
export function capLimitOf(cap: SnapshotCap): string {
  return MONEY_CAP_METRICS.includes(cap.metric) ? cap.limitValue : String(Number(cap.limitValue));
}

export function thumbnailUrlOf(offer: SnapshotOffer): string | null {
  return offer.thumbnailFileId ? fileUrlOf(offer.thumbnailFileId) : null;
}

export const categoriesOf = (snapshot: OfferSnapshot) =>
  snapshot.categories.map(({ id, name }) => ({ id, name }));

/** The live window as wall-clock times in the offer's own time zone, as staff entered it. */
export function scheduleOf(offer: SnapshotOffer): PartnerSchedule {
  return {
    timezone: offer.timezone,
    liveFrom: localTimeOf(offer.liveFrom, offer.timezone),
    liveUntil: localTimeOf(offer.liveUntil, offer.timezone),
    dayPartingEnabled: offer.dayPartingEnabled,
    dayPartingHours: [...offer.dayPartingHours],
  };
}

export function toPartnerCap(cap: SnapshotCap): PartnerCap {
  return {
    metric: cap.metric,
    period: cap.period,
    timezone: cap.timezone,
    scope: cap.scope,
    eventKey: cap.eventKey,
    limit: capLimitOf(cap),
    action: cap.action,
  };
}

export function toPartnerCreative(creative: SnapshotCreative): PartnerCreative {
  return {
    id: creative.id,
    name: creative.name,
    type: creative.type,
    ...creativeContentOf(creative, creative.file),
  };
}

/** What every partner list and page shows of an offer, before their own parts. */
export function offerSummaryOf(snapshot: OfferSnapshot) {
  const { offer } = snapshot;
  return {
    id: offer.id,
    ref: offer.ref,
    name: offer.name,
    status: offer.status,
    categories: categoriesOf(snapshot),
    currency: offer.currency,
    thumbnailUrl: thumbnailUrlOf(offer),
  };
}
