import type { Offer, OfferVersionPart } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { eventIdsByKey } from './events-section';
import { findOfferEvents, lockOffer, type OfferRecord, updateOfferRecord } from './offer-repository';
import { offerBefore, recordOfferVersion } from './offer-versions';
import {
  type Actor,
  type CheckContext,
  type Cleanup,
  type OfferDeps,
  runOfferTransaction,
  type WriteContext,
} from './section-context';

/** One tab's save, inside the transaction that holds the offer row locked. */
export type TabEnv = {
  tx: Database;
  offer: OfferRecord;
  actor: Actor;
  deps: OfferDeps;
  cleanup: Cleanup;
  now: Date;
};
export type TabSaver<B> = (env: TabEnv, body: B) => Promise<void>;

/**
 * Saves one tab of an offer of the actor's tenant (404 for any other id): the tab's checks,
 * then its writes, all or nothing; the offer's `updated_at` moves with every save, and a save
 * that changed the offer is a version of its history (offer-versions.ts). Answers the offer
 * after the save, as the version read it.
 */
export async function saveOfferTab<B>(
  deps: OfferDeps,
  actor: Actor,
  target: { offerId: string; tab: OfferVersionPart },
  body: B,
  saver: TabSaver<B>,
): Promise<Offer> {
  const { offerId, tab } = target;
  return runOfferTransaction(deps, async (tx, cleanup) => {
    const offer = await lockOffer(tx, actor.tenantId, offerId);
    if (!offer) throw new AppError('NOT_FOUND', 'Offer not found.');
    const before = await offerBefore(tx, actor.tenantId, offer);
    await saver({ tx, offer, actor, deps, cleanup, now: new Date() }, body);
    await updateOfferRecord(tx, actor.tenantId, offerId, {});
    return recordOfferVersion(tx, {
      tenantId: actor.tenantId,
      offerId,
      part: tab,
      userId: actor.userId,
      before,
    });
  });
}

/** Checks of a tab read the stored offer: its events, its HTTPS flag and its time zone. */
export async function checkContextOf(
  env: TabEnv,
  overrides: Partial<Pick<CheckContext, 'timezone' | 'requireHttps'>> = {},
): Promise<CheckContext> {
  const { tx, offer, actor, now } = env;
  const events = await findOfferEvents(tx, actor.tenantId, offer.id);
  return {
    db: tx,
    tenantId: actor.tenantId,
    offerId: offer.id,
    requireHttps: offer.requireHttps,
    timezone: offer.timezone,
    events,
    now,
    errors: {},
    ...overrides,
  };
}

export async function writeContextOf(env: TabEnv, timezone = env.offer.timezone): Promise<WriteContext> {
  const { tx, offer, actor } = env;
  return {
    db: tx,
    tenantId: actor.tenantId,
    offerId: offer.id,
    timezone,
    eventIds: await eventIdsByKey(tx, offer.id),
  };
}
