import { z } from 'zod';
import { MessengerSchema, TrafficSourceSchema } from './auth';
import {
  companySchema,
  countryCodeSchema,
  currencyCodeSchema,
  dataEnvelope,
  emailSchema,
  formArray,
  listQuerySchema,
  optionalHttpUrlSchema,
  personNameSchema,
  phoneSchema,
  timezoneSchema,
} from './common';
import { ipOrCidrSchema } from './network';
import { pagedWithFigures, RECENT_FIGURE_SORTS, RecentFiguresSchema } from './reports/recent-figures';
import { AccountStatusSchema } from './role-schemas';
import type { AccountStatus } from './roles';
import { RegistrationAnswerSchema } from './settings/registration-form';
import {
  holdDaysSchema,
  moneySchema,
  optionalText,
  validationDeadlineFields,
  validationDeadlineOut,
} from './values';

/** Advertisers and publishers are the network's partners; each is one sign-in account plus its profile. */
export const PARTNER_KINDS = ['advertiser', 'publisher'] as const;
export const PartnerKindSchema = z.enum(PARTNER_KINDS);
export type PartnerKind = z.infer<typeof PartnerKindSchema>;

const partnerFields = {
  company: companySchema.min(1, 'Enter the company name'),
  contactName: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  website: optionalHttpUrlSchema,
  country: countryCodeSchema.optional(),
  currency: currencyCodeSchema.default('USD'),
  timezone: timezoneSchema.default('UTC'),
  accountManagerId: z.uuid('Choose an account manager').optional(),
  status: AccountStatusSchema.default('active'),
  statusReason: optionalText(500),
  notes: optionalText(5000),
  taxId: optionalText(64),
};

export const createAdvertiserBodySchema = z.object({
  ...partnerFields,
  ipAllowlist: formArray(ipOrCidrSchema).refine((list) => list.length <= 50, 'At most 50 entries'),
  /** Days in which the advertiser decides each conversion, unless its offer says; left out = no deadline. */
  ...validationDeadlineFields,
});
export type CreateAdvertiserBody = z.infer<typeof createAdvertiserBodySchema>;
/** Editing states the status explicitly: a form that leaves it out must not approve anyone. */
export const updateAdvertiserBodySchema = createAdvertiserBodySchema.extend({ status: AccountStatusSchema });
export type UpdateAdvertiserBody = z.infer<typeof updateAdvertiserBodySchema>;

export const createPublisherBodySchema = z.object({
  ...partnerFields,
  trafficSources: formArray(TrafficSourceSchema),
  messenger: MessengerSchema.optional(),
  messengerHandle: optionalText(120),
  /** Days after approval before the publisher's conversions are payable, unless the offer says; left out = none. */
  holdDays: holdDaysSchema.optional(),
  /** Their own minimum payout, in their currency, above their payout method's; left out = the method's. */
  minimumPayout: moneySchema.optional(),
});
export type CreatePublisherBody = z.infer<typeof createPublisherBodySchema>;
export const updatePublisherBodySchema = createPublisherBodySchema.extend({ status: AccountStatusSchema });
export type UpdatePublisherBody = z.infer<typeof updatePublisherBodySchema>;

/** A staff member (admin or employee) who looks after partners. */
export const AccountManagerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type AccountManager = z.infer<typeof AccountManagerSchema>;
export const listAccountManagersResponseSchema = dataEnvelope(z.array(AccountManagerSchema));

const PartnerSchema = z.object({
  id: z.uuid(),
  /** The partner's number (from 1001): shown on screens, searched by, and in tracking links. */
  ref: z.number().int(),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  accountManager: AccountManagerSchema.nullable(),
  status: AccountStatusSchema,
  statusReason: z.string().nullable(),
  notes: z.string().nullable(),
  taxId: z.string().nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Answers to the network's extra sign-up questions, as asked then; empty for partners added by staff. */
  registrationAnswers: z.array(RegistrationAnswerSchema),
});

export const AdvertiserSchema = PartnerSchema.extend({
  /** Secret the advertiser adds to server postbacks; checked by the tracking engine. */
  conversionToken: z.string(),
  ipAllowlist: z.array(z.string()),
  /** Pending conversions are decided automatically this many days after converting, unless the offer says. */
  ...validationDeadlineOut,
});
export type Advertiser = z.infer<typeof AdvertiserSchema>;

