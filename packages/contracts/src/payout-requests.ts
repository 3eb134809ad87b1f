import { z } from 'zod';
import { dataEnvelope } from './common';

/*
 * Payout requests (docs/money.md "Payout requests"): where the network lets them (the publishers'
 * run settings), a publisher asks to be paid once what it has earned and not been invoiced for
 * reaches its minimum. The request bills it onto drafts at once, marked as asked for; finance
 * reviews and issues them like any other draft.
 */

/** One draft the publisher's open request is waiting on: its currency and what it totals now. */
export const RequestedDraftSchema = z.object({ currency: z.string(), total: z.string() });

export const PayoutRequestStateSchema = z.object({
  /** Whether the network takes payout requests from its publishers. */
  enabled: z.boolean(),
  /** When the open request was made: null when no requested draft is waiting to be issued. */
  requestedAt: z.iso.datetime().nullable(),
  drafts: z.array(RequestedDraftSchema),
});
export type PayoutRequestState = z.infer<typeof PayoutRequestStateSchema>;

/** `GET` and `POST /api/v1/publisher/payout-requests` both answer the state after them. */
export const payoutRequestResponseSchema = dataEnvelope(PayoutRequestStateSchema);
export type PayoutRequestResponse = z.infer<typeof payoutRequestResponseSchema>;
