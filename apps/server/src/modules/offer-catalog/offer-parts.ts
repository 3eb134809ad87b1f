import type { PartnerCapSchema, PartnerCreativeSchema, PartnerScheduleSchema } from '@affnet/contracts';
import { MONEY_CAP_METRICS, utcToZonedTime } from '@affnet/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  creatives,
  files,
  offerCaps,
  offerCategories,
  offerCategoryLinks,
  offerEvents,
  offerLandingPages,
  type offers,
} from '../../db/schema/index';
import { fileUrlOf, toStoredFile } from '../files/index';

/*
 * Pieces of an offer as partners (publishers and advertisers) see them. Creatives, caps and the
 * schedule come back in the partner shapes, field by field; events and landing pages come back as
 * rows, filtered by the caller's `only`, for the caller to pick the fields its shape names.
 */

type OfferRecord = typeof offers.$inferSelect;
type PartnerCap = z.infer<typeof PartnerCapSchema>;
type PartnerCreative = z.infer<typeof PartnerCreativeSchema>;
type PartnerSchedule = z.infer<typeof PartnerScheduleSchema>;

export function thumbnailUrlOf(offer: OfferRecord): string | null {
  return offer.thumbnailFileId ? fileUrlOf(offer.thumbnailFileId) : null;
}

/** The live window as wall-clock times in the offer's own time zone, as staff entered it. */
export function scheduleOf(offer: OfferRecord): PartnerSchedule {
  const local = (at: Date | null) => (at ? utcToZonedTime(at, offer.timezone) : null);
  return {
    timezone: offer.timezone,
    liveFrom: local(offer.liveFrom),
    liveUntil: local(offer.liveUntil),
    dayPartingEnabled: offer.dayPartingEnabled,
    dayPartingHours: offer.dayPartingHours,
  };
}

/** Category names of each offer, by offer id. */
export async function categoriesOf(
  db: Database,
  tenantId: string,
  offerIds: readonly string[],
): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const byOffer = new Map<string, Array<{ id: string; name: string }>>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select({ offerId: offerCategoryLinks.offerId, id: offerCategories.id, name: offerCategories.name })
    .from(offerCategoryLinks)
    .innerJoin(offerCategories, eq(offerCategories.id, offerCategoryLinks.categoryId))
    .where(and(eq(offerCategories.tenantId, tenantId), inArray(offerCategoryLinks.offerId, [...offerIds])))
    .orderBy(asc(offerCategories.name));
  for (const { offerId, id, name } of rows)
    byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), { id, name }]);
  return byOffer;
}

/** Creatives of an offer matching `only` (e.g. active and downloadable), with their files. */
export async function partnerCreativesOf(
  db: Database,
  tenantId: string,
  offerId: string,
  only: SQL | undefined,
): Promise<PartnerCreative[]> {
  const rows = await db
    .select({ creative: creatives, file: files })
    .from(creatives)
    .leftJoin(files, eq(files.id, creatives.fileId))
    .where(and(eq(creatives.tenantId, tenantId), eq(creatives.offerId, offerId), only))
    .orderBy(asc(creatives.createdAt), asc(creatives.id));
  return rows.map(({ creative, file }) => ({
    id: creative.id,
    name: creative.name,
    type: creative.type,
    file: file ? toStoredFile(file) : null,
    width: creative.width,
    height: creative.height,
    linkText: creative.linkText,
    html: creative.html,
    emailSubject: creative.emailSubject,
    emailFromName: creative.emailFromName,
    emailBody: creative.emailBody,
  }));
}

/**
 * Caps of an offer matching `only`. A cap on a private event is left out whatever `only` says:
 * its event key would name the private event. Count limits read as whole numbers ("500").
 */
export async function partnerCapsOf(
  db: Database,
  tenantId: string,
  offerId: string,
  only: SQL | undefined,
  options: { hidePrivateEvents: boolean },
): Promise<PartnerCap[]> {
  const rows = await db
    .select({ cap: offerCaps, eventKey: offerEvents.key, eventIsPrivate: offerEvents.isPrivate })
    .from(offerCaps)
    .leftJoin(offerEvents, eq(offerEvents.id, offerCaps.eventId))
    .where(and(eq(offerCaps.tenantId, tenantId), eq(offerCaps.offerId, offerId), only))
    .orderBy(asc(offerCaps.position), asc(offerCaps.id));
  return rows
    .filter((row) => !(options.hidePrivateEvents && row.eventIsPrivate))
    .map(({ cap, eventKey }) => ({
      metric: cap.metric,
      period: cap.period,
      timezone: cap.timezone,
      scope: cap.scope,
      eventKey,
      limit: MONEY_CAP_METRICS.includes(cap.metric) ? cap.limitValue : String(Number(cap.limitValue)),
      action: cap.action,
    }));
}

export async function landingPagesOf(db: Database, tenantId: string, offerId: string, only: SQL | undefined) {
  return db
    .select()
    .from(offerLandingPages)
    .where(and(eq(offerLandingPages.tenantId, tenantId), eq(offerLandingPages.offerId, offerId), only))
    .orderBy(asc(offerLandingPages.position), asc(offerLandingPages.id));
}

export async function eventsOf(db: Database, tenantId: string, offerId: string, only: SQL | undefined) {
  return db
    .select()
    .from(offerEvents)
    .where(and(eq(offerEvents.tenantId, tenantId), eq(offerEvents.offerId, offerId), only))
    .orderBy(asc(offerEvents.position), asc(offerEvents.id));
}
