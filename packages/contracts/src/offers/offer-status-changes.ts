import { z } from 'zod';
import { dataEnvelope } from '../common';
import { CAP_METRICS, CAP_PERIODS, CAP_SCOPES, OFFER_STATUSES } from './offer-constants';

/**
 * Who or what changed an offer's status: a staff member, a cap whose action is `pause`, a
 * scheduled change (the schedule tab), or the end of the offer's live window (`live_until`).
 */
export const OFFER_STATUS_CHANGE_CAUSES = ['staff', 'cap', 'schedule', 'live_window', 'credit'] as const;

/** One entry of an offer's status history (docs/offers.md "Statuses"), newest first. */
export const OfferStatusChangeSchema = z.object({
  id: z.uuid(),
  fromStatus: z.enum(OFFER_STATUSES),
  toStatus: z.enum(OFFER_STATUSES),
  cause: z.enum(OFFER_STATUS_CHANGE_CAUSES),
  /** The staff member, while their account exists. */
  changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The cap that filled, while it exists (a cap removed since leaves cause `cap` and no cap). */
  cap: z
    .object({
      id: z.uuid(),
      metric: z.enum(CAP_METRICS),
      period: z.enum(CAP_PERIODS),
      scope: z.enum(CAP_SCOPES),
      limit: z.string(),
    })
    .nullable(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type OfferStatusChange = z.infer<typeof OfferStatusChangeSchema>;
export const listOfferStatusChangesResponseSchema = dataEnvelope(z.array(OfferStatusChangeSchema));
export type ListOfferStatusChangesResponse = z.infer<typeof listOfferStatusChangesResponseSchema>;
