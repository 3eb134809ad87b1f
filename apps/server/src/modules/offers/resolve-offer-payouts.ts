import type { ResolvedPayout } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { onePublisher, readOfferSnapshot, resolvePayout } from '../../offer-model/index';

export type ResolvePayoutsQuestion = { publisherId: string; country?: string | undefined; at: Date };

/** What one publisher earns on each event of an offer at one moment, and where the figure comes from. */
export async function resolveOfferPayouts(
  db: Database,
  tenantId: string,
  offerId: string,
  question: ResolvePayoutsQuestion,
): Promise<ResolvedPayout[]> {
  const snapshot = await readOfferSnapshot(db, tenantId, offerId, onePublisher(question.publisherId));
  if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
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
  return snapshot.events.map((event) => {
    const resolved = resolvePayout(event, snapshot.overrides, {
      eventId: event.id,
      publisherId: question.publisherId,
      country: question.country ?? null,
      at: question.at,
    });
    return { eventKey: event.key, eventName: event.name, isPrivate: event.isPrivate, ...resolved };
  });
}
