import { CONVERSION_REASONS, type ConversionIntake, type ConversionReason } from '@affnet/contracts';
import type { Database } from '../../db/client';
import type { EventStore } from '../../events/index';
import type { RecentClicks } from '../engine/click-record';
import { CLICK_FLAGS, type ClickIdCodec } from '../ids/click-id';
import { browserTrusted, isBrowserChannel } from './browser-trust';
import type { RecordConversion } from './conversion-batch';
import { type AcceptedLog, type IntakeChannel, type RecordOutcome, writeIntakeLog } from './conversion-rows';
import { type AttributionSource, attributionsFromDatabase } from './find-attribution';
import { createClickFinder, type FindClick } from './find-click';
import { checkCaller, checkConversion } from './intake-checks';
import { paramsForLog, type RawParams, readIntakeParams } from './intake-params';
import { recordConversion } from './record-conversion';
import type { LimitedLog, RefusalBudget } from './refusal-budget';

/*
 * An advertiser's postback, pixel or tag call, from parameters to answer (docs/tracking.md
 * "Conversions"). Checks run in order and the first failure decides; every call is logged with
 * its result in `advertiser_postback_logs` (an accepted one in the conversion's transaction, the
 * others after). When the database cannot be reached nothing is stored and the answer is
 * `unavailable` (503 with Retry-After): the advertiser retries, and a retry is idempotent.
 */

export type IntakeDeps = {
  db: Database;
  /** Where clicks are found and conversions counted (src/events). */
  events: EventStore;
  /** The installation's click-id codec (its key is read from the database once). */
  clickIds: () => Promise<ClickIdCodec>;
  /** Clicks this process decided but may not have written yet. */
  recentClicks: RecentClicks;
  /** Finds a conversion's click; default: memory, then one query per lookup (`createClickFinder` groups them). */
  findClick?: FindClick;
  /** The offer, publisher and advertiser a click id names; default: read from `db`. */
  attributions?: AttributionSource;
  /** Stores a checked conversion; default: one transaction each (`createConversionRecorder` groups them). */
  record?: RecordConversion;
  /** Refusals each source may have logged before its failing calls are limited; default: no limit. */
  refusals?: RefusalBudget;
  now?: () => Date;
};

export type IntakeRequest = {
  tenantId: string;
  /** The network's default conversion channels (`tenants.conversion_intake`). */
  networkIntake: ConversionIntake;
  channel: IntakeChannel;
  method: string;
  protocol: 'http' | 'https';
  ip: string;
  params: RawParams;
  /** The click id in the `afc_{offer ref}` cookie of the tracking domain, for pixels. */
  cookieClickId: (offerRef: number) => string | null;
  /** False for an advertiser's own test conversion (their offer view): it calls no publisher. */
  notifyPublisher?: boolean;
};

export type IntakeOutcome =
  | { result: 'accepted' | 'repeat'; httpStatus: 200; conversionId: string }
  | { result: ConversionReason; httpStatus: number; conversionId: null; retryAfterSeconds?: number }
  | { result: 'unavailable'; httpStatus: 503; conversionId: null };

/**
 * A refusal, and whether it came before the caller proved itself (a server postback's token and
 * address): such refusals, and every one of a browser call, count against the source's budget.
 */
type Refused = { result: ConversionReason; unproven: boolean };
type Decided = RecordOutcome | Refused;

function outcomeOf(decided: Decided): IntakeOutcome {
  if ('conversionId' in decided) return { ...decided, httpStatus: 200 };
  return {
    result: decided.result,
    httpStatus: CONVERSION_REASONS[decided.result].httpStatus,
    conversionId: null,
  };
}

