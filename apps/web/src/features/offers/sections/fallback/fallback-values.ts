import type { FallbackKind, FallbackReason, FallbackStrategy, Offer } from '@affnet/contracts';
import { newRowKey } from '../../components/editor/offer-form';

export type FallbackRow = {
  rowKey: string;
  id: string;
  kind: FallbackKind;
  url: string;
  offerId: string;
  /** The chosen offer's number and name, for the picker (not sent). */
  offerName: string;
  /** 1–100, used when entries are picked by weight. */
  weight: number | string;
  /** None = every reason. */
  reasons: FallbackReason[];
};

export type FallbackValues = { fallbackStrategy: FallbackStrategy; fallbacks: FallbackRow[] };

export const FALLBACK_HIDDEN = ['offerName'] as const;

export function newFallbackRow(): FallbackRow {
  return {
    rowKey: newRowKey(),
    id: '',
    kind: 'url',
    url: '',
    offerId: '',
    offerName: '',
    weight: 100,
    reasons: [],
  };
}

export function fallbackValuesOf(offer?: Offer): FallbackValues {
  return {
    fallbackStrategy: offer?.fallbackStrategy ?? 'priority',
    fallbacks: (offer?.fallbacks ?? []).map((entry) => ({
      rowKey: entry.id,
      id: entry.id,
      kind: entry.kind,
      url: entry.url ?? '',
      offerId: entry.offerId ?? '',
      offerName: entry.offer ? entry.offer.name : '',
      weight: entry.weight,
      reasons: [...entry.reasons],
    })),
  };
}

/** An entry is a URL or an offer: the other target is dropped before it is checked. */
export function prepareFallback<V extends FallbackValues>(values: V): V {
  return {
    ...values,
    fallbacks: values.fallbacks.map((entry) =>
      entry.kind === 'url' ? { ...entry, offerId: '' } : { ...entry, url: '' },
    ),
  };
}
