/**
 * The one catalogue of why the tracking engine turned a click or a conversion away. Codes are
 * stable (stored on rows, sent to advertisers, used by reports and docs/tracking-reasons.md);
 * sentences are what staff and publishers read. Zod-free so lists and badges can use it cheaply.
 */
import type { FallbackReason } from '../offers/offer-constants';

export type ReasonInfo = {
  /** What happened, in one plain sentence. */
  sentence: string;
  /** What to do about it. */
  remedy: string;
  /**
   * A traffic-quality verdict: publishers see only "Filtered by traffic quality", so a fraudster
   * learns nothing about which rule caught them.
   */
  fraud: boolean;
};

export type ClickReasonInfo = ReasonInfo & {
  /** The fallback entries that apply (docs/offers.md "Fallback"); null = never a fallback. */
  fallback: FallbackReason | null;
};

/** In check order: the first failing check gives the click its reason (docs/tracking.md). */
export const CLICK_REASONS = {
  offer_not_live: {
    sentence: 'The offer is a draft or archived, so it takes no traffic.',
    remedy: 'Activate the offer, or send the traffic to another offer.',
    fraud: false,
    fallback: null,
  },
  offer_paused: {
    sentence: 'The offer is paused or its live window has ended.',
    remedy: 'Wait for the offer to be resumed, or promote another offer.',
    fraud: false,
    fallback: 'paused',
  },
  publisher_not_active: {
    sentence: 'The publisher account is not active (pending, rejected or blocked).',
    remedy: 'Staff approve or unblock the publisher account.',
    fraud: false,
    fallback: null,
  },
  not_approved: {
    sentence: 'The publisher is not approved to run this offer.',
    remedy: 'Request access on the offer page and wait for approval.',
    fraud: false,
    fallback: 'not_approved',
  },
  access_blocked: {
    sentence: 'The publisher is blocked from this offer.',
    remedy: 'Contact your account manager.',
    fraud: false,
    fallback: 'not_approved',
  },
  outside_live_window: {
    sentence: 'The click came before the offer starts or after it ends.',
    remedy: 'Send traffic within the dates on the offer page.',
    fraud: false,
    fallback: 'schedule',
  },
  outside_day_parting: {
    sentence: 'The click came in an hour of the week the offer does not take traffic.',
    remedy: 'Send traffic in the hours on the offer page (in the offer’s time zone).',
    fraud: false,
    fallback: 'schedule',
  },
  targeting_country: {
    sentence: 'The visitor’s country is not targeted by the offer.',
    remedy: 'Send traffic only from the countries the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_region: {
    sentence: 'The visitor’s region is not targeted by the offer.',
    remedy: 'Send traffic only from the regions the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_device: {
    sentence: 'The visitor’s device type is not targeted by the offer.',
    remedy: 'Send traffic only from the device types the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_os: {
    sentence: 'The visitor’s operating system is not targeted by the offer.',
    remedy: 'Send traffic only from the operating systems the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_browser: {
    sentence: 'The visitor’s browser is not targeted by the offer.',
    remedy: 'Send traffic only from the browsers the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_language: {
    sentence: 'The visitor’s browser language is not targeted by the offer.',
    remedy: 'Send traffic only in the languages the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_ip: {
    sentence: 'The visitor’s IP address is outside the ranges the offer accepts, or inside an excluded one.',
    remedy: 'Check the offer’s IP rules with your account manager.',
    fraud: false,
    fallback: 'targeting',
  },
  targeting_connection: {
    sentence: 'The visitor’s connection type is not targeted by the offer.',
    remedy: 'Send traffic only from the connection types the offer accepts.',
    fraud: false,
    fallback: 'targeting',
  },
  proxy: {
    sentence: 'The visitor came through a proxy, a VPN or a data centre, which the offer refuses.',
    remedy: 'Remove proxied, VPN and server traffic from your sources.',
    fraud: true,
    fallback: 'targeting',
  },
  blocked_ip: {
    sentence: 'The visitor’s IP address is on the offer’s block list.',
    remedy: 'Remove this traffic from your sources.',
    fraud: true,
    fallback: 'fraud',
  },
  bot: {
    sentence: 'The visitor’s user agent is a bot, crawler or automated client.',
    remedy: 'Remove automated traffic from your sources.',
    fraud: true,
    fallback: 'fraud',
  },
  duplicate_click: {
    sentence: 'The same visitor clicked this offer again within the duplicate-click window.',
    remedy: 'Nothing, if it was a real repeat visit; otherwise stop sending the same visitor twice.',
    fraud: false,
    fallback: 'duplicate',
  },
  cap_reached: {
    sentence: 'A click cap of the offer is reached for this period.',
    remedy: 'Wait for the next period, or ask your account manager for a higher cap.',
    fraud: false,
    fallback: 'cap_reached',
  },
} as const satisfies Record<string, ClickReasonInfo>;
export type ClickReason = keyof typeof CLICK_REASONS;
export const CLICK_REASON_CODES = Object.keys(CLICK_REASONS) as ClickReason[];

