import type { OfferCapsSection } from '@affnet/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { offerCaps } from '../../db/schema/index';
import { checkEventKeys, checkItemIds } from './list-checks';
import { syncList } from './list-sync';
import { checkPublishers } from './references';
import { type CheckContext, eventIdOf, type WriteContext } from './section-context';

async function storedCapIds(ctx: CheckContext): Promise<Set<string>> {
  if (!ctx.offerId) return new Set();
  const rows = await ctx.db
    .select({ id: offerCaps.id })
    .from(offerCaps)
    .where(and(eq(offerCaps.tenantId, ctx.tenantId), eq(offerCaps.offerId, ctx.offerId)));
  return new Set(rows.map((row) => row.id));
}

export async function checkCaps(ctx: CheckContext, section: OfferCapsSection): Promise<void> {
  checkEventKeys(ctx.events, { caps: section.caps }, ctx.errors);
  checkItemIds('caps', section.caps, await storedCapIds(ctx), ctx.errors);
  await checkPublishers(ctx.db, ctx.tenantId, 'caps', section.caps, ctx.errors);
}

export async function writeCaps(ctx: WriteContext, caps: OfferCapsSection['caps']): Promise<void> {
  const { db, tenantId, offerId } = ctx;
  const ofOffer = eq(offerCaps.offerId, offerId);
  const items = caps.map((cap, position) => ({
    id: cap.id,
    values: {
      metric: cap.metric,
      period: cap.period,
      timezone: cap.timezone,
      scope: cap.scope,
      publisherId: cap.publisherId ?? null,
      eventId: cap.eventKey ? eventIdOf(ctx, cap.eventKey) : null,
      limitValue: cap.limit,
      action: cap.action,
      alertPercent: cap.alertPercent ?? null,
      visibleToPublishers: cap.visibleToPublishers,
      position,
    },
  }));
  await syncList(items, {
    deleteOthers: (kept) =>
      db.delete(offerCaps).where(kept.length > 0 ? and(ofOffer, notInArray(offerCaps.id, kept)) : ofOffer),
    update: (id, values) =>
      db
        .update(offerCaps)
        .set(values)
        .where(and(ofOffer, eq(offerCaps.id, id))),
    insert: (values) => db.insert(offerCaps).values(values.map((row) => ({ ...row, tenantId, offerId }))),
  });
}
