import type { PartnerRecord } from './partner-types';

/** The form values every partner form has, as the inputs hold them (text; '' for empty). */
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
};

export type PartnerKey = keyof PartnerValues;

/** Left out of the request when empty (spec §5): the schema's default or "none" applies. */
export const PARTNER_OPTIONAL_KEYS = [
  'phone',
  'website',
  'country',
  'currency',
  'timezone',
  'accountManagerId',
  'statusReason',
  'notes',
  'taxId',
] as const satisfies readonly PartnerKey[];

/** A new partner starts active, in US dollars and UTC (the schema's defaults, shown). */
export function partnerValuesOf(record?: PartnerRecord): PartnerValues {
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
  };
}
