import type { PostbackMacroValues } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type conversions, postbackDeliveries, publisherPostbacks } from '../../db/schema/index';
import { fillPostbackRequest } from './fill-postback-request';

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

type Postback = typeof publisherPostbacks.$inferSelect;

/** A postback fires for a conversion of its publisher, offer (or any) and event (or any), in its statuses. */
const firesFor = (postback: Postback, conversion: QueuedConversion) =>
  postback.tenantId === conversion.tenantId &&
  postback.publisherId === conversion.publisherId &&
  (postback.offerId === null || postback.offerId === conversion.offerId) &&
  (postback.eventKey === null || postback.eventKey === conversion.eventKey) &&
  postback.statuses.includes(conversion.status);

/** Queues the deliveries for each conversion's current status, in one read and one insert; answers how many. */
export async function queuePublisherPostbacks(
  db: Database,
  queued: readonly QueuedConversion[],
): Promise<number> {
  const fired = queued.filter((conversion) => !conversion.eventIsPrivate);
  if (fired.length === 0) return 0;
  const active = await db
    .select()
    .from(publisherPostbacks)
    .where(
      and(
        inArray(publisherPostbacks.publisherId, [...new Set(fired.map((c) => c.publisherId))]),
        eq(publisherPostbacks.isActive, true),
      ),
    );
  const deliveries = fired.flatMap((conversion) =>
    active
      .filter((postback) => firesFor(postback, conversion))
      .map((postback) => ({
        tenantId: conversion.tenantId,
        postbackId: postback.id,
        publisherId: conversion.publisherId,
        conversionId: conversion.id,
        offerId: conversion.offerId,
        eventKey: conversion.eventKey,
        conversionStatus: conversion.status,
        method: postback.method,
        ...fillPostbackRequest(postback, macroValuesOf(conversion)),
        isTest: conversion.isTest,
      })),
  );
  if (deliveries.length > 0) await db.insert(postbackDeliveries).values(deliveries);
  return deliveries.length;
}
