/**
 * Macros a publisher's postback URL (or POST body) may contain (docs/tracking.md "Publisher
 * postbacks"). Filled from the conversion when the call is queued; unknown names are refused when
 * the postback is saved, as offer URLs refuse unknown macros.
 */
export const POSTBACK_MACROS = [
  'click_id',
  'aff_click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'source',
  'offer_id',
  'offer_name',
  'event',
  'payout',
  'sale_amount',
  'currency',
  'status',
  'conversion_id',
  'txn_id',
  'ip',
  'country',
  'device',
  'timestamp',
] as const;
export type PostbackMacro = (typeof POSTBACK_MACROS)[number];

export const POSTBACK_MACRO_LABELS: Record<PostbackMacro, string> = {
  click_id: 'Our click ID',
  aff_click_id: 'Your own click ID, as your tracking link sent it',
  sub1: 'Sub ID 1 of the click',
  sub2: 'Sub ID 2',
  sub3: 'Sub ID 3',
  sub4: 'Sub ID 4',
  sub5: 'Sub ID 5',
  source: 'Traffic source of the click',
  offer_id: 'Offer number',
  offer_name: 'Offer name',
  event: 'Event key (e.g. conversion)',
  payout: 'Your payout for this conversion, e.g. 12.50',
  sale_amount: 'Sale amount reported by the advertiser',
  currency: 'Currency of the payout (ISO 4217)',
  status: 'approved, pending or rejected',
  conversion_id: 'Our conversion ID',
  txn_id: "The advertiser's transaction ID",
  ip: "The visitor's IP address",
  country: "The visitor's country (ISO 3166-1 alpha-2)",
  device: 'desktop, mobile, tablet, …',
  timestamp: 'Conversion time, seconds since 1970 (UTC)',
};

export type PostbackMacroValues = Partial<Record<PostbackMacro, string | null>>;

const MACRO_TOKEN = /\{([a-z0-9_]+)\}/g;

/**
 * A template with its macros filled: each value passed through `encode` (URL-encoding for URLs),
 * a missing value as empty, anything that is not a known macro left as written.
 */
export function fillPostbackTemplate(
  template: string,
  values: PostbackMacroValues,
  encode: (value: string) => string = encodeURIComponent,
): string {
  return template.replace(MACRO_TOKEN, (token, name: string) => {
    if (!(POSTBACK_MACROS as readonly string[]).includes(name)) return token;
    return encode(values[name as PostbackMacro] ?? '');
  });
}

/** Names in braces that are not postback macros (for the save check). */
export function unknownPostbackMacros(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(POSTBACK_MACROS as readonly string[]).includes(name));
}
