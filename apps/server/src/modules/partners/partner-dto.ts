import type { Advertiser, MessengerSchema, Publisher, TrafficSource } from '@affnet/contracts';
import type { z } from 'zod';
import type { PartnerRow } from './repository';

function common(row: PartnerRow) {
  const { partner, account, manager } = row;
  return {
    id: partner.id,
    ref: partner.ref,
    company: partner.company,
    contactName: account.name,
    email: account.email,
    phone: partner.phone,
    website: partner.website,
    country: partner.country,
    currency: partner.currency,
    timezone: partner.timezone,
    accountManager: manager,
    status: account.status,
    statusReason: partner.statusReason,
    notes: partner.notes,
    taxId: partner.taxId,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    createdAt: partner.createdAt.toISOString(),
    registrationAnswers: partner.registrationAnswers,
  };
}

export function toAdvertiser(row: PartnerRow): Advertiser {
  return {
    ...common(row),
    conversionToken: row.partner.conversionToken ?? '',
    ipAllowlist: row.partner.ipAllowlist,
    validationDays: row.partner.validationDays,
    validationAction: row.partner.validationAction,
  };
}

// Traffic sources and messenger were validated against their enums when written.
export function toPublisher(row: PartnerRow): Publisher {
  return {
    ...common(row),
    trafficSources: row.partner.trafficSources as TrafficSource[],
    messenger: row.partner.messenger as z.infer<typeof MessengerSchema> | null,
    messengerHandle: row.partner.messengerHandle,
    holdDays: row.partner.holdDays,
    minimumPayout: row.partner.minimumPayout,
    selfBillingAcceptedAt: row.partner.selfBillingAcceptedAt?.toISOString() ?? null,
  };
}
