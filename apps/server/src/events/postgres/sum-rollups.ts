import { BASE_COUNTERS, type DimensionKey } from '@affnet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import {
  type CountedDimension,
  type CountsById,
  type CountsRequest,
  type IdPairs,
  type RollupGroup,
  type RollupLookups,
  type RollupLookupsNeeded,
  type RollupRequest,
  type RollupSums,
  TooManyGroupsError,
} from '../rollup-records';
import { type RawBounds, rawBoundsQuery, rawSource } from './raw-source';
import {
  dailyTwinFor,
  dimensionExpression,
  dimensionLabel,
  filterConditions,
  type Rollup,
  rangeCondition,
  rollupKindOf,
  rollupTableFor,
  type SumSource,
  scopeConditions,
  sourceOf,
  withinConditions,
} from './rollup-sql';
import type { RollupTable } from './rollup-tables';

/*
 * The rollup query kit of the PostgreSQL event store: sums the base counters of the rollup that
 * answers (`rollupTableFor`: `stats_hourly_sub` for sub ids and source, the raw clicks and
 * conversions for sub ids or source with event, geo, device, landing page or creative, else the
 * smallest hourly table that keeps what the request reads) for one tenant, a range of days in a
 * time zone, group-bys, filters and a caller's scope. The currency is always grouped, so no sum
 * mixes currencies. Every report and dashboard reads its numbers through here (EventStore.sumRollups);
 * metrics are computed from the sums by contracts. What the sums need of the panel's tables comes
 * as id pairs the panel read first (`lookupsNeededFor`), joined with `unnest`.
 */

const DEFAULT_MAX_GROUPS = 50_000;

/** Sums as plain numbers (counts fit a double exactly) and money as two-place text. */
function countersSelect(rollup: Rollup): SQL {
  const hourlyOnly = (expression: string) => sql.raw(rollup === 'sub' ? 'null' : expression);
  return sql`sum(s.impressions)::float8 as "impressions",
    sum(s.gross_clicks)::float8 as "grossClicks",
    sum(s.unique_clicks)::float8 as "uniqueClicks",
    ${hourlyOnly('sum(s.duplicate_clicks)::float8')} as "duplicateClicks",
    sum(s.invalid_clicks)::float8 as "invalidClicks",
    sum(s.approved_conversions)::float8 as "approvedConversions",
    sum(s.pending_conversions)::float8 as "pendingConversions",
    sum(s.rejected_conversions)::float8 as "rejectedConversions",
    sum(s.approved_payout)::text as "payout",
    sum(s.pending_payout)::text as "pendingPayout",
    sum(s.approved_revenue)::text as "revenue",
    sum(s.pending_revenue)::text as "pendingRevenue",
    ${hourlyOnly('sum(s.approved_sale)::text')} as "sale",
    ${hourlyOnly('sum(s.pending_sale)::text')} as "pendingSale"`;
}

/** Whether the sums need each offer's advertiser (the sub-id rollup keeps none) or each publisher's manager. */
function lookupsNeeded(request: RollupRequest, rollup: Rollup): RollupLookupsNeeded {
  const offerAdvertisers =
    rollup === 'sub' &&
    (request.groupBy.includes('advertiser') ||
      request.filters.advertiserId !== undefined ||
      request.scope.advertiserId !== undefined ||
      request.scope.partnerIds !== undefined);
  return { offerAdvertisers, publisherManagers: request.groupBy.includes('accountManager') };
}

/** What the panel reads first for a request's sums (docs/reports.md "Which rollup answers"). */
export function lookupsNeededFor(request: RollupRequest): RollupLookupsNeeded {
  const source = rollupTableFor(request.groupBy, request.filters, request.scope, request.within ?? {});
  return lookupsNeeded(request, rollupKindOf(source));
}

