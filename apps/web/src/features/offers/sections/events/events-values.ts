import type { ConversionDefaultStatus, Offer } from '@affnet/contracts';
import { newRowKey } from '../../components/editor/offer-form';

/** One event row; `id` is '' for an event not saved yet, `defaultStatus` '' for the offer's default. */
export type EventRow = {
  rowKey: string;
  id: string;
  key: string;
  name: string;
  isBase: boolean;
  allowDuplicates: boolean;
  isPrivate: boolean;
  defaultStatus: ConversionDefaultStatus | '';
};

export type EventsValues = { events: EventRow[] };

export function newEventRow(isBase = false): EventRow {
  return {
    rowKey: newRowKey(),
    id: '',
    key: '',
    name: '',
    isBase,
    allowDuplicates: false,
    isPrivate: false,
    defaultStatus: '',
  };
}

/** A new offer starts with the base event every postback without an event name records. */
export function baseEventRow(): EventRow {
  return { ...newEventRow(true), key: 'conversion', name: 'Conversion' };
}

export function eventsValuesOf(offer?: Offer): EventsValues {
  if (!offer) return { events: [baseEventRow()] };
  return {
    events: offer.events.map((event) => ({
      rowKey: event.id,
      id: event.id,
      key: event.key,
      name: event.name,
      isBase: event.isBase,
      allowDuplicates: event.allowDuplicates,
      isPrivate: event.isPrivate,
      defaultStatus: event.defaultStatus ?? '',
    })),
  };
}
