import type { ClickCheck, ClickReason } from '@affnet/contracts';
import { checkCaps } from './cap-check';
import type { Check, CheckInput } from './check-input';
import { checkSchedule } from './schedule-check';
import { checkOfferStatus, checkPublisher } from './status-checks';
import { checkTargeting } from './targeting-check';
import { checkDuplicate, checkTrafficFilters } from './traffic-checks';

export { type ClickCap, clickCapsOf } from './cap-check';
export type { Check, CheckInput, PublisherFacts } from './check-input';
export { publisherRefusal } from './status-checks';

/** The checks in their fixed order (docs/tracking.md "Checks, in this order"). */
export const ORDERED_CHECKS: ReadonlyArray<readonly [ClickCheck, Check]> = [
  ['offer_status', checkOfferStatus],
  ['publisher', checkPublisher],
  ['schedule', checkSchedule],
  ['targeting', checkTargeting],
  ['traffic_filters', checkTrafficFilters],
  ['duplicate', checkDuplicate],
  ['caps', checkCaps],
];

export type CheckVerdict = Readonly<{ check: ClickCheck; reason: ClickReason | null }>;

/** The first failing check's reason, or null when the click passes them all. */
export function firstFailure(input: CheckInput): ClickReason | null {
  for (const [, check] of ORDERED_CHECKS) {
    const reason = check(input);
    if (reason) return reason;
  }
  return null;
}

/** A passing verdict per check, made once: a valid click allocates none. */
const PASSED = new Map<ClickCheck, CheckVerdict>(
  ORDERED_CHECKS.map(([check]) => [check, Object.freeze({ check, reason: null })]),
);

/** Every check's own verdict, in order (the preview shows them all; the first failure decides). */
export function everyVerdict(input: CheckInput): CheckVerdict[] {
  return ORDERED_CHECKS.map(([check, run]) => {
    const reason = run(input);
    return reason ? { check, reason } : (PASSED.get(check) ?? { check, reason });
  });
}
