import type { DimensionKey, DimensionValue, UserRole } from '@affnet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creatives, offerLandingPages, offers, partners, users } from '../../db/schema/index';
import type { RollupGroup } from '../../events/index';

/*
 * What people read for each grouped value: names of offers, partners, managers, landing
 * pages and creatives (looked up once per report, within the tenant), local hours with their UTC offset, and
 * a word for "none". The value stays the id or code the filters take.
 */

type Names = Map<string, string>;
type LookupKey = 'offer' | 'advertiser' | 'publisher' | 'accountManager' | 'landingPage' | 'creative';
const LOOKUP_KEYS: readonly LookupKey[] = [
  'offer',
  'advertiser',
  'publisher',
  'accountManager',
  'landingPage',
  'creative',
];

const EMPTY_LABELS: Partial<Record<DimensionKey, string>> = {
  accountManager: 'No account manager',
  event: 'Clicks (no event)',
  landingPage: 'Default landing page',
  creative: 'No creative',
};

async function namesOf(
  db: Database,
  tenantId: string,
  key: LookupKey,
  ids: string[],
  role: UserRole,
): Promise<Names> {
  if (ids.length === 0) return new Map();
  if (key === 'offer') {
    const rows = await db
      .select({ id: offers.id, ref: offers.ref, name: offers.name })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, ids)));
    return new Map(rows.map((row) => [row.id, `#${row.ref} ${row.name}`]));
  }
  if (key === 'advertiser' || key === 'publisher') {
    const rows = await db
      .select({ id: partners.id, ref: partners.ref, company: partners.company })
      .from(partners)
      .where(and(eq(partners.tenantId, tenantId), inArray(partners.id, ids)));
    // Advertisers know a publisher by number only, never by name.
    const anonymous = key === 'publisher' && role === 'advertiser';
    return new Map(
      rows.map((row) => [row.id, anonymous ? `Publisher #${row.ref}` : `#${row.ref} ${row.company}`]),
    );
  }
  if (key === 'accountManager') {
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  if (key === 'creative') {
    const rows = await db
      .select({ id: creatives.id, name: creatives.name })
      .from(creatives)
      .where(and(eq(creatives.tenantId, tenantId), inArray(creatives.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
  const rows = await db
    .select({ id: offerLandingPages.id, name: offerLandingPages.name })
    .from(offerLandingPages)
    .where(and(eq(offerLandingPages.tenantId, tenantId), inArray(offerLandingPages.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** "2026-03-08 03:00 UTC−04:00": the hour as read in the zone, with its offset (DST shows). */
export function localHourLabel(utcHour: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(utcHour));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace('GMT', 'UTC') || 'UTC';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${offset}`;
}

export type LabelRequest = {
  tenantId: string;
  timeZone: string;
  role: UserRole;
  groupBy: readonly DimensionKey[];
};

/** The grouped values of every group, each with its label, in the order of `groupBy`. */
export async function labelGroups(
  db: Database,
  request: LabelRequest,
  groups: readonly RollupGroup[],
): Promise<Array<Record<string, DimensionValue>>> {
  const names = new Map<DimensionKey, Names>();
  for (const key of LOOKUP_KEYS.filter((k) => request.groupBy.includes(k))) {
    const ids = [...new Set(groups.map((group) => group.keys[key]).filter((id): id is string => !!id))];
    names.set(key, await namesOf(db, request.tenantId, key, ids, request.role));
  }
  const labelOf = (key: DimensionKey, value: string | null): string => {
    if (value === null) return EMPTY_LABELS[key] ?? 'Unknown';
    if (key === 'hour') return localHourLabel(value, request.timeZone);
    if (key === 'week') return `Week of ${value}`;
    return names.get(key)?.get(value) ?? value;
  };
  return groups.map((group) =>
    Object.fromEntries(
      request.groupBy.map((key) => {
        const value = group.keys[key] ?? null;
        return [key, { value, label: labelOf(key, value) }];
      }),
    ),
  );
}
