import type { PostbackMacroValues } from '@affnet/contracts';
import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type conversions, postbackDeliveries, publisherPostbacks } from '../../db/schema/index';
import { fillPostbackRequest } from '../publisher-postbacks/index';

/*
 * Queues the publisher postbacks a conversion (or its new status) fires: one pending
 * `postback_deliveries` row per matching active postback, written in the caller's transaction,
 * so a conversion and its outgoing calls are stored together or not at all. The delivery worker
 * (modules/publisher-postbacks) sends them. Private events never fire: the publisher does not
 * know of them.
 */

export type QueuedConversion = typeof conversions.$inferSelect & {
  offerRef: number;
  offerName: string;
  eventIsPrivate: boolean;
};

function macroValuesOf(conversion: QueuedConversion): PostbackMacroValues {
  return {
    click_id: conversion.clickId,
    aff_click_id: conversion.affClickId,
    sub1: conversion.sub1,
    sub2: conversion.sub2,
    sub3: conversion.sub3,
    sub4: conversion.sub4,
    sub5: conversion.sub5,
    source: conversion.source,
    offer_id: String(conversion.offerRef),
    offer_name: conversion.offerName,
    event: conversion.eventKey,
    payout: conversion.payout,
    sale_amount: conversion.saleAmount,
    currency: conversion.currency,
    status: conversion.status,
    conversion_id: conversion.id,
    txn_id: conversion.txnId,
    ip: conversion.ip,
    country: conversion.country,
    device: conversion.deviceType,
    timestamp: String(Math.floor(conversion.convertedAt.getTime() / 1000)),
  };
}

/** Queues the deliveries for the conversion's current status; answers how many. */
export async function queuePublisherPostbacks(db: Database, conversion: QueuedConversion): Promise<number> {
  if (conversion.eventIsPrivate) return 0;
  const matching = await db
    .select()
    .from(publisherPostbacks)
    .where(
      and(
        eq(publisherPostbacks.tenantId, conversion.tenantId),
        eq(publisherPostbacks.publisherId, conversion.publisherId),
        eq(publisherPostbacks.isActive, true),
        or(isNull(publisherPostbacks.offerId), eq(publisherPostbacks.offerId, conversion.offerId)),
        or(isNull(publisherPostbacks.eventKey), eq(publisherPostbacks.eventKey, conversion.eventKey)),
        arrayContains(publisherPostbacks.statuses, [conversion.status]),
      ),
    );
  if (matching.length === 0) return 0;
  const values = macroValuesOf(conversion);
  await db.insert(postbackDeliveries).values(
    matching.map((postback) => ({
      tenantId: conversion.tenantId,
      postbackId: postback.id,
      publisherId: conversion.publisherId,
      conversionId: conversion.id,
      offerId: conversion.offerId,
      eventKey: conversion.eventKey,
      conversionStatus: conversion.status,
      method: postback.method,
      ...fillPostbackRequest(postback, values),
      isTest: conversion.isTest,
    })),
  );
  return matching.length;
}
