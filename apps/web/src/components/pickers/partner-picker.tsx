import { type PartnerOption, usePartnerOptions } from '../../lib/api/get-partner-options';
import { type PickerOption, RemoteMultiSelect, RemoteSelect } from './remote-select';

export function partnerPickerOption(partner: Pick<PartnerOption, 'id' | 'company'>): PickerOption {
  return { value: partner.id, label: partner.company };
}

function optionsOf(query: ReturnType<typeof usePartnerOptions>) {
  return { options: (query.data ?? []).map(partnerPickerOption), isFetching: query.isFetching };
}

function useAdvertiserPickerOptions(search: string) {
  return optionsOf(usePartnerOptions('advertiser', search));
}

function usePublisherPickerOptions(search: string) {
  return optionsOf(usePartnerOptions('publisher', search));
}

type PartnerPickerProps = Omit<Parameters<typeof RemoteSelect>[0], 'useOptions'>;

/** Picks one advertiser, searched by company, contact or e-mail on the server. */
export function AdvertiserPicker(props: PartnerPickerProps) {
  return <RemoteSelect placeholder="Search advertisers" {...props} useOptions={useAdvertiserPickerOptions} />;
}

/** Picks one publisher, searched by company, contact or e-mail on the server. */
export function PublisherPicker(props: PartnerPickerProps) {
  return <RemoteSelect placeholder="Search publishers" {...props} useOptions={usePublisherPickerOptions} />;
}

type PublisherMultiPickerProps = Omit<Parameters<typeof RemoteMultiSelect>[0], 'useOptions'>;

/** Picks several publishers. */
export function PublisherMultiPicker(props: PublisherMultiPickerProps) {
  return (
    <RemoteMultiSelect placeholder="Search publishers" {...props} useOptions={usePublisherPickerOptions} />
  );
}
