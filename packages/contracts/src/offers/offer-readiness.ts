import { zonedTimeToUtc } from '../values';
import type { Offer, OfferPayout } from './offer';

/*
 * What an offer lacks before it can go live, as one pure rule set over the stored offer: the
 * wizard's review step lists it, and the tracking engine can ask the same question of its copy.
 * The offer's status is not part of it: a draft that is otherwise complete is ready to activate.
 */

/** The parts of an offer the rules read. */
export type OfferReadinessInput = Pick<
  Offer,
  | 'destinationUrl'
  | 'landingPages'
  | 'events'
  | 'payouts'
  | 'visibility'
  | 'accessCounts'
  | 'timezone'
  | 'liveFrom'
  | 'liveUntil'
  | 'creativeCount'
  | 'fallbacks'
>;

/** The editor tab (and API section) where an issue is fixed. */
export type OfferReadinessSection =
  | 'general'
  | 'events'
  | 'landing-pages'
  | 'payouts'
  | 'creatives'
  | 'schedule'
  | 'fallback'
  | 'permission';

export type OfferReadinessIssue = {
  /** Stable name of the rule, for code that acts on one (tests, the engine). */
  code:
    | 'no-destination'
    | 'base-payout-zero'
    | 'base-revenue-zero'
    | 'event-payout-zero'
    | 'live-window-ended'
    | 'live-window-ahead'
    | 'no-rotating-landing-page'
    | 'private-without-publishers'
    | 'no-creatives'
    | 'no-fallback';
  /** blocker: it cannot go live like this; warning: it can, but clicks or money go where nobody meant. */
  level: 'blocker' | 'warning';
  section: OfferReadinessSection;
  message: string;
};

const isZero = (value: string | null) => value === null || Number(value) === 0;

/** A price that pays nothing: every part it uses is zero or unset. */
function paysNothing(amount: string | null, percent: string | null): boolean {
  return isZero(amount) && isZero(percent);
}

function pricingIssues(offer: OfferReadinessInput): OfferReadinessIssue[] {
  const issues: OfferReadinessIssue[] = [];
  const priceOf = (eventId: string): OfferPayout | undefined =>
    offer.payouts.find((payout) => payout.eventId === eventId);
  for (const event of offer.events) {
    const price = priceOf(event.id);
    const payoutZero = !price || paysNothing(price.payoutAmount, price.payoutPercent);
    if (event.isBase) {
      if (payoutZero) {
        issues.push({
          code: 'base-payout-zero',
          level: 'blocker',
          section: 'payouts',
          message: `${event.name} pays publishers nothing: set its payout`,
        });
      }
      if (!price || paysNothing(price.revenueAmount, price.revenuePercent)) {
        issues.push({
          code: 'base-revenue-zero',
          level: 'warning',
          section: 'payouts',
          message: `The advertiser is charged nothing for ${event.name}`,
        });
      }
    } else if (payoutZero && !event.isPrivate) {
      issues.push({
        code: 'event-payout-zero',
        level: 'warning',
        section: 'payouts',
        message: `${event.name} pays publishers nothing`,
      });
    }
  }
  return issues;
}

function destinationIssues(offer: OfferReadinessInput): OfferReadinessIssue[] {
  const rotating = offer.landingPages.some((page) => page.status === 'active' && page.weight > 0);
  if (offer.destinationUrl.trim() === '' && !rotating) {
    return [
      {
        code: 'no-destination',
        level: 'blocker',
        section: 'general',
        message: 'Clicks have nowhere to go: set a destination URL or an active landing page',
      },
    ];
  }
  if (offer.landingPages.length > 0 && !rotating) {
    return [
      {
        code: 'no-rotating-landing-page',
        level: 'warning',
        section: 'landing-pages',
        message: 'No landing page is active with a weight above 0: clicks go to the destination URL',
      },
    ];
  }
  return [];
}

function scheduleIssues(offer: OfferReadinessInput, now: Date): OfferReadinessIssue[] {
  const at = (local: string) => zonedTimeToUtc(local, offer.timezone).getTime();
  if (offer.liveUntil && at(offer.liveUntil) <= now.getTime()) {
    return [
      {
        code: 'live-window-ended',
        level: 'blocker',
        section: 'schedule',
        message: `Its live window ended on ${offer.liveUntil.replace('T', ' ')} (${offer.timezone}): it would expire at once`,
      },
    ];
  }
  if (offer.liveFrom && at(offer.liveFrom) > now.getTime()) {
    return [
      {
        code: 'live-window-ahead',
        level: 'warning',
        section: 'schedule',
        message: `It takes traffic from ${offer.liveFrom.replace('T', ' ')} (${offer.timezone}); clicks before go to the fallback`,
      },
    ];
  }
  return [];
}

function reachIssues(offer: OfferReadinessInput): OfferReadinessIssue[] {
  const issues: OfferReadinessIssue[] = [];
  if (offer.visibility === 'private' && offer.accessCounts.approved === 0) {
    issues.push({
      code: 'private-without-publishers',
      level: 'warning',
      section: 'permission',
      message: 'It is private and no publisher has access: nobody can see it',
    });
  }
  if (offer.creativeCount === 0) {
    issues.push({
      code: 'no-creatives',
      level: 'warning',
      section: 'creatives',
      message: 'No creatives: publishers get the tracking link only, no banners or texts',
    });
  }
  if (offer.fallbacks.length === 0) {
    issues.push({
      code: 'no-fallback',
      level: 'warning',
      section: 'fallback',
      message: 'No fallback: clicks it cannot take (capped, off schedule, not targeted) are refused',
    });
  }
  return issues;
}

/** Everything that keeps the offer from going live (blockers first), at the moment `now`. */
export function checkOfferReadiness(offer: OfferReadinessInput, now: Date): OfferReadinessIssue[] {
  const issues = [
    ...destinationIssues(offer),
    ...pricingIssues(offer),
    ...scheduleIssues(offer, now),
    ...reachIssues(offer),
  ];
  return [
    ...issues.filter((issue) => issue.level === 'blocker'),
    ...issues.filter((issue) => issue.level === 'warning'),
  ];
}

/** No blocker left: the offer may be made active. */
export function canGoLive(issues: readonly OfferReadinessIssue[]): boolean {
  return issues.every((issue) => issue.level !== 'blocker');
}
