import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { createPostgresEventStore, type EventStore } from '../../src/events/index';
import { rollupsOf, totalsFromClicks } from '../tracking/writer/rollup-queries';

/*
 * The event stores the contract suite (event-store-contract.test.ts) runs through the door, each
 * with the probes its tests look into storage with. A second store (ClickHouse, the scale-out
 * issue) is one more entry here: it passes or fails the same tests.
 */

type Row = Record<string, unknown>;

export type StoreUnderTest = {
  name: string;
  open(db: Database): EventStore;
  /** The rollup rows of a network's clicks, and the same totals counted from its stored clicks. */
  rollups(db: Database, tenantId: string): Promise<{ hourly: Row[]; sub: Row[] }>;
  totalsFromClicks(db: Database, tenantId: string, which: 'hourly' | 'sub'): Promise<Row[]>;
  /** The stored clicks' tracked text columns, snake_case, with their ids. */
  trackedColumns(db: Database, tenantId: string): Promise<Record<string, string | null>[]>;
  /** How many test clicks are stored. */
  testClicks(db: Database, tenantId: string): Promise<number>;
  /** A network's stored impressions, and its impressions counted in each rollup (they must agree). */
  impressionFigures(db: Database, tenantId: string): Promise<{ stored: number; rollups: number[] }>;
  /** A network's conversion figures in every rollup, one line per rollup (they must agree). */
  conversionFigures(db: Database, tenantId: string): Promise<ConversionFigures[]>;
};

export type ConversionFigures = {
  approved: number;
  pending: number;
  rejected: number;
  approvedPayout: string;
  pendingPayout: string;
};

/** The rollup tables a conversion (and an impression) is counted in. */
const CONVERSION_ROLLUPS = [
  'stats_hourly',
  'stats_hourly_sub',
  'stats_hourly_offer',
  'stats_hourly_publisher',
  'stats_daily_offer',
  'stats_daily_publisher',
] as const;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const postgres: StoreUnderTest = {
  name: 'PostgreSQL',
  open: createPostgresEventStore,
  rollups: rollupsOf,
  totalsFromClicks,
  trackedColumns: (db, tenantId) =>
    rowsOf(
      db,
      sql`select id, sub1, sub5, source, aff_click_id, user_agent, referrer, destination_url, region
        from clicks where tenant_id = ${tenantId}`,
    ),
  testClicks: async (db, tenantId) => {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from clicks where tenant_id = ${tenantId} and is_test`,
    );
    return row?.n ?? 0;
  },
  impressionFigures: async (db, tenantId) => {
    const [stored] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from impressions where tenant_id = ${tenantId}`,
    );
    const rollups: number[] = [];
    for (const table of CONVERSION_ROLLUPS) {
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select coalesce(sum(impressions), 0)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
      );
      rollups.push(row?.n ?? 0);
    }
    return { stored: stored?.n ?? 0, rollups };
  },
  conversionFigures: async (db, tenantId) => {
    const figures: ConversionFigures[] = [];
    for (const table of CONVERSION_ROLLUPS) {
      const [row] = await rowsOf<ConversionFigures>(
        db,
        sql`select coalesce(sum(approved_conversions), 0)::int as approved,
          coalesce(sum(pending_conversions), 0)::int as pending,
          coalesce(sum(rejected_conversions), 0)::int as rejected,
          coalesce(sum(approved_payout), 0)::numeric(14, 2)::text as "approvedPayout",
          coalesce(sum(pending_payout), 0)::numeric(14, 2)::text as "pendingPayout"
          from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
      );
      if (row) figures.push(row);
    }
    return figures;
  },
};

export const EVENT_STORES: readonly StoreUnderTest[] = [postgres];
