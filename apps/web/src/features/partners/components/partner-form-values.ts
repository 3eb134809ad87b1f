import type { PartnerKind, ValidationAction } from '@affnet/contracts';
import type { UseFormReturnType } from '@mantine/form';
import type { FieldBinder } from '../../../lib/contract-form';
import type { PartnerOf } from '../api/partner-keys';

/**
 * The partner form as its inputs hold it (text; '' for empty). One shape for both kinds: each
 * kind's schema reads its own fields and drops the other kind's, which its form does not show.
 */
export type PartnerValues = {
  company: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  country: string;
  currency: string;
  timezone: string;
  accountManagerId: string;
  status: string;
  statusReason: string;
  notes: string;
  taxId: string;
  /** Advertisers: addresses allowed to send postbacks. */
  ipAllowlist: string[];
  /** Advertisers: days to decide each conversion ('' = no deadline unless the offer says), and what then. */
  validationDays: number | string;
  validationAction: ValidationAction;
  /** Publishers: where their traffic comes from and how to reach them. */
  trafficSources: string[];
  messenger: string;
  messengerHandle: string;
  /** Publishers: days after approval before conversions are payable ('' = none unless the offer says). */
  holdDays: number | string;
  /** Publishers: their own minimum payout, in their currency ('' = their payout method's alone). */
  minimumPayout: string;
};

export type PartnerKey = keyof PartnerValues;
/** The fields only one kind has. */
export type PartnerKindKey =
  | 'ipAllowlist'
  | 'validationDays'
  | 'validationAction'
  | 'trafficSources'
  | 'messenger'
  | 'messengerHandle'
  | 'holdDays'
  | 'minimumPayout';
/** The form as a kind's inputs see it: their fields, and the values an input depends on as they change. */
export type PartnerKindForm = FieldBinder<PartnerKindKey> &
  Pick<UseFormReturnType<PartnerValues>, 'useWatchValue'>;

/**
 * Left out when empty beyond what the schema says may be absent: a blank currency or time zone
 * takes the schema's default, and each kind's schema lacks the other's fields (an advertiser's
 * has no messenger, hold or minimum payout, a publisher's no validation deadline).
 */
export const PARTNER_OPTIONAL_KEYS = [
  'currency',
  'timezone',
  'messenger',
  'messengerHandle',
  'holdDays',
  'minimumPayout',
  'validationDays',
] as const satisfies readonly PartnerKey[];

/** A new partner starts active, in US dollars and UTC (the schema's defaults, shown). */
export function partnerValuesOf(record?: PartnerOf<PartnerKind>): PartnerValues {
  const advertiser = record && 'ipAllowlist' in record ? record : undefined;
  const publisher = record && 'trafficSources' in record ? record : undefined;
  return {
    company: record?.company ?? '',
    contactName: record?.contactName ?? '',
    email: record?.email ?? '',
    phone: record?.phone ?? '',
    website: record?.website ?? '',
    country: record?.country ?? '',
    currency: record?.currency ?? 'USD',
    timezone: record?.timezone ?? 'UTC',
    accountManagerId: record?.accountManager?.id ?? '',
    status: record?.status ?? 'active',
    statusReason: record?.statusReason ?? '',
    notes: record?.notes ?? '',
    taxId: record?.taxId ?? '',
    ipAllowlist: advertiser?.ipAllowlist ?? [],
    validationDays: advertiser?.validationDays ?? '',
    validationAction: advertiser?.validationAction ?? 'approve',
    trafficSources: publisher?.trafficSources ?? [],
    messenger: publisher?.messenger ?? '',
    messengerHandle: publisher?.messengerHandle ?? '',
    holdDays: publisher?.holdDays ?? '',
    minimumPayout: publisher?.minimumPayout ?? '',
  };
}
