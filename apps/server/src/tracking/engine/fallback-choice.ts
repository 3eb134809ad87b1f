import { CLICK_REASONS, type ClickReason } from '@affnet/contracts';
import type { OfferSnapshot } from '../../offer-model/index';
import { pickByWeight, type Random } from './destination';

export type FallbackEntry = OfferSnapshot['fallbacks'][number];

/**
 * Whether a failed click may go to the fallback at all: the reason must have a fallback group,
 * and the offer may send such clicks away instead (targeting `reject`, duplicates `block`).
 */
export function fallbackGroupOf(snapshot: OfferSnapshot, reason: ClickReason) {
  const group = CLICK_REASONS[reason].fallback;
  if (group === 'targeting' && snapshot.offer.targeting.mismatchAction === 'reject') return null;
  if (group === 'duplicate' && snapshot.offer.duplicateClickAction === 'block') return null;
  return group;
}

/**
 * The entry a failed click takes (docs/offers.md "Fallback"): among entries whose reasons
 * include the click's (none listed = every reason) and whose target offer is not already on the
 * click's path, the first by priority or one by weight.
 */
export function chooseFallback(
  snapshot: OfferSnapshot,
  reason: ClickReason,
  visitedOfferIds: ReadonlySet<string>,
  random: Random,
): FallbackEntry | null {
  const group = fallbackGroupOf(snapshot, reason);
  if (!group) return null;
  const applicable = snapshot.fallbacks.filter(
    (entry) =>
      (entry.reasons.length === 0 || entry.reasons.includes(group)) &&
      !(entry.kind === 'offer' && entry.targetOfferId && visitedOfferIds.has(entry.targetOfferId)),
  );
  if (snapshot.offer.fallbackStrategy === 'priority') return applicable[0] ?? null;
  return pickByWeight(applicable, (entry) => entry.weight, random);
}