/** An id array parameter: uuids are plain tokens, so the literal needs no quoting. */
const uuidArray = (ids: readonly (string | null)[]) =>
  sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::uuid[]`;

/** `alias(id, column)` from id pairs, joined on `on`; a pair list the sums were not given is a bug. */
function pairsJoin(pairs: IdPairs | undefined, alias: string, column: string, on: string, left: boolean) {
  if (!pairs) throw new Error(`The sums need ${alias}.${column}, read first (lookupsNeededFor)`);
  return sql`${sql.raw(left ? 'left join' : 'join')} unnest(${uuidArray(pairs.ids)}, ${uuidArray(pairs.values)}) as ${sql.raw(`${alias}(id, ${column})`)} on ${sql.raw(`${alias}.id = ${on}`)}`;
}

function joinsFor(request: RollupRequest, rollup: Rollup, lookups: RollupLookups): SQL {
  const needed = lookupsNeeded(request, rollup);
  return sql.join(
    [
      needed.offerAdvertisers
        ? pairsJoin(lookups.offerAdvertisers, 'o', 'advertiser_id', 's.offer_id', false)
        : undefined,
      needed.publisherManagers
        ? pairsJoin(lookups.publisherManagers, 'pm', 'account_manager_id', 's.publisher_id', true)
        : undefined,
    ].filter((join): join is SQL => join !== undefined),
    sql` `,
  );
}

type SumRow = Record<string, unknown> & { currency: string };

type GroupedSums = { table: SumSource; rollup: Rollup; dailyTwin: RollupTable | null; query: SQL };

async function rawBoundsOf(db: Database, request: RollupRequest): Promise<RawBounds> {
  const result = await db.execute(rawBoundsQuery(request));
  const [bounds] = rowsOf<RawBounds>(result);
  if (!bounds) throw new Error('The range bounds query answered no row');
  return bounds;
}

/**
 * The statement at the kit's heart: the counters of the rows a request reads, grouped on each
 * dimension's raw value (`g_<key>`: a uuid, a local date, a UTC hour) and the currency. The raw
 * rows need their bounds asked of the database first (rawBoundsOf).
 */
function groupedSums(request: RollupRequest, lookups: RollupLookups, bounds?: RawBounds): GroupedSums {
  const within = request.within ?? {};
  const table = rollupTableFor(request.groupBy, request.filters, request.scope, within);
  const rollup = rollupKindOf(table);
  const dailyTwin = dailyTwinFor(table, request.groupBy, request.timeZone);
  const grouped = request.groupBy.map(
    (key) => sql`${dimensionExpression(key, rollup, request.timeZone)} as ${sql.identifier(`g_${key}`)}`,
  );
  // The raw rows are bounded inside their source (on instants asked first); the rollups here.
  let source: SQL;
  if (table === 'raw') {
    if (!bounds) throw new Error('The raw rows are read within bounds asked first (rawBoundsOf)');
    source = rawSource({ ...request, within, bounds });
  } else source = sourceOf(table, dailyTwin, request);
  const conditions = [
    sql`s.tenant_id = ${request.tenantId}`,
    ...(table === 'raw' ? [] : [rangeCondition(request.from, request.to, request.timeZone)]),
    ...filterConditions(request.filters, rollup),
    ...withinConditions(within, rollup),
    ...scopeConditions(request.scope, rollup),
  ];
  // By position: the zone travels as a parameter, and PostgreSQL would not match `$1` in the
  // select list with `$5` in a GROUP BY written out again.
  const groupKeys = sql.raw(Array.from({ length: grouped.length + 1 }, (_, i) => i + 1).join(', '));
  const query = sql`
      select ${sql.join([...grouped, sql`s.currency as currency`, countersSelect(rollup)], sql`, `)}
      from ${source} ${joinsFor(request, rollup, lookups)}
      where ${sql.join(conditions, sql` and `)}
      group by ${groupKeys}`;
  return { table, rollup, dailyTwin, query };
}

/**
 * The kit's one query: the sums of a request, labelled once per group. `lookups` holds what
 * `lookupsNeededFor` named, read by the panel first.
 */
export async function sumRollups(
  db: Database,
  request: RollupRequest,
  lookups: RollupLookups,
): Promise<RollupSums> {
  const source = rollupTableFor(request.groupBy, request.filters, request.scope, request.within ?? {});
  const bounds = source === 'raw' ? await rawBoundsOf(db, request) : undefined;
  const { table, rollup, dailyTwin, query } = groupedSums(request, lookups, bounds);
  const labelled = request.groupBy.map(
    (key) =>
      sql`${dimensionLabel(key, sql`g.${sql.identifier(`g_${key}`)}`)} as ${sql.identifier(`d_${key}`)}`,
  );
  const maxGroups = request.maxGroups ?? DEFAULT_MAX_GROUPS;
  // Grouped on raw values inside, labelled outside: the labels are computed once per group.
  const result = await db.execute(sql`
    select ${sql.join([...labelled, sql`g.currency`, ...BASE_COUNTERS.map((alias) => sql`g.${sql.identifier(alias)}`)], sql`, `)}
    from (${query}) g
    limit ${maxGroups + 1}`);
  const rows = rowsOf<SumRow>(result);
  if (rows.length > maxGroups) throw new TooManyGroupsError(maxGroups);
  return { rollup, table, dailyTwin, groups: rows.map((row) => toGroup(row, request.groupBy)) };
}

type CountRow = { id: string | null; clicks: number | null; conversions: number | null };

/**
 * The counts of each offer, publisher or advertiser (`dimension`) over a request's rows: gross
 * clicks and conversions (approved and pending, as `conversionsOf` counts them), every currency
 * together, as arrays a list joins with `unnest` to sort by them (docs/reports.md "Figures on lists").
 */
export async function countsById(
  db: Database,
  request: CountsRequest,
  dimension: CountedDimension,
): Promise<CountsById> {
  const asked = { ...request, groupBy: [dimension] };
  const source = rollupTableFor(asked.groupBy, asked.filters, asked.scope, asked.within ?? {});
  const bounds = source === 'raw' ? await rawBoundsOf(db, asked) : undefined;
  // A list's counts read the main rollups, which keep the advertiser: no lookup is needed.
  const { query } = groupedSums(asked, {}, bounds);
  const result = await db.execute(sql`select g.${sql.identifier(`g_${dimension}`)} as id,
      sum(g."grossClicks") as clicks, sum(g."approvedConversions" + g."pendingConversions") as conversions
    from (${query}) g group by 1`);
  const counts: CountsById = { ids: [], clicks: [], conversions: [] };
  for (const row of rowsOf<CountRow>(result)) {
    // A row without the id matches no list row.
    if (row.id === null) continue;
    counts.ids.push(row.id);
    counts.clicks.push(Number(row.clicks ?? 0));
    counts.conversions.push(Number(row.conversions ?? 0));
  }
  return counts;
}

const asCount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** numeric(14,2) sums arrive as two-place text already; kept as text so nothing rounds. */
const asMoney = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toGroup(row: SumRow, groupBy: readonly DimensionKey[]): RollupGroup {
  const keys = Object.fromEntries(groupBy.map((key) => [key, (row[`d_${key}`] as string | null) ?? null]));
  return {
    keys,
    currency: row.currency,
    counters: {
      impressions: asCount(row.impressions),
      grossClicks: asCount(row.grossClicks),
      uniqueClicks: asCount(row.uniqueClicks),
      duplicateClicks: asCount(row.duplicateClicks),
      invalidClicks: asCount(row.invalidClicks),
      approvedConversions: asCount(row.approvedConversions),
      pendingConversions: asCount(row.pendingConversions),
      rejectedConversions: asCount(row.rejectedConversions),
      payout: asMoney(row.payout),
      pendingPayout: asMoney(row.pendingPayout),
      revenue: asMoney(row.revenue),
      pendingRevenue: asMoney(row.pendingRevenue),
      sale: asMoney(row.sale),
      pendingSale: asMoney(row.pendingSale),
    },
  };
}
