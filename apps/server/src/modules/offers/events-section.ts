import type { OfferEventsSection } from '@affnet/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerCaps, offerEvents, offerPayoutOverrides, offerScheduledChanges } from '../../db/schema/index';
import type { FieldErrors } from '../../lib/app-error';
import { addFieldError } from './field-errors';
import { checkItemIds } from './list-checks';
import type { OfferEventRecord } from './offer-repository';

type EventInput = OfferEventsSection['events'][number];

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** What still points at each event: overrides, caps and scheduled changes still to run. */
async function usesOf(db: Database, eventIds: string[]): Promise<Map<string, string[]>> {
  const count = async (table: typeof offerPayoutOverrides | typeof offerCaps, noun: string) =>
    (
      await db
        .select({ eventId: table.eventId, n: sql<number>`count(*)::int` })
        .from(table)
        .where(inArray(table.eventId, eventIds))
        .groupBy(table.eventId)
    ).map((row) => ({ eventId: row.eventId, use: plural(row.n, noun) }));
  const pending = (
    await db
      .select({ eventId: offerScheduledChanges.eventId, n: sql<number>`count(*)::int` })
      .from(offerScheduledChanges)
      .where(
        and(inArray(offerScheduledChanges.eventId, eventIds), eq(offerScheduledChanges.state, 'pending')),
      )
      .groupBy(offerScheduledChanges.eventId)
  ).map((row) => ({ eventId: row.eventId, use: plural(row.n, 'scheduled change') }));
  const uses = new Map<string, string[]>();
  const all = [
    ...(await count(offerPayoutOverrides, 'payout override')),
    ...(await count(offerCaps, 'cap')),
    ...pending,
  ];
  for (const { eventId, use } of all) {
    if (eventId) uses.set(eventId, [...(uses.get(eventId) ?? []), use]);
  }
  return uses;
}

/**
 * The events tab: edited events must be this offer's; a removed event may not be in use. The
 * removed event has no row in the form any more, so its error is on the list itself.
 */
export async function checkEvents(
  db: Database,
  stored: readonly OfferEventRecord[],
  events: readonly EventInput[],
  errors: FieldErrors,
): Promise<void> {
  checkItemIds('events', events, new Set(stored.map((event) => event.id)), errors);
  const kept = new Set(events.flatMap((event) => (event.id ? [event.id] : [])));
  const removed = stored.filter((event) => !kept.has(event.id));
  if (removed.length === 0) return;
  const uses = await usesOf(
    db,
    removed.map((event) => event.id),
  );
  for (const event of removed) {
    const list = uses.get(event.id);
    if (list) {
      addFieldError(
        errors,
        'events',
        `Event "${event.key}" is still used by ${list.join(', ')}; change or remove those first`,
      );
    }
  }
}

const eventColumns = (event: EventInput, position: number) => ({
  key: event.key,
  name: event.name,
  isBase: event.isBase,
  allowDuplicates: event.allowDuplicates,
  isPrivate: event.isPrivate,
  defaultStatus: event.defaultStatus ?? null,
  position,
});

/** A new event pays and earns nothing until the payouts tab says otherwise. */
const ZERO_PRICING = {
  payoutType: 'cpa',
  payoutAmount: '0.00',
  payoutPercent: null,
  revenueType: 'cpa',
  revenueAmount: '0.00',
  revenuePercent: null,
} as const;

/** Replaces the event list: kept events keep their id (and payouts), new ones are inserted, the rest go. */
export async function writeEvents(
  db: Database,
  target: { tenantId: string; offerId: string },
  stored: readonly OfferEventRecord[],
  events: readonly EventInput[],
): Promise<void> {
  const { tenantId, offerId } = target;
  const keptIds = events.flatMap((event) => (event.id ? [event.id] : []));
  const removedIds = stored.map((event) => event.id).filter((id) => !keptIds.includes(id));
  const ofOffer = (ids: string[]) => and(eq(offerEvents.offerId, offerId), inArray(offerEvents.id, ids));
  if (removedIds.length > 0) {
    // Applied and failed changes are history: they stay, no longer linked to the removed event.
    await db
      .update(offerScheduledChanges)
      .set({ eventId: null })
      .where(
        and(inArray(offerScheduledChanges.eventId, removedIds), ne(offerScheduledChanges.state, 'pending')),
      );
    await db.delete(offerEvents).where(ofOffer(removedIds));
  }
  if (keptIds.length > 0) {
    // Keys and the base flag are unique per offer: clear them first so swaps and moves never collide.
    await db
      .update(offerEvents)
      .set({ key: sql`'~' || ${offerEvents.id}`, isBase: false })
      .where(ofOffer(keptIds));
  }
  const fresh: Array<typeof offerEvents.$inferInsert> = [];
  for (const [position, event] of events.entries()) {
    if (event.id) {
      await db
        .update(offerEvents)
        .set(eventColumns(event, position))
        .where(ofOffer([event.id]));
    } else {
      fresh.push({ tenantId, offerId, ...eventColumns(event, position), ...ZERO_PRICING });
    }
  }
  if (fresh.length > 0) await db.insert(offerEvents).values(fresh);
}

export async function eventIdsByKey(db: Database, offerId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: offerEvents.id, key: offerEvents.key })
    .from(offerEvents)
    .where(eq(offerEvents.offerId, offerId));
  return new Map(rows.map((row) => [row.key, row.id]));
}
