import type {
  OfferCapsSection,
  OfferEventsSection,
  OfferFallbackSection,
  OfferGeneral,
  OfferLandingPagesSection,
  OfferPayoutsSection,
  OfferPermissionSection,
  OfferScheduleSection,
  OfferTargetingSection,
} from '@affnet/contracts';
import { checkCaps, writeCaps } from './caps-section';
import { checkEvents, writeEvents } from './events-section';
import { checkFallbacks, writeFallbacks } from './fallback-section';
import { throwFieldErrors } from './field-errors';
import { checkGeneral, checkStoredUrlsForHttps, generalColumns, nextThumbnail } from './general-section';
import { checkLandingPages, landingPageColumns, writeLandingPages } from './landing-pages-section';
import { findOfferEvents, replaceCategoryLinks, updateOfferRecord } from './offer-repository';
import { checkPayouts, writePayouts } from './payouts-section';
import { permissionColumns } from './permission-section';
import { checkContextOf, type TabSaver, writeContextOf } from './save-offer-tab';
import {
  checkSchedule,
  findStoredChanges,
  moveOverrideWindows,
  scheduleColumns,
  writeScheduledChanges,
} from './schedule-section';
import { recordStaffStatusChanges } from './status-history';
import { targetingColumns } from './targeting-section';

/*
 * What each tab's PUT does. Every one checks first (all problems at once, 422, nothing written),
 * then writes; lists are replaced as a whole (see list-sync.ts).
 */

export const saveGeneralTab: TabSaver<OfferGeneral> = async (env, body) => {
  const { tx, offer, actor, deps, cleanup } = env;
  const ctx = await checkContextOf(env, { requireHttps: body.requireHttps });
  await checkGeneral(ctx, body);
  await checkStoredUrlsForHttps(tx, offer.id, body.requireHttps, ctx.errors);
  throwFieldErrors(ctx.errors);
  const thumbnailFileId = await nextThumbnail(
    { tx, db: deps.db, files: deps.files, actor, cleanup, current: offer.thumbnailFileId },
    body,
  );
  await updateOfferRecord(tx, actor.tenantId, offer.id, { ...generalColumns(body), thumbnailFileId });
  await replaceCategoryLinks(tx, offer.id, body.categoryIds);
  if (body.status !== offer.status) {
    await recordStaffStatusChanges(tx, actor.tenantId, actor.userId, [
      { offerId: offer.id, fromStatus: offer.status, toStatus: body.status },
    ]);
  }
};

export const saveEventsTab: TabSaver<OfferEventsSection> = async (env, body) => {
  const { tx, offer, actor } = env;
  const stored = await findOfferEvents(tx, actor.tenantId, offer.id);
  const errors = {};
  await checkEvents(tx, stored, body.events, errors);
  throwFieldErrors(errors);
  await writeEvents(tx, { tenantId: actor.tenantId, offerId: offer.id }, stored, body.events);
};

export const saveLandingPagesTab: TabSaver<OfferLandingPagesSection> = async (env, body) => {
  const ctx = await checkContextOf(env);
  await checkLandingPages(ctx, body);
  throwFieldErrors(ctx.errors);
  await updateOfferRecord(env.tx, env.actor.tenantId, env.offer.id, landingPageColumns(body));
  await writeLandingPages(await writeContextOf(env), body.landingPages);
};

export const savePayoutsTab: TabSaver<OfferPayoutsSection> = async (env, body) => {
  const ctx = await checkContextOf(env);
  await checkPayouts(ctx, body);
  throwFieldErrors(ctx.errors);
  await writePayouts(await writeContextOf(env), body);
};

export const saveCapsTab: TabSaver<OfferCapsSection> = async (env, body) => {
  const ctx = await checkContextOf(env);
  await checkCaps(ctx, body);
  throwFieldErrors(ctx.errors);
  await writeCaps(await writeContextOf(env), body.caps);
};

export const saveTargetingTab: TabSaver<OfferTargetingSection> = async (env, body) => {
  await updateOfferRecord(env.tx, env.actor.tenantId, env.offer.id, targetingColumns(body));
};

/** Every wall-clock time sent here is read in the zone sent with it (what the form showed). */
export const saveScheduleTab: TabSaver<OfferScheduleSection> = async (env, body) => {
  const { tx, offer, actor } = env;
  const ctx = await checkContextOf(env, { timezone: body.timezone });
  const stored = await findStoredChanges(tx, actor.tenantId, offer.id);
  checkSchedule(ctx, body.scheduledChanges, stored);
  throwFieldErrors(ctx.errors);
  await moveOverrideWindows(tx, offer.id, offer.timezone, body.timezone);
  await updateOfferRecord(tx, actor.tenantId, offer.id, scheduleColumns(body));
  await writeScheduledChanges(await writeContextOf(env, body.timezone), body.scheduledChanges, stored);
};

export const saveFallbackTab: TabSaver<OfferFallbackSection> = async (env, body) => {
  const ctx = await checkContextOf(env);
  await checkFallbacks(ctx, body);
  throwFieldErrors(ctx.errors);
  await updateOfferRecord(env.tx, env.actor.tenantId, env.offer.id, {
    fallbackStrategy: body.fallbackStrategy,
  });
  await writeFallbacks(await writeContextOf(env), body.fallbacks);
};

export const savePermissionTab: TabSaver<OfferPermissionSection> = async (env, body) => {
  await updateOfferRecord(env.tx, env.actor.tenantId, env.offer.id, permissionColumns(body));
};
