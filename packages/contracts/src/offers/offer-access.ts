import { z } from 'zod';
import { dataEnvelope, formArray, formBoolean, listQuerySchema, pagedResponse } from '../common';
import { optionalText } from '../values';
import { OFFER_ACCESS_STATUSES, OFFER_VISIBILITIES, type OfferAccessStatus } from './offer-constants';

export const OfferAccessStatusSchema = z.enum(OFFER_ACCESS_STATUSES, { error: 'Choose a status' });

export const AccessAnswerSchema = z.object({ question: z.string(), answer: z.string() });

/** One publisher's access to one offer: a request they made, or an entry staff set. */
export const OfferAccessSchema = z.object({
  id: z.uuid(),
  offer: z.object({
    id: z.uuid(),
    ref: z.number().int(),
    name: z.string(),
    visibility: z.enum(OFFER_VISIBILITIES),
  }),
  publisher: z.object({ id: z.uuid(), company: z.string(), email: z.string() }),
  status: OfferAccessStatusSchema,
  reason: z.string().nullable(),
  answers: z.array(AccessAnswerSchema),
  termsAcceptedAt: z.iso.datetime().nullable(),
  requestedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OfferAccess = z.infer<typeof OfferAccessSchema>;

export const OFFER_ACCESS_SORTS = ['updatedAt', 'requestedAt', 'status', 'offer', 'publisher'] as const;
export const listOfferAccessQuerySchema = listQuerySchema.extend({
  sort: z.enum(OFFER_ACCESS_SORTS).default('updatedAt'),
  status: OfferAccessStatusSchema.optional(),
  offerId: z.uuid().optional(),
  publisherId: z.uuid().optional(),
});
export type ListOfferAccessQuery = z.input<typeof listOfferAccessQuerySchema>;
export const listOfferAccessResponseSchema = pagedResponse(OfferAccessSchema);
export type ListOfferAccessResponse = z.infer<typeof listOfferAccessResponseSchema>;

/** Staff decide on requests (or change entries) in bulk; rejecting and blocking may give a reason. */
export const OFFER_ACCESS_ACTIONS = ['approve', 'reject', 'block'] as const;
export const OFFER_ACCESS_TRANSITIONS = {
  approve: { from: ['pending', 'rejected', 'blocked'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['approved', 'pending', 'rejected'], to: 'blocked' },
} as const satisfies Record<
  (typeof OFFER_ACCESS_ACTIONS)[number],
  { from: readonly OfferAccessStatus[]; to: OfferAccessStatus }
>;
export const changeOfferAccessBodySchema = z.object({
  ids: formArray(z.uuid()).refine((ids) => ids.length > 0 && ids.length <= 500, 'Choose 1 to 500 requests'),
  action: z.enum(OFFER_ACCESS_ACTIONS, { error: 'Choose an action' }),
  reason: optionalText(500),
});
export type ChangeOfferAccessBody = z.infer<typeof changeOfferAccessBodySchema>;
export const changeOfferAccessResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));

/**
 * Staff set publishers' access to one offer directly (the permission tab): grant a private offer,
 * pre-approve, or block. An existing entry for the same publisher is replaced.
 */
export const grantOfferAccessBodySchema = z.object({
  offerId: z.uuid({ error: 'Choose an offer' }),
  publisherIds: formArray(z.uuid({ error: 'Choose a publisher' })).refine(
    (ids) => ids.length > 0 && ids.length <= 500,
    'Choose 1 to 500 publishers',
  ),
  status: z.enum(['approved', 'blocked'], { error: 'Choose approved or blocked' }),
  reason: optionalText(500),
});
export type GrantOfferAccessBody = z.infer<typeof grantOfferAccessBodySchema>;
export const grantOfferAccessResponseSchema = dataEnvelope(z.object({ updated: z.number().int() }));

/** A publisher asks to run an offer: one answer per approval question, in order, and the terms. */
export const requestOfferAccessBodySchema = z.object({
  answers: formArray(z.string().trim().max(2000, 'An answer is at most 2000 characters')),
  acceptTerms: formBoolean.default(false),
});
export type RequestOfferAccessBody = z.infer<typeof requestOfferAccessBodySchema>;
