import { z } from 'zod';
import { dataEnvelope } from '../common';

/*
 * An offer's change history (docs/offers.md "History"): every save that changes the offer is a
 * version, with who made it, from which part of the offer, and what changed field by field.
 */

/** The editor tabs with their own `PUT /api/v1/offers/:id/<section>`. */
export const OFFER_SECTIONS = [
  'general',
  'events',
  'landing-pages',
  'payouts',
  'caps',
  'targeting',
  'schedule',
  'fallback',
  'permission',
] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];

/**
 * Which save made a version: the offer's creation, one of its tabs, a revert to an earlier
 * version, or the scheduler applying the offer's scheduled changes (no person).
 */
export const OFFER_VERSION_PARTS = ['created', ...OFFER_SECTIONS, 'revert', 'scheduled'] as const;
export type OfferVersionPart = (typeof OFFER_VERSION_PARTS)[number];

export const OFFER_CHANGE_KINDS = ['changed', 'added', 'removed'] as const;

/**
 * One change: `path` names the field (`payoutAmount`, `targeting.countries`); a list's item is
 * named by `item` (an event's key, a landing page's name, a publisher's), null for a plain field.
 * `before` is null for an item added, `after` for one removed.
 */
export const OfferChangeSchema = z.object({
  path: z.string(),
  item: z.string().nullable(),
  kind: z.enum(OFFER_CHANGE_KINDS),
  // Any JSON value. Not z.json(): its schema refers to itself, which the OpenAPI document cannot resolve.
  before: z.unknown(),
  after: z.unknown(),
});
export type OfferChange = z.infer<typeof OfferChangeSchema>;

export const OfferVersionSchema = z.object({
  id: z.uuid(),
  /** 1 for the first version recorded, one more for each after it. */
  version: z.number().int(),
  part: z.enum(OFFER_VERSION_PARTS),
  /** The staff member, while their account exists; null for the scheduler's versions. */
  changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  changedAt: z.iso.datetime({ offset: true }),
  changes: z.array(OfferChangeSchema),
  /** A revert's version: the version whose offer it restored; null for any other save. */
  revertedTo: z.number().int().nullable(),
});
export type OfferVersion = z.infer<typeof OfferVersionSchema>;
/** The history filtered by the part saved and by who saved it (both optional, both at once). */
export const listOfferVersionsQuerySchema = z.object({
  part: z.enum(OFFER_VERSION_PARTS, { error: 'Choose a part of the offer' }).optional(),
  changedBy: z.uuid({ error: 'Choose a person' }).optional(),
});
export type ListOfferVersionsQuery = z.infer<typeof listOfferVersionsQuerySchema>;

export const listOfferVersionsResponseSchema = dataEnvelope(z.array(OfferVersionSchema));
export type ListOfferVersionsResponse = z.infer<typeof listOfferVersionsResponseSchema>;

/**
 * A change of an offer as one publisher sees it (docs/offers.md "What publishers see"): only the
 * terms they work under (status, their payouts, visible caps, targeting, active landing pages,
 * the schedule), never who made it, internal fields or other publishers' terms.
 */
export const PublisherOfferChangeSchema = z.object({
  version: z.number().int(),
  changedAt: z.iso.datetime({ offset: true }),
  changes: z.array(OfferChangeSchema),
});
export type PublisherOfferChange = z.infer<typeof PublisherOfferChangeSchema>;
export const listPublisherOfferChangesResponseSchema = dataEnvelope(z.array(PublisherOfferChangeSchema));
export type ListPublisherOfferChangesResponse = z.infer<typeof listPublisherOfferChangesResponseSchema>;

/** `POST /offers/:id/versions/:version/revert`: the offer back as that version left it. */
export const revertOfferParamsSchema = z.object({
  id: z.uuid(),
  version: z.coerce
    .number({ error: 'Give a version number' })
    .int('Give a version number')
    .min(1, 'Give a version number'),
});
export type RevertOfferParams = z.infer<typeof revertOfferParamsSchema>;
