import type { ResolvedPayout } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerPayoutOverrides, partners } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { findOfferEvents, findOfferRecord } from './offer-repository';
import { resolvePayout } from './payout-resolution';

export type ResolvePayoutsQuestion = { publisherId: string; country?: string | undefined; at: Date };

/** What one publisher earns on each event of an offer at one moment, and where the figure comes from. */
export async function resolveOfferPayouts(
  db: Database,
  tenantId: string,
  offerId: string,
  question: ResolvePayoutsQuestion,
): Promise<ResolvedPayout[]> {
  if (!(await findOfferRecord(db, tenantId, offerId))) throw new AppError('NOT_FOUND', 'Offer not found.');
  const [publisher] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.tenantId, tenantId),
        eq(partners.kind, 'publisher'),
        eq(partners.id, question.publisherId),
      ),
    );
  if (!publisher) throw fieldError('publisherId', 'Choose a publisher of this network');
  const events = await findOfferEvents(db, tenantId, offerId);
  const overrides = await db
    .select()
    .from(offerPayoutOverrides)
    .where(
      and(
        eq(offerPayoutOverrides.offerId, offerId),
        eq(offerPayoutOverrides.publisherId, question.publisherId),
      ),
    );
  return events.map((event) => {
    const resolved = resolvePayout(event, overrides, {
      eventId: event.id,
      publisherId: question.publisherId,
      country: question.country ?? null,
      at: question.at,
    });
    return { eventKey: event.key, eventName: event.name, isPrivate: event.isPrivate, ...resolved };
  });
}
