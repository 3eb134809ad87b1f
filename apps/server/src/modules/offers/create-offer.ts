import type { CreateOfferInput } from '@affnet/contracts';
import type { FieldErrors } from '../../lib/app-error';
import { checkCaps, writeCaps } from './caps-section';
import { eventIdsByKey, writeEvents } from './events-section';
import { checkFallbacks, writeFallbacks } from './fallback-section';
import { throwFieldErrors } from './field-errors';
import { checkGeneral, generalColumns, nextThumbnail } from './general-section';
import { checkLandingPages, landingPageColumns, writeLandingPages } from './landing-pages-section';
import { checkItemIds } from './list-checks';
import { insertOfferRecord, replaceCategoryLinks } from './offer-repository';
import { recordOfferVersion } from './offer-versions';
import { checkPayouts, writePayouts } from './payouts-section';
import { permissionColumns } from './permission-section';
import { checkSchedule, scheduleColumns, writeScheduledChanges } from './schedule-section';
import { type Actor, type CheckContext, type OfferDeps, runOfferTransaction } from './section-context';
import { targetingColumns } from './targeting-section';

/** Every section's checks against the body itself: nothing is stored yet, so no item may carry an id. */
async function checkNewOffer(ctx: CheckContext, body: CreateOfferInput): Promise<void> {
  await checkGeneral(ctx, body);
  checkItemIds('events', body.events, new Set(), ctx.errors);
  await checkPayouts(ctx, body);
  await checkLandingPages(ctx, body);
  await checkCaps(ctx, body);
  checkSchedule(ctx, body.scheduledChanges, []);
  await checkFallbacks(ctx, body);
}

/**
 * A new offer with whatever sections the form sent (the wizard: general and base payout; the
 * classic form: all), in one transaction, with its first version (offer-versions.ts). Returns its id.
 */
export async function createOffer(deps: OfferDeps, actor: Actor, body: CreateOfferInput): Promise<string> {
  return runOfferTransaction(deps, async (tx, cleanup) => {
    const errors: FieldErrors = {};
    const ctx: CheckContext = {
      db: tx,
      tenantId: actor.tenantId,
      offerId: null,
      requireHttps: body.requireHttps,
      timezone: body.timezone,
      events: body.events,
      now: new Date(),
      errors,
    };
    await checkNewOffer(ctx, body);
    throwFieldErrors(errors);

    const thumbnailFileId = await nextThumbnail(
      { tx, db: deps.db, files: deps.files, actor, cleanup, current: null },
      body,
    );
    const offer = await insertOfferRecord(tx, {
      tenantId: actor.tenantId,
      createdBy: actor.userId,
      ...generalColumns(body),
      thumbnailFileId,
      ...landingPageColumns(body),
      ...targetingColumns(body),
      ...scheduleColumns(body),
      fallbackStrategy: body.fallbackStrategy,
      ...permissionColumns(body),
    });
    const target = { tenantId: actor.tenantId, offerId: offer.id };
    await replaceCategoryLinks(tx, offer.id, body.categoryIds);
    await writeEvents(tx, target, [], body.events);
    const write = { db: tx, ...target, timezone: body.timezone, eventIds: await eventIdsByKey(tx, offer.id) };
    await writePayouts(write, body);
    await writeLandingPages(write, body.landingPages);
    await writeCaps(write, body.caps);
    await writeScheduledChanges(write, body.scheduledChanges, []);
    await writeFallbacks(write, body.fallbacks);
    await recordOfferVersion(tx, { ...target, part: 'created', userId: actor.userId, before: null });
    return offer.id;
  });
}
