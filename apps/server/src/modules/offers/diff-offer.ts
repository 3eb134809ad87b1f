import { isDeepStrictEqual } from 'node:util';
import type { Offer, OfferChange } from '@affnet/contracts';

/*
 * What changed between two versions of an offer, field by field (docs/offers.md "History"). Lists
 * of records are matched by their id (payouts by their event), so an item edited reads as that
 * item's fields changed, not as a list replaced; lists of plain values (tags, countries, hours)
 * read as the values added and removed. Pure: it reads the offer documents staff see.
 */

type Json = OfferChange['before'];
type JsonObject = { [key: string]: Json };

/** Fields that are not the offer's terms: ids, derived names of ids kept elsewhere, live counts, times. */
const NOT_TERMS = new Set([
  'id',
  'ref',
  'advertiserId',
  'categoryIds',
  'accessCounts',
  'creativeCount',
  'createdAt',
  'updatedAt',
]);

/** A scheduled change's bookkeeping (the scheduler's run), not a term staff set. */
const NOT_TERMS_AT = new Set([
  'scheduledChanges.state',
  'scheduledChanges.appliedAt',
  'scheduledChanges.error',
]);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isReference = (value: JsonObject) => typeof value.id === 'string';
/** A record named by another table: its id and that record's name, nothing of the offer's own. */
const isNamedReference = (value: JsonObject) =>
  Object.keys(value).every((key) => key === 'id' || key === 'name' || key === 'company');

/** The key a list's record is matched by across versions. */
function matchKeyOf(item: JsonObject): string | null {
  const key = item.id ?? item.eventId ?? null;
  return typeof key === 'string' ? key : null;
}

/** How a list's record is named in a change: what staff recognise it by. */
function labelOf(item: JsonObject): string {
  const publisher =
    isObject(item.publisher) && typeof item.publisher.company === 'string' ? item.publisher.company : null;
  const event = typeof item.eventKey === 'string' ? item.eventKey : null;
  if (publisher) return [publisher, event].filter(Boolean).join(' · ');
  for (const field of ['name', 'key', 'eventKey', 'url']) {
    const value = item[field];
    if (typeof value === 'string' && value) return value;
  }
  return String(matchKeyOf(item) ?? '');
}

function diffRecordLists(path: string, before: JsonObject[], after: JsonObject[], out: OfferChange[]): void {
  const byKey = (items: JsonObject[]) => new Map(items.map((item) => [matchKeyOf(item), item]));
  const old = byKey(before);
  const next = byKey(after);
  for (const [key, item] of old) {
    if (!next.has(key)) out.push({ path, item: labelOf(item), kind: 'removed', before: item, after: null });
  }
  for (const [key, item] of next) {
    const previous = old.get(key);
    if (!previous) out.push({ path, item: labelOf(item), kind: 'added', before: null, after: item });
    // A list of references (the categories): the same one kept is no change, whatever its name now.
    else if (!isNamedReference(item)) diffFields(path, labelOf(item), previous, item, out);
  }
}

function diffValueLists(
  path: string,
  item: string | null,
  before: Json[],
  after: Json[],
  out: OfferChange[],
): void {
  const has = (list: Json[], value: Json) => list.some((other) => isDeepStrictEqual(other, value));
  for (const value of before)
    if (!has(after, value)) out.push({ path, item, kind: 'removed', before: value, after: null });
  for (const value of after)
    if (!has(before, value)) out.push({ path, item, kind: 'added', before: null, after: value });
}

function diffValue(path: string, item: string | null, before: Json, after: Json, out: OfferChange[]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    const records = [...before, ...after].every((value) => isObject(value) && matchKeyOf(value) !== null);
    if (records && item === null) diffRecordLists(path, before as JsonObject[], after as JsonObject[], out);
    else diffValueLists(path, item, before, after, out);
    return;
  }
  if (isObject(before) && isObject(after)) {
    // A reference to another record (the advertiser, a thumbnail) changes as a whole when it points
    // elsewhere; its name is that record's, so a rename of it is no change of the offer.
    if (isReference(before) && isReference(after)) {
      if (before.id !== after.id) out.push({ path, item, kind: 'changed', before, after });
      return;
    }
    diffFields(path, item, before, after, out);
    return;
  }
  out.push({ path, item, kind: 'changed', before, after });
}

function diffFields(
  prefix: string,
  item: string | null,
  before: JsonObject,
  after: JsonObject,
  out: OfferChange[],
): void {
  // The later document's field order: a stored one (jsonb) keeps its keys in an order of its own.
  for (const field of new Set([...Object.keys(after), ...Object.keys(before)])) {
    if (prefix === '' && NOT_TERMS.has(field)) continue;
    const path = prefix ? `${prefix}.${field}` : field;
    if (NOT_TERMS_AT.has(path)) continue;
    diffValue(path, item, before[field] ?? null, after[field] ?? null, out);
  }
}

/** Every change between two JSON documents of one shape, in its field order, by the rules above. */
export function diffDocuments(before: object, after: object): OfferChange[] {
  const out: OfferChange[] = [];
  diffFields('', null, before as JsonObject, after as JsonObject, out);
  return out;
}

/** Every change from `before` to `after`, in the offer's field order; empty when nothing changed. */
export function diffOffers(before: Offer, after: Offer): OfferChange[] {
  // An offer document is JSON (it is what the API answers): read as plain values.
  return diffDocuments(before, after);
}
