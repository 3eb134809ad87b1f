import { CONVERSION_REASONS, type ConversionReason } from '@affnet/contracts';
import type { Database } from '../../db/client';
import type { RecentClicks } from '../../tracking/engine/click-record';
import { CLICK_FLAGS, type ClickIdCodec } from '../../tracking/ids/click-id';
import type { RecordConversion } from './conversion-batch';
import { type AttributionSource, attributionsFromDatabase } from './find-attribution';
import { createClickFinder, type FindClick } from './find-click';
import { checkConversion } from './intake-checks';
import { paramsForLog, type RawParams, readIntakeParams } from './intake-params';
import {
  type AcceptedLog,
  type IntakeChannel,
  type RecordOutcome,
  recordConversion,
  writeIntakeLog,
} from './record-conversion';

/*
 * An advertiser's postback, pixel or tag call, from parameters to answer (docs/tracking.md
 * "Conversions"). Checks run in order and the first failure decides; every call is logged with
 * its result in `advertiser_postback_logs` (an accepted one in the conversion's transaction, the
 * others after). When the database cannot be reached nothing is stored and the answer is
 * `unavailable` (503 with Retry-After): the advertiser retries, and a retry is idempotent.
 */

export type IntakeDeps = {
  db: Database;
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
  now?: () => Date;
};

export type IntakeRequest = {
  tenantId: string;
  channel: IntakeChannel;
  method: string;
  protocol: 'http' | 'https';
  ip: string;
  params: RawParams;
  /** The click id in the `afc_{offer ref}` cookie of the tracking domain, for pixels. */
  cookieClickId: (offerRef: number) => string | null;
};

export type IntakeOutcome =
  | { result: 'accepted' | 'repeat'; httpStatus: 200; conversionId: string }
  | { result: ConversionReason; httpStatus: number; conversionId: null }
  | { result: 'unavailable'; httpStatus: 503; conversionId: null };

type Decided = RecordOutcome | { result: ConversionReason };

const refuse = (reason: ConversionReason): Decided => ({ result: reason });

function outcomeOf(decided: Decided): IntakeOutcome {
  if ('conversionId' in decided) return { ...decided, httpStatus: 200 };
  return {
    result: decided.result,
    httpStatus: CONVERSION_REASONS[decided.result].httpStatus,
    conversionId: null,
  };
}

async function decide(deps: IntakeDeps, request: IntakeRequest, log: AcceptedLog): Promise<Decided> {
  const params = readIntakeParams(request.params, request.cookieClickId);
  log.clickId = params?.clickId ?? (request.params.click_id || null);
  log.eventKey = request.params.event || null;
  log.txnId = request.params.txn_id || null;
  if (!params?.clickId) return refuse('invalid_request');
  const fields = (await deps.clickIds()).verify(params.clickId);
  if (!fields) return refuse('invalid_click_id');
  if (fields.flags & CLICK_FLAGS.notEligible) return refuse('click_not_eligible');
  const attributions = deps.attributions ?? attributionsFromDatabase(deps.db);
  const attribution = await attributions(request.tenantId, fields.offerRef, fields.publisherRef);
  if (!attribution) return refuse('unknown_offer');
  log.offerId = attribution.snapshot.offer.id;
  log.advertiserId = attribution.advertiser.id;
  log.publisherId = attribution.publisherId;
  const findClick = deps.findClick ?? createClickFinder(deps.db, deps.recentClicks);
  const click = await findClick({
    tenantId: request.tenantId,
    clickId: params.clickId,
    clickedAtSeconds: fields.clickedAtSeconds,
  });
  if (!click || click.offerId !== attribution.snapshot.offer.id) return refuse('click_not_found');
  if (click.kind !== 'valid') return refuse('click_not_eligible');
  const now = deps.now?.() ?? new Date();
  const verdict = checkConversion({ ...request, params, click, attribution, now });
  if ('reason' in verdict) return refuse(verdict.reason);
  log.eventKey = verdict.event.key;
  const record = deps.record ?? ((input, accepted) => recordConversion(deps.db, input, accepted));
  return record(
    {
      tenantId: request.tenantId,
      clickId: params.clickId,
      click,
      snapshot: attribution.snapshot,
      event: verdict.event,
      publisherId: attribution.publisherId,
      params,
      channel: request.channel,
      postbackIp: request.ip || null,
      isTest: click.isTest || (fields.flags & CLICK_FLAGS.test) !== 0,
      convertedAt: now,
    },
    log,
  );
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
  try {
    const outcome = outcomeOf(await decide(deps, request, log));
    if (outcome.result !== 'accepted') {
      await writeIntakeLog(deps.db, log, {
        result: outcome.result,
        httpStatus: outcome.httpStatus,
        conversionId: outcome.conversionId,
      });
    }
    return outcome;
  } catch (error) {
    // Whatever failed (the database gone, a lost connection), nothing was stored: never a 200.
    onFailure(error);
    return { result: 'unavailable', httpStatus: 503, conversionId: null };
  }
}
