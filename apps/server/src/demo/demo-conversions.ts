import type { Database } from '../db/client';
import type { EventStore } from '../events/index';
import { changeConversionStatuses } from '../modules/conversions/index';
import { ALL_PARTNERS } from '../modules/partner-scope/index';
import { findPartner } from '../modules/partners/index';
import type { OfferSnapshot } from '../offer-model/index';
import type { ClickIdCodec, Random, RecentClicks } from '../tracking/index';
import { receiveConversion } from '../tracking/index';

/*
 * A share of the demo's valid clicks convert: each through the conversion intake (the
 * advertiser's server postback with their token, as a live integration sends it), with the
 * intake's clock set to the conversion's time, a while after its click. Half report
 * `status=pending` (a lead under review), the rest take the status the offer gives. Then the demo
 * admin approves some and rejects some with a reason through the status change; the rest stay as
 * they came. Each advertiser's integration also makes the mistakes a live one makes, so their
 * postback log shows refusals beside the accepted calls: a retry of a call already taken, an event
 * the offer does not have, a token from before a rotation.
 */

export type ConvertibleClick = Readonly<{ clickId: string; at: Date; snapshot: OfferSnapshot; ip: string }>;

export type ConversionTools = Readonly<{
  random: Random;
  end: Date;
  clickIds: ClickIdCodec;
  recentClicks: RecentClicks;
}>;

const CONVERSION_SHARE = 0.15;
const PENDING_SHARE = 0.5;
const REJECT_SHARE = 0.15;
const APPROVE_SHARE = 0.3;
const REJECTION = 'Duplicate lead: the customer already had an account.';
const MINUTE_MS = 60_000;
/** What an advertiser's integration gets wrong after an accepted call, once each, in this order. */
const MISTAKES: readonly ((params: Record<string, string>) => Record<string, string>)[] = [
  (params) => params,
  (params) => ({ ...params, event: 'checkout', txn_id: `${params.txn_id}-C` }),
  (params) => ({ ...params, token: 'token-from-before-the-rotation', txn_id: `${params.txn_id}-R` }),
];

/** A time after the click (past the offer's minimum), within two days, before `end`. */
function conversionTime(random: Random, click: ConvertibleClick, end: Date): Date | null {
  const earliest = click.at.getTime() + click.snapshot.offer.minConversionSeconds * 1000 + MINUTE_MS;
  const at = earliest + Math.floor(random() * 2 * 24 * 60 * MINUTE_MS * random());
  return at < end.getTime() ? new Date(at) : null;
}

function amountOf(random: Random): string {
  return (20 + random() * 180).toFixed(2);
}

/** The advertiser's postback token, read once per advertiser. */
function advertiserTokens(db: Database, tenantId: string) {
  const known = new Map<string, string>();
  return async (advertiserId: string): Promise<string> => {
    const cached = known.get(advertiserId);
    if (cached !== undefined) return cached;
    const advertiser = await findPartner(db, tenantId, 'advertiser', advertiserId, ALL_PARTNERS);
    const token = advertiser?.partner.conversionToken ?? '';
    known.set(advertiserId, token);
    return token;
  };
}

export async function convertDemoClicks(
  { db, events }: { db: Database; events: EventStore },
  tenantId: string,
  adminId: string,
  clicks: readonly ConvertibleClick[],
  tools: ConversionTools,
): Promise<number> {
  const planned = clicks
    .filter(() => tools.random() < CONVERSION_SHARE)
    .map((click) => ({ click, at: conversionTime(tools.random, click, tools.end) }))
    .filter((entry): entry is { click: ConvertibleClick; at: Date } => entry.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let clock = tools.end;
  const deps = {
    db,
    events,
    clickIds: async () => tools.clickIds,
    recentClicks: tools.recentClicks,
    now: () => clock,
  };
  const tokenOf = advertiserTokens(db, tenantId);
  const postback = (ip: string, params: Record<string, string>) =>
    receiveConversion(
      deps,
      {
        tenantId,
        networkIntake: 'server_only',
        channel: 'postback',
        method: 'GET',
        protocol: 'https',
        ip,
        params,
        cookieClickId: () => null,
      },
      (error) => {
        throw error;
      },
    );
  const accepted: string[] = [];
  const mistakesMade = new Map<string, number>();
  for (const { click, at } of planned) {
    clock = at;
    const { advertiserId } = click.snapshot.offer;
    const params = {
      click_id: click.clickId,
      txn_id: `T${at.getTime().toString(36)}`,
      amount: amountOf(tools.random),
      token: await tokenOf(advertiserId),
    };
    const reported: Record<string, string> = tools.random() < PENDING_SHARE ? { status: 'pending' } : {};
    const outcome = await postback(click.ip, { ...params, ...reported });
    if (outcome.result !== 'accepted') continue;
    accepted.push(outcome.conversionId);
    const made = mistakesMade.get(advertiserId) ?? 0;
    const mistake = MISTAKES[made];
    if (mistake && clock.getTime() + 5 * MINUTE_MS < tools.end.getTime()) {
      clock = new Date(clock.getTime() + 5 * MINUTE_MS);
      await postback(click.ip, mistake({ ...params, ...reported }));
      mistakesMade.set(advertiserId, made + 1);
    }
  }
  const rejected: string[] = [];
  const approved: string[] = [];
  for (const id of accepted) {
    const roll = tools.random();
    if (roll < REJECT_SHARE) rejected.push(id);
    else if (roll < REJECT_SHARE + APPROVE_SHARE) approved.push(id);
  }
  const admin = { id: adminId, scope: ALL_PARTNERS };
  if (approved.length > 0)
    await changeConversionStatuses({ db, events }, tenantId, { ids: approved, status: 'approved' }, admin);
  if (rejected.length > 0)
    await changeConversionStatuses(
      { db, events },
      tenantId,
      { ids: rejected, status: 'rejected', reason: REJECTION },
      admin,
    );
  return accepted.length;
}
