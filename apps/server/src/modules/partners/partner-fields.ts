import {
  type CreateAdvertiserBody,
  type CreatePublisherBody,
  type PartnerKind,
  validationDeadlineOf,
} from '@affnet/contracts';
import type { NewPartnerRecord } from './repository';

export type PartnerBody =
  | { kind: 'advertiser'; body: CreateAdvertiserBody }
  | { kind: 'publisher'; body: CreatePublisherBody };

/** The partner-table columns a create or edit form sets (account fields live on the user). */
export function partnerColumnsOf(input: PartnerBody): Omit<NewPartnerRecord, 'tenantId' | 'userId' | 'kind'> {
  const { body } = input;
  const common = {
    company: body.company,
    phone: body.phone ?? null,
    website: body.website ?? null,
    country: body.country ?? null,
    currency: body.currency,
    timezone: body.timezone,
    accountManagerId: body.accountManagerId ?? null,
    statusReason: body.statusReason ?? null,
    notes: body.notes ?? null,
    taxId: body.taxId ?? null,
  };
  if (input.kind === 'advertiser') {
    return { ...common, ipAllowlist: input.body.ipAllowlist, ...validationDeadlineOf(input.body) };
  }
  return {
    ...common,
    trafficSources: input.body.trafficSources,
    messenger: input.body.messenger ?? null,
    messengerHandle: input.body.messengerHandle ?? null,
    holdDays: input.body.holdDays ?? null,
    minimumPayout: input.body.minimumPayout ?? null,
  };
}

export const KIND_LABEL: Record<PartnerKind, string> = { advertiser: 'Advertiser', publisher: 'Publisher' };
