import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  statsDailyOffer,
  statsDailyPublisher,
  statsHourly,
  statsHourlyOffer,
  statsHourlyPublisher,
  statsHourlySub,
} from '../../db/schema/events';

/*
 * The rollup tables and the upserts that add to them (docs/tracking.md "Rollups"). The click
 * writer and the conversion rollups both build their statements from here, so a table added
 * to the list is written by both, in the same statement as the others.
 */

/**
 * Each table's key columns, `event_key` apart (null on click rows, the event on conversion rows).
 * `hour` is the UTC hour a click happened or a conversion converted; `day` its UTC day.
 */
export const ROLLUP_KEYS = {
  stats_hourly: [
    'hour',
    'tenant_id',
    'offer_id',
    'publisher_id',
    'advertiser_id',
    'country',
    'device_type',
    'os',
    'browser',
    'landing_page_id',
    'creative_id',
    'currency',
  ],
  stats_hourly_offer: ['hour', 'tenant_id', 'offer_id', 'advertiser_id', 'currency'],
  stats_hourly_publisher: ['hour', 'tenant_id', 'publisher_id', 'currency'],
  stats_daily_offer: ['day', 'tenant_id', 'offer_id', 'advertiser_id', 'currency'],
  stats_daily_publisher: ['day', 'tenant_id', 'publisher_id', 'currency'],
  stats_hourly_sub: [
    'hour',
    'tenant_id',
    'offer_id',
    'publisher_id',
    'sub1',
    'sub2',
    'sub3',
    'sub4',
    'sub5',
    'source',
    'currency',
  ],
} as const;

export type RollupTable = keyof typeof ROLLUP_KEYS;
export type RollupColumn = (typeof ROLLUP_KEYS)[RollupTable][number] | 'event_key';

const ROLLUP_TABLES = Object.keys(ROLLUP_KEYS) as RollupTable[];

const SCHEMA_OF: Record<RollupTable, PgTable> = {
  stats_hourly: statsHourly,
  stats_hourly_offer: statsHourlyOffer,
  stats_hourly_publisher: statsHourlyPublisher,
  stats_daily_offer: statsDailyOffer,
  stats_daily_publisher: statsDailyPublisher,
  stats_hourly_sub: statsHourlySub,
};

const COLUMNS_OF = Object.fromEntries(
  ROLLUP_TABLES.map((table) => [table, Object.values(getTableColumns(SCHEMA_OF[table])).map((c) => c.name)]),
) as Record<RollupTable, string[]>;

/** Every column of a rollup table, in the schema's order. */
export const rollupColumnsOf = (table: RollupTable): readonly string[] => COLUMNS_OF[table];

/** The counters a table keeps, of those named (`stats_hourly_sub` has no duplicates or sales). */
function countersOf(table: RollupTable, names: readonly string[]): string[] {
  return names.filter((name) => COLUMNS_OF[table].includes(name));
}

const addExcluded = (table: RollupTable, counters: readonly string[]) =>
  counters.map((name) => `${name} = ${table}.${name} + excluded.${name}`).join(', ');

/**
 * Adds grouped rows of `source` (a CTE with the key columns and `event_key`) to `table`:
 * `counters` maps each counter to its aggregate over the source. Ordered by the key so that two
 * processes upserting the same totals lock the rows in the same order (no deadlock between writers).
 */
function upsertGrouped(
  table: RollupTable,
  source: string,
  counters: Readonly<Record<string, string>>,
): string {
  const key = [...ROLLUP_KEYS[table], 'event_key'].join(', ');
  const kept = countersOf(table, Object.keys(counters));
  return `insert into ${table} (${key}, ${kept.join(', ')})
      select ${key}, ${kept.map((name) => counters[name]).join(', ')}
      from ${source} group by ${key} order by ${key}
      on conflict on constraint ${table}_key do update set ${addExcluded(table, kept)}`;
}

/**
 * One CTE per rollup table (`r_<table> as (insert …)`, comma-separated, to follow the CTE named
 * `source` in a statement's `with`), adding the source's rows grouped on each table's key.
 * Data-modifying CTEs run whether or not the main query reads them.
 */
export function rollupUpserts(source: string, counters: Readonly<Record<string, string>>): SQL {
  return sql.raw(
    ROLLUP_TABLES.map((table) => `r_${table} as (${upsertGrouped(table, source, counters)})`).join(',\n    '),
  );
}
