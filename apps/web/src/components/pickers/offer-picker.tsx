import type { OfferOption } from '@affnet/contracts';
import { useOfferOptions } from '../../lib/api/get-offer-options';
import { type PickerOption, RemoteSelect } from './remote-select';

/** "#1024 Summer Sale": offers are named by number and name everywhere staff pick one. */
export function offerLabel(offer: Pick<OfferOption, 'ref' | 'name'>): string {
  return `#${offer.ref} ${offer.name}`;
}

export function offerPickerOption(offer: Pick<OfferOption, 'id' | 'ref' | 'name'>): PickerOption {
  return { value: offer.id, label: offerLabel(offer) };
}

function useOfferPickerOptions(search: string) {
  const query = useOfferOptions(search);
  return { options: (query.data ?? []).map(offerPickerOption), isFetching: query.isFetching };
}

type OfferPickerProps = Omit<Parameters<typeof RemoteSelect>[0], 'useOptions'>;

/** Picks one offer, searched by name or number on the server. */
export function OfferPicker(props: OfferPickerProps) {
  return <RemoteSelect placeholder="Search offers" {...props} useOptions={useOfferPickerOptions} />;
}

type OfferFilterProps = {
  /** The list's URL state (see lib/list-params.ts) with an `offerId` filter. */
  filters: {
    state: { filters: { offerId?: string } };
    setFilter: (key: 'offerId', value: string | null) => void;
  };
  /** Offers of the rows on screen: they name the offer an id from the URL stands for. */
  offers: ReadonlyArray<Pick<OfferOption, 'id' | 'ref' | 'name'>>;
};

/** A list's "Offer" filter: a searched offer picker bound to the `offerId` in the URL. */
export function OfferFilter({ filters, offers }: OfferFilterProps) {
  return (
    <OfferPicker
      label="Offer"
      placeholder="Any offer"
      clearable
      known={offers.map(offerPickerOption)}
      value={filters.state.filters.offerId ?? null}
      onChange={(value) => filters.setFilter('offerId', value)}
      w={260}
    />
  );
}
