import {
  type ConversionStatus,
  MONEY_PATTERN,
  normalizeMoney,
  STORED_CONVERSION_STATUSES,
} from '@affnet/contracts';

/*
 * What an advertiser sends, cleaned: tracked values are data (docs/tracking.md), so control
 * characters are dropped and lengths capped before anything is stored or logged.
 */

/** Longest value kept of any parameter (txn ids, adv_sub values). */
export const MAX_VALUE_LENGTH = 255;
/** At most this many parameters are kept for the log. */
const MAX_LOGGED_PARAMS = 40;
/** The token is a secret: the log says that one came, never what it was. */
const HIDDEN = '(hidden)';

// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

export function cleanValue(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').trim().slice(0, MAX_VALUE_LENGTH);
}

/** Every parameter received (query, then body), cleaned; the first value of a repeated name wins. */
export type RawParams = Readonly<Record<string, string>>;

export function collectParams(sources: Iterable<[string, string]>): RawParams {
  const params: Record<string, string> = {};
  for (const [name, value] of sources) {
    const key = cleanValue(name).slice(0, 40);
    if (!key || key in params) continue;
    params[key] = cleanValue(value);
  }
  return params;
}

/** The parameters as the log keeps them: bounded, token hidden. */
export function paramsForLog(params: RawParams): Record<string, string> {
  const entries = Object.entries(params)
    .slice(0, MAX_LOGGED_PARAMS)
    .map(([name, value]) => [name, name === 'token' && value ? HIDDEN : value] as const);
  return Object.fromEntries(entries);
}

export type IntakeParams = {
  clickId: string | null;
  eventKey: string | null;
  /** The sale amount (CPS), normalized ("12.50"). */
  amount: string | null;
  txnId: string | null;
  advSubs: [string | null, string | null, string | null, string | null, string | null];
  status: ConversionStatus | null;
  token: string | null;
  /** Pixels name the offer so its click cookie can be read. */
  offerRef: number | null;
};

const present = (value: string | undefined) => (value ? value : null);

/** The typed parameters, or null when one is malformed (`invalid_request`). */
export function readIntakeParams(params: RawParams, cookieClickId: (offerRef: number) => string | null) {
  const amount = present(params.amount ?? params.sale_amount);
  if (amount !== null && !MONEY_PATTERN.test(amount)) return null;
  const status = present(params.status);
  if (status !== null && !(STORED_CONVERSION_STATUSES as readonly string[]).includes(status)) return null;
  const offer = present(params.offer_id);
  if (offer !== null && !/^\d{1,9}$/.test(offer)) return null;
  const offerRef = offer === null ? null : Number(offer);
  const clickId = present(params.click_id) ?? (offerRef === null ? null : cookieClickId(offerRef));
  if (clickId === null) return null;
  const parsed: IntakeParams = {
    clickId,
    eventKey: present(params.event),
    amount: amount === null ? null : normalizeMoney(amount),
    txnId: present(params.txn_id),
    advSubs: [
      present(params.adv_sub1),
      present(params.adv_sub2),
      present(params.adv_sub3),
      present(params.adv_sub4),
      present(params.adv_sub5),
    ],
    status: status as ConversionStatus | null,
    token: present(params.token),
    offerRef,
  };
  return parsed;
}
