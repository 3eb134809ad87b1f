import type { Offer, PayoutType } from '@affnet/contracts';
import { pickerValueOf } from '../../../../components/local-date-time-picker';
import { withUsedParts } from '../../../../components/offers/price-fields';
import { newRowKey, type SectionForm } from '../../components/editor/offer-form';

/** An event as the payout, cap and schedule rows name it. */
export type EventChoice = { key: string; name: string; isBase: boolean };

/** One event's default price; row i is the offer's event i. Amounts are text, '' when unused. */
export type PayoutRow = {
  /** The row key of the event it prices (the classic form keeps rows with their events). */
  rowKey: string;
  eventKey: string;
  payoutType: PayoutType;
  payoutAmount: string;
  payoutPercent: string;
  revenueType: PayoutType;
  revenueAmount: string;
  revenuePercent: string;
};

export type OverrideRow = {
  rowKey: string;
  id: string;
  eventKey: string;
  publisherId: string;
  /** The chosen publisher's name, for the picker (not sent). */
  publisherName: string;
  country: string;
  payoutType: PayoutType;
  payoutAmount: string;
  payoutPercent: string;
  startsAt: string;
  endsAt: string;
};

export type PayoutsValues = { payouts: PayoutRow[]; overrides: OverrideRow[] };

export type PayoutsFieldsProps = {
  form: SectionForm<PayoutsValues>;
  /** The offer's events; payout row i prices event i. */
  events: EventChoice[];
  currency: string;
  /** The offer's time zone, in which override dates are read. */
  timezone: string;
};

export const PAYOUTS_HIDDEN = ['publisherName'] as const;

/** The payout of a row as typed (its type and parts), for comparing with the revenue. */
export function typedPayoutOf(row: Pick<PayoutRow, 'payoutType' | 'payoutAmount' | 'payoutPercent'>) {
  return { type: row.payoutType, amount: row.payoutAmount, percent: row.payoutPercent };
}

/** The revenue of a row as typed. */
export function typedRevenueOf(row: Pick<PayoutRow, 'revenueType' | 'revenueAmount' | 'revenuePercent'>) {
  return { type: row.revenueType, amount: row.revenueAmount, percent: row.revenuePercent };
}

/** A new event's price: nothing paid, nothing earned, until someone sets it. */
export function zeroPayoutRow(eventKey: string, rowKey: string): PayoutRow {
  return {
    rowKey,
    eventKey,
    payoutType: 'cpa',
    payoutAmount: '0.00',
    payoutPercent: '',
    revenueType: 'cpa',
    revenueAmount: '0.00',
    revenuePercent: '',
  };
}

export function newOverrideRow(eventKey: string): OverrideRow {
  return {
    rowKey: newRowKey(),
    id: '',
    eventKey,
    publisherId: '',
    publisherName: '',
    country: '',
    payoutType: 'cpa',
    payoutAmount: '',
    payoutPercent: '',
    startsAt: '',
    endsAt: '',
  };
}

/** One payout row per event, in the events' order, and the publisher overrides. */
export function payoutsValuesOf(offer: Offer): PayoutsValues {
  return {
    payouts: offer.events.map((event) => {
      const stored = offer.payouts.find((payout) => payout.eventKey === event.key);
      if (!stored) return zeroPayoutRow(event.key, event.id);
      return {
        rowKey: event.id,
        eventKey: event.key,
        payoutType: stored.payoutType,
        payoutAmount: stored.payoutAmount ?? '',
        payoutPercent: stored.payoutPercent ?? '',
        revenueType: stored.revenueType,
        revenueAmount: stored.revenueAmount ?? '',
        revenuePercent: stored.revenuePercent ?? '',
      };
    }),
    overrides: offer.overrides.map((override) => ({
      rowKey: override.id,
      id: override.id,
      eventKey: override.eventKey,
      publisherId: override.publisherId,
      publisherName: override.publisher.company,
      country: override.country ?? '',
      payoutType: override.payoutType,
      payoutAmount: override.payoutAmount ?? '',
      payoutPercent: override.payoutPercent ?? '',
      startsAt: pickerValueOf(override.startsAt),
      endsAt: pickerValueOf(override.endsAt),
    })),
  };
}

/** Only the parts each type uses are validated and sent. */
export function preparePayouts<V extends PayoutsValues>(values: V): V {
  return {
    ...values,
    payouts: values.payouts.map((row) => withUsedParts(withUsedParts(row, 'payout'), 'revenue')),
    overrides: values.overrides.map((row) => withUsedParts(row, 'payout')),
  };
}

export function eventChoicesOf(offer: Offer): EventChoice[] {
  return offer.events.map(({ key, name, isBase }) => ({ key, name, isBase }));
}
