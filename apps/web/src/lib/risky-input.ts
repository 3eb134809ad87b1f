import { PAYOUT_TYPE_PARTS, type PayoutType } from '@affnet/contracts';
import { formatAmount } from './money';
import { formatPercent } from './pricing';

/*
 * Risky input, said where it is typed (docs/offers.md, "Warnings"): allowed, so the form still
 * saves, but worth a second look before it costs money or conversions.
 */

/** A price as a form holds it: '' for a part not typed (or not used by the type). */
type TypedPrice = { type: PayoutType | ''; amount: string; percent: string };

function numberOf(text: string): number | null {
  return text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
}

/**
 * Said where a payout is typed when it is above the revenue it is paid from: the network would
 * pay the publisher more than the advertiser pays it for the same event. Only when the two
 * compare: both fixed amounts, or both shares of the sale (a mix depends on each sale). A
 * warning, not an error: a network may pay more on purpose, to win a publisher.
 */
export function payoutAboveRevenueWarning(
  payout: TypedPrice,
  revenue: TypedPrice,
  currency: string,
): string | null {
  if (payout.type === '' || revenue.type === '') return null;
  const pay = PAYOUT_TYPE_PARTS[payout.type];
  const earn = PAYOUT_TYPE_PARTS[revenue.type];
  const byAmount = pay.amount && !pay.percent && earn.amount && !earn.percent;
  const byPercent = pay.percent && !pay.amount && earn.percent && !earn.amount;
  if (!byAmount && !byPercent) return null;
  const paid = numberOf(byAmount ? payout.amount : payout.percent);
  const earned = numberOf(byAmount ? revenue.amount : revenue.percent);
  if (paid === null || earned === null || paid <= earned) return null;
  const [paidText, earnedText] = byAmount
    ? [formatAmount(paid, currency), formatAmount(earned, currency)]
    : [formatPercent(String(paid)), formatPercent(String(earned))];
  return `This payout (${paidText}) is above the revenue (${earnedText}): each conversion loses money.`;
}

/**
 * Said under a landing page or destination URL without `{click_id}`: the advertiser's server
 * postback names the click by that id, so without it their conversions of these clicks cannot be
 * matched (only a pixel in the visitor's own browser could). A warning: a URL may be saved so.
 */
export function missingClickIdWarning(url: string): string | null {
  if (url.trim() === '' || url.includes('{click_id}')) return null;
  return 'No {click_id} in this URL: the advertiser’s postbacks cannot name the click, so its conversions cannot be matched.';
}