export type ConversionReasonInfo = ReasonInfo & {
  /** The HTTP status a server postback is answered with (pixels always answer their image). */
  httpStatus: 400 | 403 | 404 | 409 | 422 | 429;
};

/**
 * Why an advertiser's postback or pixel was not stored as a new conversion, in the order the
 * checks run (docs/tracking.md "Conversions"); the first failure decides.
 */
export const CONVERSION_REASONS = {
  invalid_request: {
    sentence: 'The postback is missing the click id or has a malformed parameter.',
    remedy: 'Send click_id, and amounts as numbers such as 12.50.',
    fraud: false,
    httpStatus: 400,
  },
  invalid_click_id: {
    sentence: 'The click id is not one this network issued (it fails its signature).',
    remedy: 'Pass back the click_id exactly as it arrived on your landing page.',
    fraud: false,
    httpStatus: 400,
  },
  click_not_eligible: {
    sentence: 'The click was not sent to this offer (it was turned away or went to a fallback).',
    remedy: 'Only clicks redirected to the offer can convert on it.',
    fraud: false,
    httpStatus: 422,
  },
  unknown_offer: {
    sentence: 'The click id names an offer or publisher that no longer exists here.',
    remedy: 'Contact the network; the offer may have been removed.',
    fraud: false,
    httpStatus: 404,
  },
  browser_not_accepted: {
    sentence:
      'The offer takes conversions from the advertiser’s server postback only, not from pixels or the JS tag.',
    remedy: 'Send a server postback, or ask the network to accept pixels on this offer.',
    fraud: false,
    httpStatus: 403,
  },
  bad_token: {
    sentence: 'The postback’s token is missing or does not match the advertiser’s.',
    remedy: 'Copy the postback URL again from the offer’s integration tab.',
    fraud: false,
    httpStatus: 403,
  },
  ip_not_allowed: {
    sentence: 'The postback came from an IP address the advertiser’s allowlist does not include.',
    remedy: 'Add the server’s address to the advertiser’s IP allowlist.',
    fraud: false,
    httpStatus: 403,
  },
  https_required: {
    sentence: 'The offer requires postbacks over HTTPS and this one came over HTTP.',
    remedy: 'Call the postback URL with https://.',
    fraud: false,
    httpStatus: 403,
  },
  click_not_found: {
    sentence: 'The click id is genuine but no such click was recorded.',
    remedy: 'Send the postback again in a minute; if it persists, contact the network.',
    fraud: false,
    httpStatus: 404,
  },
  expired: {
    sentence: 'The conversion came after the offer’s attribution window closed.',
    remedy: 'Conversions are credited only within the attribution window after the click.',
    fraud: false,
    httpStatus: 422,
  },
  too_soon: {
    sentence: 'The conversion came sooner after the click than the offer allows.',
    remedy: 'Conversions this fast are treated as suspicious; check the traffic.',
    fraud: true,
    httpStatus: 422,
  },
  unknown_event: {
    sentence: 'The event key is not one of the offer’s events.',
    remedy: 'Use an event key listed on the offer’s integration tab, or leave it out for the base event.',
    fraud: false,
    httpStatus: 422,
  },
  amount_over_limit: {
    sentence:
      'A pixel or the JS tag reported a sale amount above the largest the offer accepts from a browser.',
    remedy: 'Report large sales by server postback, or ask the network to raise the offer’s limit.',
    fraud: true,
    httpStatus: 422,
  },
  duplicate: {
    sentence:
      'This conversion was already recorded (same transaction id, or same click and event) with other details.',
    remedy: 'Nothing: the first one counts. An exact repeat is answered with the first conversion’s id.',
    fraud: false,
    httpStatus: 409,
  },
  over_cap: {
    sentence: 'A conversion cap of the offer is reached for this period.',
    remedy: 'Wait for the next period, or ask for a higher cap.',
    fraud: false,
    httpStatus: 422,
  },
  rate_limited: {
    sentence:
      'Too many refused calls came from this address; calls that fail the first checks are refused for a while.',
    remedy: 'Fix what the earlier refusals in the log say, then wait the seconds in Retry-After.',
    fraud: false,
    httpStatus: 429,
  },
} as const satisfies Record<string, ConversionReasonInfo>;
export type ConversionReason = keyof typeof CONVERSION_REASONS;
export const CONVERSION_REASON_CODES = Object.keys(CONVERSION_REASONS) as ConversionReason[];

/** What a publisher is told about a fraud verdict, whatever rule gave it. */
export const TRAFFIC_QUALITY_SENTENCE = 'Filtered by traffic quality.';

/** The sentence a publisher may read for a reason code: fraud verdicts are not explained. */
export function publisherSentenceOf(reason: ClickReason | ConversionReason): string {
  const info: ReasonInfo =
    reason in CLICK_REASONS
      ? CLICK_REASONS[reason as ClickReason]
      : CONVERSION_REASONS[reason as ConversionReason];
  return info.fraud ? TRAFFIC_QUALITY_SENTENCE : info.sentence;
}
