import { resolvePayout } from '../../offer-model/index';
import type { PublisherFacts } from '../engine/checks/index';
import type { ClickRecord } from '../engine/click-record';
import type { ClickDecision, ClickStep, LinkValues } from '../engine/evaluate-click';
import type { VisitorFacts } from '../engine/visitor';

/*
 * The rows a decided click writes: one per step (a fallback offer's click is a row of its own,
 * linked to the first by `parent_click_id`).
 */

export type RecordContext = Readonly<{
  publisher: PublisherFacts;
  visitor: VisitorFacts;
  link: LinkValues;
  now: Date;
  isTest: boolean;
  referrer: string | null;
}>;

/** CPC money of a valid click: the base event's payout and revenue when they are per click. */
function clickMoney(step: ClickStep, context: RecordContext): { payout: string; revenue: string } {
  const base = step.snapshot.events.find((event) => event.isBase);
  if (step.reason || context.isTest || !base) return { payout: '0.00', revenue: '0.00' };
  const payout = resolvePayout(base, step.snapshot.overrides, {
    eventId: base.id,
    publisherId: context.publisher.id,
    country: context.visitor.country,
    at: context.now,
  });
  return {
    payout: payout.payoutType === 'cpc' ? (payout.payoutAmount ?? '0.00') : '0.00',
    revenue: base.revenueType === 'cpc' ? (base.revenueAmount ?? '0.00') : '0.00',
  };
}

function kindOf(step: ClickStep): ClickRecord['kind'] {
  if (!step.reason) return 'valid';
  return step.fallback ? 'fallback' : 'rejected';
}

export function clickRecordsOf(decision: ClickDecision, context: RecordContext): ClickRecord[] {
  const root = decision.steps[0]?.clickId ?? null;
  return decision.steps.map((step, index) => recordOf(step, index === 0 ? null : root, context));
}

/** One step's row; every field spelled out (no spreads), so every record has one hidden class. */
function recordOf(step: ClickStep, parentClickId: string | null, context: RecordContext): ClickRecord {
  const { publisher, visitor, link } = context;
  const money = clickMoney(step, context);
  return {
    id: step.clickId,
    clickedAt: context.now,
    tenantId: step.snapshot.offer.tenantId,
    offerId: step.snapshot.offer.id,
    offerRef: step.snapshot.offer.ref,
    publisherId: publisher.id,
    publisherRef: publisher.ref,
    advertiserId: step.snapshot.offer.advertiserId,
    kind: kindOf(step),
    reason: step.reason,
    reasonDetail: null,
    isUnique: !step.reason && !step.duplicate,
    isDuplicate: step.reason === 'duplicate_click' || step.duplicate,
    isTest: context.isTest,
    parentClickId,
    destinationUrl: step.url,
    sub1: link.sub1,
    sub2: link.sub2,
    sub3: link.sub3,
    sub4: link.sub4,
    sub5: link.sub5,
    source: link.source,
    affClickId: link.affClickId,
    country: visitor.country,
    region: visitor.region,
    deviceType: visitor.device,
    os: visitor.os,
    browser: visitor.browser,
    landingPageId: step.landingPageId,
    creativeId: step.creativeId,
    language: visitor.languages[0] ?? null,
    ip: visitor.ip,
    isProxy: visitor.isProxy,
    userAgent: visitor.userAgent || null,
    referrer: context.referrer,
    payout: money.payout,
    revenue: money.revenue,
    currency: step.snapshot.offer.currency,
    capKeys: step.capKeys,
  };
}
