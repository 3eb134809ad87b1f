import type { LinkValues } from '../engine/evaluate-click';
import type { LinkCodec } from '../ids/link-code';
import { cleanTracked } from './tracked-values';

/*
 * What a tracking link says (docs/tracking.md "Identifiers in links"): offer and publisher by
 * ref, from the short code or the query, and the tracked values with their aliases.
 */

export type ClickLink = Readonly<{
  offerRef: number;
  publisherRef: number;
  values: LinkValues;
  /** A staff test link's signature, when the link carries one. */
  testToken: string | null;
}>;

const REF = /^[1-9]\d{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refOf(value: string | null): number | null {
  if (!value || !REF.test(value)) return null;
  const ref = Number(value);
  return ref <= 0xffffffff ? ref : null;
}

/** The first of the names the query carries a value for (`sub1`, else `aff_sub`, else `s1`). */
function firstOf(query: URLSearchParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = query.get(name);
    if (value !== null && value !== '') return value;
  }
  return null;
}

const SUB_NAMES = [1, 2, 3, 4, 5].map(
  (n) => [`sub${n}`, n === 1 ? 'aff_sub' : `aff_sub${n}`, `s${n}`] as const,
);

function uuidOf(value: string | null): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

/** `lp`: a landing page's number (links made today), or its id (links made before numbers). */
function landingPageOf(value: string | null): string | null {
  return refOf(value) === null ? uuidOf(value) : value;
}

export function linkValuesOf(query: URLSearchParams): LinkValues {
  const [sub1, sub2, sub3, sub4, sub5] = SUB_NAMES.map((names) => cleanTracked(firstOf(query, names)));
  return {
    sub1: sub1 ?? null,
    sub2: sub2 ?? null,
    sub3: sub3 ?? null,
    sub4: sub4 ?? null,
    sub5: sub5 ?? null,
    source: cleanTracked(query.get('source')),
    affClickId: cleanTracked(query.get('aff_click_id')),
    landingPage: landingPageOf(query.get('lp')),
    creativeId: uuidOf(query.get('creative')),
    deepLink: cleanTracked(query.get('url'), 2048),
  };
}

const PUBLISHER_NAMES = ['pub_id', 'aff_id'] as const;

/** `/click?offer_id=&pub_id=` (or `aff_id`); null when either is missing or not a ref. */
export function readQueryLink(query: URLSearchParams): ClickLink | null {
  const offerRef = refOf(query.get('offer_id'));
  const publisherRef = refOf(firstOf(query, PUBLISHER_NAMES));
  if (offerRef === null || publisherRef === null) return null;
  return { offerRef, publisherRef, values: linkValuesOf(query), testToken: query.get('test') };
}

/** `/c/{code}` with the query read as on the long form; null for a code that does not verify. */
export function readShortLink(
  code: string | undefined,
  query: URLSearchParams,
  codec: LinkCodec,
): ClickLink | null {
  const fields = code ? codec.decode(code.toLowerCase()) : null;
  if (!fields) return null;
  return {
    offerRef: fields.offerRef,
    publisherRef: fields.publisherRef,
    values: linkValuesOf(query),
    testToken: query.get('test'),
  };
}
