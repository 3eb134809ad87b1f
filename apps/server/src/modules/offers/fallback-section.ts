import type { OfferFallbackSection } from '@affnet/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { offerFallbacks } from '../../db/schema/index';
import { checkHttpsUrls, checkItemIds } from './list-checks';
import { syncList } from './list-sync';
import { checkFallbackOffers } from './references';
import type { CheckContext, WriteContext } from './section-context';

async function storedFallbackIds(ctx: CheckContext): Promise<Set<string>> {
  if (!ctx.offerId) return new Set();
  const rows = await ctx.db
    .select({ id: offerFallbacks.id })
    .from(offerFallbacks)
    .where(and(eq(offerFallbacks.tenantId, ctx.tenantId), eq(offerFallbacks.offerId, ctx.offerId)));
  return new Set(rows.map((row) => row.id));
}

export async function checkFallbacks(ctx: CheckContext, section: OfferFallbackSection): Promise<void> {
  checkItemIds('fallbacks', section.fallbacks, await storedFallbackIds(ctx), ctx.errors);
  await checkFallbackOffers(ctx.db, ctx.tenantId, ctx.offerId, section.fallbacks, ctx.errors);
  const urls = section.fallbacks.map((entry, index) => ({ path: `fallbacks.${index}.url`, url: entry.url }));
  checkHttpsUrls(urls, ctx.requireHttps, ctx.errors);
}

export async function writeFallbacks(
  ctx: WriteContext,
  fallbacks: OfferFallbackSection['fallbacks'],
): Promise<void> {
  const { db, tenantId, offerId } = ctx;
  const ofOffer = eq(offerFallbacks.offerId, offerId);
  const items = fallbacks.map((entry, position) => ({
    id: entry.id,
    values: {
      kind: entry.kind,
      url: entry.url ?? null,
      targetOfferId: entry.offerId ?? null,
      weight: entry.weight,
      reasons: entry.reasons,
      position,
    },
  }));
  await syncList(items, {
    deleteOthers: (kept) =>
      db
        .delete(offerFallbacks)
        .where(kept.length > 0 ? and(ofOffer, notInArray(offerFallbacks.id, kept)) : ofOffer),
    update: (id, values) =>
      db
        .update(offerFallbacks)
        .set(values)
        .where(and(ofOffer, eq(offerFallbacks.id, id))),
    insert: (values) =>
      db.insert(offerFallbacks).values(values.map((row) => ({ ...row, tenantId, offerId }))),
  });
}
