import type { ChangeConversionStatusesBody } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversionStatusChanges, conversions, offerEvents, offers } from '../../db/schema/index';
import type { EventStore } from '../../events/index';
import { AppError } from '../../lib/app-error';
import { queuePublisherPostbacks } from '../../tracking/index';
import { inPartnerPairScope, type PartnerScope } from '../partner-scope/index';

/*
 * Staff change conversion statuses (docs/tracking.md "Conversions"): in one transaction each
 * changed conversion gets its new status and reason, an audit row (who, when, from, to, why), its
 * rollup figures moved from the old status to the new, and the publisher postbacks that subscribe
 * to the new status queued, and `approved_at` set on approval and cleared otherwise (the basis
 * date of billing, docs/money.md). Conversions already in the status are left alone. Cap usage is not
 * given back: a cap counts what was admitted in its period. All or nothing: when any chosen id is
 * not one of the tenant's conversions, or is outside the staff member's data scope (neither its
 * publisher nor its advertiser is theirs: the conversion report's rule, docs/team.md), nothing
 * changes and the answer is 404, as for another tenant's.
 */

type Change = Pick<ChangeConversionStatusesBody, 'ids' | 'status' | 'reason'>;
type ConversionStatus = ChangeConversionStatusesBody['status'];

/** Conversions with what a status change needs of their offer, to be narrowed and locked by the caller. */
export function conversionsToChange(tx: Database) {
  return tx
    .select({
      conversion: conversions,
      offerRef: offers.ref,
      offerName: offers.name,
      isPrivate: offerEvents.isPrivate,
    })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .leftJoin(offerEvents, eq(offerEvents.id, conversions.eventId));
}

export type ConversionToChange = Awaited<
  ReturnType<ReturnType<typeof conversionsToChange>['execute']>
>[number];

export type StatusMove = {
  status: ConversionStatus;
  reason: string | null;
  /** The staff member who changed it; null for the platform (a validation deadline). */
  changedBy: string | null;
  at: Date;
};

/**
 * Moves one conversion, locked by the caller, to a new status: its row, the audit row, its rollup
 * figures and the publisher postbacks, in the caller's transaction. Answers whether it moved
 * (a conversion already in the status is left alone).
 */
export async function moveConversionStatus(
  tx: Database,
  events: EventStore,
  { conversion, offerRef, offerName, isPrivate }: ConversionToChange,
  move: StatusMove,
): Promise<boolean> {
  if (conversion.status === move.status) return false;
  const [stored] = await tx
    .update(conversions)
    .set({
      status: move.status,
      statusReason: move.reason,
      // The basis date of billing (docs/money.md): set on approval, cleared when it leaves approved.
      approvedAt: move.status === 'approved' ? move.at : null,
      updatedAt: move.at,
    })
    .where(eq(conversions.id, conversion.id))
    .returning();
  if (!stored) return false;
  await tx.insert(conversionStatusChanges).values({
    tenantId: conversion.tenantId,
    conversionId: conversion.id,
    fromStatus: conversion.status,
    toStatus: move.status,
    reason: move.reason,
    changedBy: move.changedBy,
    changedAt: move.at,
  });
  await events.moveConversion(tx, conversion.id, conversion.status, move.status);
  await queuePublisherPostbacks(tx, [{ ...stored, offerRef, offerName, eventIsPrivate: isPrivate ?? false }]);
  return true;
}

/** Answers how many conversions changed; throws NOT_FOUND (nothing written) for an id not found. */
export async function changeConversionStatuses(
  { db, events }: { db: Database; events: EventStore },
  tenantId: string,
  change: Change,
  changedBy: { id: string; scope: PartnerScope },
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const rows = await conversionsToChange(tx)
      .where(
        and(
          eq(conversions.tenantId, tenantId),
          inArray(conversions.id, [...new Set(change.ids)]),
          inPartnerPairScope(changedBy.scope, conversions.publisherId, conversions.advertiserId),
        ),
      )
      .orderBy(conversions.id)
      .for('update', { of: conversions });
    const wanted = new Set(change.ids).size;
    if (rows.length < wanted) {
      const missing = wanted - rows.length;
      throw new AppError(
        'NOT_FOUND',
        wanted === 1
          ? 'Conversion not found.'
          : `${missing} of the ${wanted} chosen conversions were not found; nothing was changed.`,
      );
    }
    const move = {
      status: change.status,
      reason: change.reason ?? null,
      changedBy: changedBy.id,
      at: new Date(),
    };
    let updated = 0;
    for (const row of rows) if (await moveConversionStatus(tx, events, row, move)) updated += 1;
    return { updated };
  });
}