async function decide(deps: IntakeDeps, request: IntakeRequest, log: AcceptedLog): Promise<Decided> {
  const browser = isBrowserChannel(request.channel);
  const unproven = (reason: ConversionReason): Refused => ({ result: reason, unproven: true });
  const refuse = (reason: ConversionReason): Refused => ({ result: reason, unproven: browser });
  const sent = readIntakeParams(request.params, request.cookieClickId);
  log.clickId = sent?.clickId ?? (request.params.click_id || null);
  log.eventKey = request.params.event || null;
  log.txnId = request.params.txn_id || null;
  if (!sent?.clickId) return unproven('invalid_request');
  const fields = (await deps.clickIds()).verify(sent.clickId);
  if (!fields) return unproven('invalid_click_id');
  if (fields.flags & CLICK_FLAGS.notEligible) return unproven('click_not_eligible');
  const attributions = deps.attributions ?? attributionsFromDatabase(deps.db);
  const attribution = await attributions(request.tenantId, fields.offerRef, fields.publisherRef);
  if (!attribution) return unproven('unknown_offer');
  log.offerId = attribution.snapshot.offer.id;
  log.advertiserId = attribution.advertiser.id;
  log.publisherId = attribution.publisherId;
  const caller = { ...request, params: sent, attribution };
  const callerProblem = checkCaller(caller);
  if (callerProblem) return unproven(callerProblem);
  const findClick = deps.findClick ?? createClickFinder(deps.events, deps.recentClicks);
  const click = await findClick({
    tenantId: request.tenantId,
    clickId: sent.clickId,
    clickedAtSeconds: fields.clickedAtSeconds,
  });
  if (!click || click.offerId !== attribution.snapshot.offer.id) return refuse('click_not_found');
  if (click.kind !== 'valid') return refuse('click_not_eligible');
  const now = deps.now?.() ?? new Date();
  const verdict = checkConversion({ ...caller, click, now });
  if ('reason' in verdict) return refuse(verdict.reason);
  log.eventKey = verdict.event.key;
  const params = browser ? browserTrusted(sent, attribution.snapshot.offer) : sent;
  if (params === 'amount_over_limit') return refuse(params);
  const record = deps.record ?? ((input, accepted) => recordConversion(deps, input, accepted));
  return record(
    {
      tenantId: request.tenantId,
      clickId: sent.clickId,
      click,
      snapshot: attribution.snapshot,
      event: verdict.event,
      publisherId: attribution.publisherId,
      params,
      channel: request.channel,
      postbackIp: request.ip || null,
      isTest: click.isTest || (fields.flags & CLICK_FLAGS.test) !== 0,
      notifyPublisher: request.notifyPublisher !== false,
      convertedAt: now,
      fx: attribution.fx,
    },
    log,
  );
}

/** Whether a call that was not accepted counts against its source's refusal budget. */
function countsAgainstBudget(channel: IntakeChannel, decided: Decided): boolean {
  if (isBrowserChannel(channel)) return decided.result !== 'accepted';
  return 'unproven' in decided && decided.unproven;
}

/** A limited call: counted into its source's row, answered 429 with the seconds left in the window. */
async function limit(budget: RefusalBudget, request: IntakeRequest, log: LimitedLog): Promise<IntakeOutcome> {
  await budget.countLimited(log);
  return {
    result: 'rate_limited',
    httpStatus: CONVERSION_REASONS.rate_limited.httpStatus,
    conversionId: null,
    retryAfterSeconds: budget.retryAfterSeconds(request.tenantId, request.ip),
  };
}

/** Runs the checks, stores what passes, logs every call; `onFailure` hears why storage failed. */
export async function receiveConversion(
  deps: IntakeDeps,
  request: IntakeRequest,
  onFailure: (error: unknown) => void,
): Promise<IntakeOutcome> {
  const log: AcceptedLog = {
    tenantId: request.tenantId,
    channel: request.channel,
    method: request.method,
    isHttps: request.protocol === 'https',
    ip: request.ip || null,
    params: paramsForLog(request.params),
  };
  // A staff test is no advertiser's call: never limited.
  const budget = log.channel === 'test' ? undefined : deps.refusals;
  try {
    // A browser proves nothing, so a spent source's browser calls are limited before any check.
    if (
      budget &&
      isLimitedLog(log) &&
      isBrowserChannel(log.channel) &&
      budget.isSpent(log.tenantId, request.ip)
    ) {
      return await limit(budget, request, { ...log, clickId: request.params.click_id || null });
    }
    const decided = await decide(deps, request, log);
    const outcome = outcomeOf(decided);
    if (outcome.result === 'accepted') return outcome;
    if (
      budget &&
      isLimitedLog(log) &&
      countsAgainstBudget(log.channel, decided) &&
      !budget.take(log.tenantId, request.ip)
    ) {
      return await limit(budget, request, log);
    }
    await writeIntakeLog(deps.db, log, {
      result: outcome.result,
      httpStatus: outcome.httpStatus,
      conversionId: outcome.conversionId,
    });
    return outcome;
  } catch (error) {
    // Whatever failed (the database gone, a lost connection), nothing was stored: never a 200.
    onFailure(error);
    return { result: 'unavailable', httpStatus: 503, conversionId: null };
  }
}

function isLimitedLog(log: AcceptedLog): log is LimitedLog {
  return log.channel !== 'test';
}
