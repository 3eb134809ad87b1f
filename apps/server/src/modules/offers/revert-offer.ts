import { isDeepStrictEqual } from 'node:util';
import type { Offer, OfferSection } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerVersions } from '../../db/schema/index';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { addZodIssues } from './field-errors';
import { loadOffer } from './offer-document';
import { lockOffer, updateOfferRecord } from './offer-repository';
import { OFFER_TABS } from './offer-tab-table';
import { recordOfferVersion } from './offer-versions';
import type { TabEnv } from './save-offer-tab';
import { type Actor, type OfferDeps, runOfferTransaction } from './section-context';

/*
 * Revert (docs/offers.md "Revert"): the offer back as an earlier version left it, as one save.
 * Each tab whose fields differ from that version's is saved again with them, through the tab's
 * own schema, checks and writes, in tab order, in one transaction under the offer's lock; the
 * whole is one new version ("revert", naming the version restored). If a tab cannot take its old
 * fields (an advertiser or publisher gone since, an event a payout needs), nothing is written and
 * the answer names the tab's fields that failed.
 *
 * Not restored, on purpose: the thumbnail (a replaced image is deleted with its file) and the
 * scheduled changes (a queue of actions, some already run; they stay as they are now).
 */

/** Fields a revert leaves as they are now (see above): the list sent as it is now. */
const KEPT_AS_NOW = new Set(['scheduledChanges']);
/** Left out of the body: the general tab keeps its thumbnail when no file is sent. */
const NOT_SENT = new Set(['thumbnail', 'removeThumbnail']);

type Json = unknown;

/** Every `id` in a document: the records that exist now. */
function idsIn(value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id' && typeof field === 'string') into.add(field);
      else idsIn(field, into);
    }
  }
  return into;
}

/**
 * A stored value as a form sends it: null is "not given" (the schemas' optional fields), and a
 * record deleted since (its id gone) comes back as a new one.
 */
function asInput(value: Json, existing: Set<string>): Json {
  if (Array.isArray(value)) return value.map((item) => asInput(item, existing));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === null) continue;
    if (key === 'id' && typeof field === 'string' && !existing.has(field)) continue;
    out[key] = asInput(field, existing);
  }
  return out;
}

/** The tab's body from an offer document: its schema's fields, the kept ones from the offer now. */
function sectionInput(section: OfferSection, from: Offer, now: Offer, existing: Set<string>) {
  const fields = Object.keys(OFFER_TABS[section].schema.shape);
  const body: Record<string, Json> = {};
  for (const field of fields) {
    if (NOT_SENT.has(field)) continue;
    const source = KEPT_AS_NOW.has(field) ? now : from;
    body[field] = (source as Record<string, Json>)[field] ?? null;
  }
  return asInput(body, existing) as Record<string, Json>;
}

async function versionSnapshot(tx: Database, tenantId: string, offerId: string, version: number) {
  const [row] = await tx
    .select({ snapshot: offerVersions.snapshot })
    .from(offerVersions)
    .where(
      and(
        eq(offerVersions.tenantId, tenantId),
        eq(offerVersions.offerId, offerId),
        eq(offerVersions.version, version),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', 'Version not found.');
  return row.snapshot;
}

/** Field errors of one tab, named under it (`payouts.overrides.0.publisherId`). */
function underSection(section: OfferSection, errors: FieldErrors | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([path, list]) => [`${section}.${path}`, list]));
}

function refusal(version: number, errors: FieldErrors): AppError {
  return new AppError(
    'VALIDATION',
    `Version ${version} cannot be restored as it was; nothing was changed.`,
    errors,
  );
}

/** Saves one tab with the version's fields if they differ from now; answers whether it saved. */
async function restoreSection(
  env: TabEnv,
  section: OfferSection,
  target: Offer,
  now: Offer,
  version: number,
): Promise<boolean> {
  const { schema, save } = OFFER_TABS[section];
  const existing = idsIn(now);
  const wanted = schema.safeParse(sectionInput(section, target, now, existing));
  const current = schema.safeParse(sectionInput(section, now, now, existing));
  if (!wanted.success) {
    const errors: FieldErrors = {};
    addZodIssues(errors, wanted.error.issues);
    throw refusal(version, underSection(section, errors));
  }
  if (current.success && isDeepStrictEqual(wanted.data, current.data)) return false;
  try {
    await save(env, wanted.data);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      throw refusal(version, underSection(section, error.fieldErrors));
    }
    throw error;
  }
}

/** Restores version `version` of the offer (404 for another tenant's offer or a version it lacks). */
export async function revertOffer(
  deps: OfferDeps,
  actor: Actor,
  target: { offerId: string; version: number },
): Promise<Offer> {
  const { offerId, version } = target;
  return runOfferTransaction(deps, async (tx, cleanup) => {
    const offer = await lockOffer(tx, actor.tenantId, offerId);
    if (!offer) throw new AppError('NOT_FOUND', 'Offer not found.');
    const before = await loadOffer(tx, actor.tenantId, offerId);
    if (!before) throw new AppError('NOT_FOUND', 'Offer not found.');
    const restored = await versionSnapshot(tx, actor.tenantId, offerId, version);
    let now = before;
    let record = offer;
    let saved = false;
    for (const section of Object.keys(OFFER_TABS) as OfferSection[]) {
      const env: TabEnv = { tx, offer: record, actor, deps, cleanup, now: new Date() };
      if (!(await restoreSection(env, section, restored, now, version))) continue;
      saved = true;
      // The tabs after it read the offer as this one left it (the schedule may move its zone).
      now = (await loadOffer(tx, actor.tenantId, offerId)) ?? now;
      record = (await lockOffer(tx, actor.tenantId, offerId)) ?? record;
    }
    // The version it is at already: nothing written, not even the offer's time.
    if (!saved) return before;
    await updateOfferRecord(tx, actor.tenantId, offerId, {});
    return recordOfferVersion(tx, {
      tenantId: actor.tenantId,
      offerId,
      part: 'revert',
      userId: actor.userId,
      before,
      revertedTo: version,
    });
  });
}
