import type { OfferLandingPagesSection } from '@affnet/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import { offerLandingPages } from '../../db/schema/index';
import { checkHttpsUrls, checkItemIds } from './list-checks';
import { syncList } from './list-sync';
import type { CheckContext, WriteContext } from './section-context';

async function storedPageIds(ctx: CheckContext): Promise<Set<string>> {
  if (!ctx.offerId) return new Set();
  const rows = await ctx.db
    .select({ id: offerLandingPages.id })
    .from(offerLandingPages)
    .where(and(eq(offerLandingPages.tenantId, ctx.tenantId), eq(offerLandingPages.offerId, ctx.offerId)));
  return new Set(rows.map((row) => row.id));
}

export async function checkLandingPages(ctx: CheckContext, section: OfferLandingPagesSection): Promise<void> {
  checkItemIds('landingPages', section.landingPages, await storedPageIds(ctx), ctx.errors);
  const urls = section.landingPages.map((page, index) => ({
    path: `landingPages.${index}.url`,
    url: page.url,
  }));
  checkHttpsUrls(urls, ctx.requireHttps, ctx.errors);
}

/** The offer columns of the landing-pages tab. */
export function landingPageColumns(section: OfferLandingPagesSection) {
  return { deepLinksEnabled: section.deepLinksEnabled, deepLinkDomains: section.deepLinkDomains };
}

export async function writeLandingPages(
  ctx: WriteContext,
  pages: OfferLandingPagesSection['landingPages'],
): Promise<void> {
  const { db, tenantId, offerId } = ctx;
  const ofOffer = eq(offerLandingPages.offerId, offerId);
  const items = pages.map((page, position) => ({
    id: page.id,
    values: {
      name: page.name,
      url: page.url,
      previewUrl: page.previewUrl ?? null,
      status: page.status,
      weight: page.weight,
      position,
    },
  }));
  await syncList(items, {
    deleteOthers: (kept) =>
      db
        .delete(offerLandingPages)
        .where(kept.length > 0 ? and(ofOffer, notInArray(offerLandingPages.id, kept)) : ofOffer),
    update: (id, values) =>
      db
        .update(offerLandingPages)
        .set(values)
        .where(and(ofOffer, eq(offerLandingPages.id, id))),
    insert: (values) =>
      db.insert(offerLandingPages).values(values.map((row) => ({ ...row, tenantId, offerId }))),
  });
}
