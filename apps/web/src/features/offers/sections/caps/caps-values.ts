import type { CapAction, CapMetric, CapPeriod, CapScope, Offer } from '@affnet/contracts';
import { newRowKey } from '../../components/editor/offer-form';

export type CapRow = {
  rowKey: string;
  id: string;
  metric: CapMetric;
  period: CapPeriod;
  timezone: string;
  scope: CapScope;
  publisherId: string;
  /** The chosen publisher's name, for the picker (not sent). */
  publisherName: string;
  /** '' = every event. */
  eventKey: string;
  limit: string;
  action: CapAction;
  /** 1–99; '' for no alert. */
  alertPercent: number | string;
  visibleToPublishers: boolean;
};

export type CapsValues = { caps: CapRow[] };

export const CAPS_HIDDEN = ['publisherName'] as const;

/** A new cap counts the offer's conversions per day in the offer's own time zone. */
export function newCapRow(timezone: string): CapRow {
  return {
    rowKey: newRowKey(),
    id: '',
    metric: 'conversions',
    period: 'day',
    timezone,
    scope: 'offer',
    publisherId: '',
    publisherName: '',
    eventKey: '',
    limit: '',
    action: 'fallback',
    alertPercent: '',
    visibleToPublishers: false,
  };
}

export function capsValuesOf(offer?: Offer): CapsValues {
  return {
    caps: (offer?.caps ?? []).map((cap) => ({
      rowKey: cap.id,
      id: cap.id,
      metric: cap.metric,
      period: cap.period,
      timezone: cap.timezone,
      scope: cap.scope,
      publisherId: cap.publisherId ?? '',
      publisherName: cap.publisher?.company ?? '',
      eventKey: cap.eventKey ?? '',
      limit: cap.limit,
      action: cap.action,
      alertPercent: cap.alertPercent ?? '',
      visibleToPublishers: cap.visibleToPublishers,
    })),
  };
}

/** A publisher only counts for a one-publisher cap, an event only for a cap that is not on clicks. */
export function prepareCaps<V extends CapsValues>(values: V): V {
  return {
    ...values,
    caps: values.caps.map((cap) => ({
      ...cap,
      publisherId: cap.scope === 'publisher' ? cap.publisherId : '',
      eventKey: cap.metric === 'clicks' ? '' : cap.eventKey,
    })),
  };
}
