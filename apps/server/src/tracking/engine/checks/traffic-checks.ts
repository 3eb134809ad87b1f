import { ipRangesOf } from '../ip-ranges';
import type { Check } from './check-input';

/** The offer's blocked addresses and ranges, then bots by user agent when `blockBots` is on. */
export const checkTrafficFilters: Check = ({ snapshot, visitor }) => {
  if (snapshot.offer.blockedIps.length > 0 && ipRangesOf(snapshot.offer.blockedIps).has(visitor.ip)) {
    return 'blocked_ip';
  }
  if (snapshot.offer.blockBots && visitor.isBot) return 'bot';
  return null;
};

/**
 * A repeat visit within the window fails only when the offer blocks duplicates or sends them to
 * the fallback; with `allow` it passes and is counted as a duplicate (not unique).
 */
export const checkDuplicate: Check = ({ snapshot, repeatVisit }) =>
  repeatVisit && snapshot.offer.duplicateClickAction !== 'allow' ? 'duplicate_click' : null;
