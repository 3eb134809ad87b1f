import {
  createAdvertiserBodySchema,
  createPublisherBodySchema,
  type PartnerKind,
  updateAdvertiserBodySchema,
  updatePublisherBodySchema,
} from '@affnet/contracts';
import type { ComponentType } from 'react';
import { InfoCard } from '../../../components/info-card';
import { MessengerFields } from '../../../components/messenger-fields';
import { TrafficSourcesInput } from '../../../components/traffic-sources-input';
import type { ContractSchema, FieldBinder } from '../../../lib/contract-form';
import type { PartnerOf } from '../api/partner-keys';
import type { PartnerBody } from '../api/save-partner';
import { ConversionSecurityCard } from './conversion-security-card';
import { IpAllowlistInput } from './ip-allowlist-input';
import type { PartnerKindKey } from './partner-form-values';
import type { PartnerNoun } from './partner-types';
import { PublisherTrafficCard } from './publisher-traffic-card';

type KindFields = ComponentType<{ form: FieldBinder<PartnerKindKey> }>;

/** What one kind of partner adds to the shared screens; everything else is the same for both. */
export type PartnerKindParts<K extends PartnerKind> = {
  noun: PartnerNoun;
  /** Adding may leave the status to its default; an edit must state it (the server's rule too). */
  schemas: { create: ContractSchema<PartnerBody>; update: ContractSchema<PartnerBody> };
  /** Inputs beside the contact fields (the publisher's messenger). */
  ContactFields: KindFields | null;
  /** The form's card of the kind's own settings. */
  FormCard: KindFields;
  /** The view page's card of the kind's own settings. */
  DetailCard: ComponentType<{ partner: PartnerOf<K> }>;
};

export const PARTNER_KINDS: { [K in PartnerKind]: PartnerKindParts<K> } = {
  advertiser: {
    noun: { singular: 'advertiser', plural: 'advertisers' },
    schemas: { create: createAdvertiserBodySchema, update: updateAdvertiserBodySchema },
    ContactFields: null,
    FormCard: ({ form }) => (
      <InfoCard
        title="Conversion security"
        description="The conversion token is created with the advertiser and shown on its page."
      >
        <IpAllowlistInput form={form} />
      </InfoCard>
    ),
    DetailCard: ({ partner }) => <ConversionSecurityCard advertiser={partner} />,
  },
  publisher: {
    noun: { singular: 'publisher', plural: 'publishers' },
    schemas: { create: createPublisherBodySchema, update: updatePublisherBodySchema },
    ContactFields: ({ form }) => <MessengerFields form={form} />,
    FormCard: ({ form }) => (
      <InfoCard title="Traffic">
        <TrafficSourcesInput form={form} description="Where the publisher's visitors come from." />
      </InfoCard>
    ),
    DetailCard: ({ partner }) => <PublisherTrafficCard publisher={partner} />,
  },
};