export const PublisherSchema = PartnerSchema.extend({
  trafficSources: z.array(TrafficSourceSchema),
  messenger: MessengerSchema.nullable(),
  messengerHandle: z.string().nullable(),
  /** Days after approval before conversions are payable, unless the offer says; null = none. */
  holdDays: z.number().int().nullable(),
  /** Their own minimum payout, in their currency; null = their payout method's alone. */
  minimumPayout: z.string().nullable(),
  /** When they accepted self-billing (the network issues their invoices); null = not yet. */
  selfBillingAcceptedAt: z.iso.datetime().nullable(),
});
export type Publisher = z.infer<typeof PublisherSchema>;

export const PARTNER_SORTS = [
  'ref',
  'company',
  'email',
  'status',
  'country',
  'createdAt',
  'lastLoginAt',
] as const;
/**
 * Advertisers also sort by their last 30 days' clicks and conversions: ranking them sums a table
 * of about a row per offer and day. Publishers do not: ranking thousands of them sums a row per
 * publisher and day (docs/reports.md "Figures on lists"); the performance report by publisher does.
 */
export const ADVERTISER_SORTS = [...PARTNER_SORTS, ...RECENT_FIGURE_SORTS] as const;
const partnerFilterFields = {
  status: AccountStatusSchema.optional(),
  country: countryCodeSchema.optional(),
  accountManagerId: z.uuid().optional(),
};
export const listPartnersQuerySchema = listQuerySchema.extend({
  sort: z.enum(PARTNER_SORTS).default('createdAt'),
  ...partnerFilterFields,
});
export const listAdvertisersQuerySchema = listQuerySchema.extend({
  sort: z.enum(ADVERTISER_SORTS).default('createdAt'),
  ...partnerFilterFields,
});
/** Either kind's list query (the advertisers' sorts include the publishers'). */
export type ListPartnersQuery = z.infer<typeof listAdvertisersQuerySchema>;

/** advertiser/manage: each advertiser with its offers and its last 30 days (spend is its revenue). */
export const AdvertiserListItemSchema = AdvertiserSchema.extend({
  /** Its offers other than archived ones, and how many of them are active. */
  offers: z.object({ total: z.number().int(), active: z.number().int() }),
  recent: RecentFiguresSchema,
});
export type AdvertiserListItem = z.infer<typeof AdvertiserListItemSchema>;
/** publisher/manage: each publisher with its last 30 days (earnings are its payout). */
export const PublisherListItemSchema = PublisherSchema.extend({ recent: RecentFiguresSchema });
export type PublisherListItem = z.infer<typeof PublisherListItemSchema>;

export const listAdvertisersResponseSchema = pagedWithFigures(AdvertiserListItemSchema);
export type ListAdvertisersResponse = z.infer<typeof listAdvertisersResponseSchema>;
export const listPublishersResponseSchema = pagedWithFigures(PublisherListItemSchema);
export type ListPublishersResponse = z.infer<typeof listPublishersResponseSchema>;
export const getAdvertiserResponseSchema = dataEnvelope(AdvertiserSchema);
export const getPublisherResponseSchema = dataEnvelope(PublisherSchema);

/** Approve, reject or block one or many partners; reject and block ask for a reason. */
export const PARTNER_STATUS_ACTIONS = ['approve', 'reject', 'block', 'unblock'] as const;
/**
 * What each bulk action does: the statuses it applies to and the one it sets. Partners in
 * other statuses are left as they are. The server enforces it; the client uses it to offer
 * only the buttons that would change something.
 */
export const PARTNER_STATUS_TRANSITIONS = {
  approve: { from: ['pending', 'rejected'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['pending', 'active', 'rejected'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'active' },
} as const satisfies Record<
  (typeof PARTNER_STATUS_ACTIONS)[number],
  { from: readonly AccountStatus[]; to: AccountStatus }
>;

export const changePartnerStatusBodySchema = z.object({
  ids: formArray(z.uuid()).refine((ids) => ids.length > 0 && ids.length <= 500, 'Choose 1 to 500 partners'),
  action: z.enum(PARTNER_STATUS_ACTIONS, { error: 'Choose approve, reject, block or unblock' }),
  reason: optionalText(500),
});
export type ChangePartnerStatusBody = z.infer<typeof changePartnerStatusBodySchema>;
export const changePartnerStatusResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));
