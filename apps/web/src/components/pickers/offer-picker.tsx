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
