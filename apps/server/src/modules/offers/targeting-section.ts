import type { OfferTargetingSection } from '@affnet/contracts';

/** The targeting tab's columns: the rules document and the traffic filters beside it. */
export function targetingColumns(input: OfferTargetingSection) {
  return {
    targeting: input.targeting,
    blockBots: input.blockBots,
    blockedIps: [...new Set(input.blockedIps)],
    duplicateClickAction: input.duplicateClickAction,
    duplicateClickWindowHours: input.duplicateClickWindowHours,
  };
}
