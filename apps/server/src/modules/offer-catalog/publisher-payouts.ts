import type { PublisherPayout } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type offerEvents, offerPayoutOverrides } from '../../db/schema/index';
import { type PayoutOverrideRow, type PayoutParts, resolvePayout } from '../offers/index';

type EventRecord = typeof offerEvents.$inferSelect;

/** The publisher's own overrides on these events (never anyone else's). */
export async function overridesOf(
  db: Database,
  tenantId: string,
  publisherId: string,
  eventIds: readonly string[],
): Promise<PayoutOverrideRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: offerPayoutOverrides.id,
      eventId: offerPayoutOverrides.eventId,
      publisherId: offerPayoutOverrides.publisherId,
      country: offerPayoutOverrides.country,
      payoutType: offerPayoutOverrides.payoutType,
      payoutAmount: offerPayoutOverrides.payoutAmount,
      payoutPercent: offerPayoutOverrides.payoutPercent,
      startsAt: offerPayoutOverrides.startsAt,
      endsAt: offerPayoutOverrides.endsAt,
      createdAt: offerPayoutOverrides.createdAt,
    })
    .from(offerPayoutOverrides)
    .where(
      and(
        eq(offerPayoutOverrides.tenantId, tenantId),
        eq(offerPayoutOverrides.publisherId, publisherId),
        inArray(offerPayoutOverrides.eventId, [...eventIds]),
      ),
    );
}

const partsOf = ({ payoutType, payoutAmount, payoutPercent }: PayoutParts): PayoutParts => ({
  payoutType,
  payoutAmount,
  payoutPercent,
});

/**
 * What the publisher earns for one event now: `resolvePayout` for a click of unknown country,
 * and, for each country one of their overrides names, what a click from there earns.
 */
export function publisherPayoutOf(
  event: EventRecord,
  overrides: readonly PayoutOverrideRow[],
  publisherId: string,
  at: Date,
): PublisherPayout {
  const ask = (country: string | null) =>
    resolvePayout(event, overrides, { eventId: event.id, publisherId, country, at });
  const countries = [
    ...new Set(
      overrides
        .filter((row) => row.eventId === event.id && row.publisherId === publisherId)
        .flatMap((row) => (row.country ? [row.country] : [])),
    ),
  ].sort();
  const byId = new Map(overrides.map((row) => [row.id, row]));
  const countryPayouts = countries.flatMap((country) => {
    const resolved = ask(country);
    // Only a country's own override in force now; otherwise that country earns the general payout.
    const winner = resolved.overrideId ? byId.get(resolved.overrideId) : undefined;
    return winner?.country === country ? [{ country, ...partsOf(resolved) }] : [];
  });
  return {
    eventKey: event.key,
    eventName: event.name,
    isBase: event.isBase,
    ...partsOf(ask(null)),
    countryPayouts,
  };
}
