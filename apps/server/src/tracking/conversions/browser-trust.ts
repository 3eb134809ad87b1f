import type { ConversionChannel } from '@affnet/contracts';
import type { OfferSnapshot } from '../../offer-model/index';
import type { IntakeChannel } from './conversion-rows';
import type { IntakeParams } from './intake-params';

/*
 * What a browser may tell us (docs/tracking.md "What a browser may do"). A pixel, an iframe or the
 * JS tag runs in a visitor's browser: anyone holding a click id (the publisher who clicked their
 * own link, say) can call it with any parameters, so it holds no secret and proves nothing. It
 * never chooses the status; its sale amount counts only up to the offer's limit for browsers;
 * and a click converts through browsers once per event, or a few times for events that allow
 * duplicates (`BROWSER_CONVERSIONS_PER_CLICK`).
 */

export const BROWSER_CHANNELS = ['pixel', 'iframe', 'js'] as const satisfies readonly ConversionChannel[];
export type BrowserChannel = (typeof BROWSER_CHANNELS)[number];

/** At most this many browser conversions of one click and one event that allows duplicates. */
export const BROWSER_CONVERSIONS_PER_CLICK = 5;

export function isBrowserChannel(channel: IntakeChannel): channel is BrowserChannel {
  return (BROWSER_CHANNELS as readonly string[]).includes(channel);
}

const cents = (amount: string) => {
  const [whole = '0', fraction = '0'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/**
 * The parameters a browser call may set: no status (the event's or offer's default applies), and
 * the sale amount only when the offer takes one from browsers and it is within the limit; above
 * it the call is refused (a sale that large is reported by server postback).
 */
export function browserTrusted(
  params: IntakeParams,
  offer: Pick<OfferSnapshot['offer'], 'browserSaleAmountMax'>,
): IntakeParams | 'amount_over_limit' {
  const limit = offer.browserSaleAmountMax;
  if (params.amount !== null && limit !== null && cents(params.amount) > cents(limit))
    return 'amount_over_limit';
  return { ...params, status: null, amount: limit === null ? null : params.amount };
}
