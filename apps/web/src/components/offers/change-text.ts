import type { OfferChange, OfferVersionPart } from '@affnet/contracts';

/** The part of the offer a version saved, as its tab is named. */
export const VERSION_PART_LABELS: Record<OfferVersionPart, string> = {
  created: 'Created',
  general: 'General',
  events: 'Events',
  payouts: 'Payouts',
  'landing-pages': 'Landing pages',
  caps: 'Caps',
  targeting: 'Targeting',
  schedule: 'Schedule',
  fallback: 'Fallback',
  permission: 'Permission',
  revert: 'Revert',
  scheduled: 'Scheduled change',
};

/** `payouts.payoutAmount` → "Payouts › payout amount". */
export function fieldLabel(path: string): string {
  const words = path.split('.').map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' › ');
}

/** A value as one line of text: empty reads "none", a record its name, anything else compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(valueText).join(', ');
  if (typeof value !== 'object') return String(value);
  return recordText(value as Record<string, unknown>);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A record: a payout by its event, country and amount; a cap by what it counts and its limit;
 * anything else by its name (a landing page), key (an event) or company (a partner).
 */
function recordText(record: Record<string, unknown>): string {
  const eventKey = text(record.eventKey);
  if ('payoutType' in record && eventKey) {
    const country = text(record.country);
    const percent = text(record.payoutPercent);
    const amount = text(record.payoutAmount) ?? (percent ? `${percent} %` : 'none');
    return `${eventKey}${country ? ` in ${country}` : ''}: ${amount}`;
  }
  if ('limit' in record && 'metric' in record) {
    const counted = [record.metric, record.period, eventKey].filter(text).join(' · ');
    return `${counted}, limit ${valueText(record.limit)}`;
  }
  const named = text(record.name) ?? text(record.key) ?? text(record.company) ?? eventKey;
  return named ?? JSON.stringify(record);
}

/** One change in a sentence: "Payouts › payout amount (conversion): 4.50 → 5.25", "Landing pages: added Spring". */
export function changeText(change: OfferChange): string {
  // An item added or removed names itself; a field changed inside one says which.
  const field = fieldLabel(change.path);
  if (change.kind === 'added') return `${field}: added ${valueText(change.after)}`;
  if (change.kind === 'removed') return `${field}: removed ${valueText(change.before)}`;
  const where = change.item ? `${field} (${change.item})` : field;
  return `${where}: ${valueText(change.before)} → ${valueText(change.after)}`;
}
