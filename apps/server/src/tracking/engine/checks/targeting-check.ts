import type { ClickReason, OfferTargeting } from '@affnet/contracts';
import { ipRangesOf } from '../ip-ranges';
import type { VisitorFacts } from '../visitor';
import type { Check } from './check-input';

type Rule = Readonly<{ include: readonly string[]; exclude: readonly string[] }>;

/**
 * One dimension's rule (docs/offers.md "Targeting"): with an include list only matching clicks
 * pass, a match on the exclude list fails. `matches` answers for one list; an unknown value
 * (a private address has no country) matches no list, so it fails an include list only.
 */
function passes(rule: Rule, matches: (list: readonly string[]) => boolean): boolean {
  if (rule.include.length > 0 && !matches(rule.include)) return false;
  return !(rule.exclude.length > 0 && matches(rule.exclude));
}

const valueIn = (value: string | null) => (list: readonly string[]) => value !== null && list.includes(value);

type Dimension = {
  reason: ClickReason;
  rule: (t: OfferTargeting) => Rule;
  matches: (v: VisitorFacts) => (list: readonly string[]) => boolean;
};

/** In the catalogue's order (contracts CLICK_REASONS): the first mismatch names the click's reason. */
const DIMENSIONS: readonly Dimension[] = [
  { reason: 'targeting_country', rule: (t) => t.country, matches: (v) => valueIn(v.country) },
  { reason: 'targeting_region', rule: (t) => t.region, matches: (v) => valueIn(v.region) },
  { reason: 'targeting_device', rule: (t) => t.device, matches: (v) => valueIn(v.device) },
  { reason: 'targeting_os', rule: (t) => t.os, matches: (v) => valueIn(v.os) },
  { reason: 'targeting_browser', rule: (t) => t.browser, matches: (v) => valueIn(v.browser) },
  {
    reason: 'targeting_language',
    rule: (t) => t.language,
    // Any of the languages the browser accepts counts: a German reader with English second is both.
    matches: (v) => (list) => v.languages.some((language) => list.includes(language)),
  },
  { reason: 'targeting_ip', rule: (t) => t.ip, matches: (v) => (list) => ipRangesOf(list).has(v.ip) },
  { reason: 'targeting_connection', rule: (t) => t.connection, matches: (v) => valueIn(v.connection) },
];

export const checkTargeting: Check = ({ snapshot, visitor }) => {
  const { targeting } = snapshot.offer;
  for (const dimension of DIMENSIONS) {
    const rule = dimension.rule(targeting);
    // Most offers target a few dimensions: an empty rule passes without building its matcher.
    if (rule.include.length === 0 && rule.exclude.length === 0) continue;
    if (!passes(rule, dimension.matches(visitor))) return dimension.reason;
  }
  if (targeting.blockProxies && visitor.isProxy) return 'proxy';
  return null;
};
