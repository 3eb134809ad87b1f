import { z } from 'zod';
import { dataEnvelope } from './common';

/*
 * Self-billing (docs/money.md "Self-billing"): the network issues each publisher's invoices on the
 * publisher's behalf, which tax authorities (HMRC's VAT Notice 700/62, the EU VAT Directive's
 * article 224) allow under an agreement the supplier accepts. The publisher accepts it once, on
 * its payment settings; the network may require it before issuing.
 */

/** What the publisher accepts, with its network's name. */
export function selfBillingAgreementOf(network: string): string[] {
  return [
    `${network} issues the invoices for what it pays you (self-billing invoices), on your behalf.`,
    `You will not issue invoices of your own for the same earnings, and you accept each self-billing invoice ${network} issues unless you tell it otherwise within 30 days.`,
    `You will tell ${network} at once if your VAT registration changes, or if you stop being VAT-registered.`,
  ];
}

export const SelfBillingStateSchema = z.object({
  /** Whether the network issues a publisher's invoices only once the publisher has accepted. */
  required: z.boolean(),
  /** When the publisher accepted; null = not yet. */
  acceptedAt: z.iso.datetime().nullable(),
  /** The agreement's sentences, with the network's name. */
  agreement: z.array(z.string()),
});
export type SelfBillingState = z.infer<typeof SelfBillingStateSchema>;

/** `GET` and `POST /api/v1/publisher/self-billing` both answer the state after them. */
export const selfBillingResponseSchema = dataEnvelope(SelfBillingStateSchema);
export type SelfBillingResponse = z.infer<typeof selfBillingResponseSchema>;
