import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import type { ClickBatchResult, ClickRecord } from '../event-records';
import { arrayLiteral, type ElementKind, type ElementValue } from './array-literal';
import { rollupUpserts } from './rollup-tables';

/*
 * One batch of clicks in ONE statement (docs/tracking.md "Writing"): the records travel as one
 * array per column through `unnest` (each array literal built by array-literal.ts), the insert skips ids already stored (`ON CONFLICT DO
 * NOTHING`), and the rollups and cap usage are computed from the rows the insert RETURNED. A
 * batch written twice (a replayed spool file, a retry after a lost answer) therefore inserts
 * nothing the second time and adds nothing to any total. One statement is one transaction:
 * rows and totals commit together or not at all.
 *
 * Test clicks are stored (flagged, for the click log) but never rolled up and never counted
 * against caps: they stay out of reports, caps and money.
 *
 * The statement also answers the `pause` click caps whose counters it brought to their limit;
 * the writer pauses their offers after it commits (`pauseOfferForCap`), not the statement
 * itself, so the hot batch takes no lock on `offers`.
 */

type Column = { name: string; type: string; kind: ElementKind; value: (record: ClickRecord) => ElementValue };

/** How a column's values are spelled in its array literal: by its SQL type, text from outside quoted. */
const KIND_OF_TYPE: Record<string, ElementKind> = {
  text: 'text',
  boolean: 'boolean',
  uuid: 'token',
  integer: 'token',
  numeric: 'token',
  timestamptz: 'token',
  inet: 'token',
};

const column = (
  name: string,
  type: string,
  value: Column['value'],
  kind = KIND_OF_TYPE[type] ?? 'text',
): Column => ({
  name,
  type,
  kind,
  value,
});
/** A text column whose values the engine spells itself (ids, codes, enumerations): tested, then bare. */
const code = (name: string, value: Column['value']): Column => column(name, 'text', value, 'token');

const CLICK_COLUMNS: readonly Column[] = [
  code('id', (r) => r.id),
  column('clicked_at', 'timestamptz', (r) => r.clickedAt.toISOString()),
  column('tenant_id', 'uuid', (r) => r.tenantId),
  column('offer_id', 'uuid', (r) => r.offerId),
  column('offer_ref', 'integer', (r) => r.offerRef),
  column('publisher_id', 'uuid', (r) => r.publisherId),
  column('publisher_ref', 'integer', (r) => r.publisherRef),
  column('advertiser_id', 'uuid', (r) => r.advertiserId),
  code('kind', (r) => r.kind),
  code('reason', (r) => r.reason),
  column('reason_detail', 'text', (r) => r.reasonDetail),
  column('is_unique', 'boolean', (r) => r.isUnique),
  column('is_duplicate', 'boolean', (r) => r.isDuplicate),
  column('is_test', 'boolean', (r) => r.isTest),
  code('parent_click_id', (r) => r.parentClickId),
  column('destination_url', 'text', (r) => r.destinationUrl),
  column('sub1', 'text', (r) => r.sub1),
  column('sub2', 'text', (r) => r.sub2),
  column('sub3', 'text', (r) => r.sub3),
  column('sub4', 'text', (r) => r.sub4),
  column('sub5', 'text', (r) => r.sub5),
  column('source', 'text', (r) => r.source),
  column('aff_click_id', 'text', (r) => r.affClickId),
  code('country', (r) => r.country),
  column('region', 'text', (r) => r.region),
  code('device_type', (r) => r.deviceType),
  code('os', (r) => r.os),
  code('browser', (r) => r.browser),
  column('landing_page_id', 'uuid', (r) => r.landingPageId),
  column('creative_id', 'uuid', (r) => r.creativeId),
  code('language', (r) => r.language),
  column('ip', 'inet', (r) => r.ip),
  column('is_proxy', 'boolean', (r) => r.isProxy),
  column('user_agent', 'text', (r) => r.userAgent),
  column('referrer', 'text', (r) => r.referrer),
  column('payout', 'numeric', (r) => r.payout),
  column('revenue', 'numeric', (r) => r.revenue),
  code('currency', (r) => r.currency),
];

const NAMES = sql.raw(CLICK_COLUMNS.map((c) => c.name).join(', '));

/** `unnest($1::text[], $2::timestamptz[], …)`: one parameter per column, whatever the batch size. */
function unnestOf(columns: readonly Column[], records: readonly ClickRecord[]): SQL {
  const arrays = columns.map(
    (c) => sql`${sql.param(arrayLiteral(records, c.kind, c.value))}::${sql.raw(c.type)}[]`,
  );
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

function capKeyArrays(records: readonly ClickRecord[]): SQL {
  const keys = records.flatMap((r) => r.capKeys.map((key) => ({ clickId: r.id, ...key })));
  return sql`unnest(
    ${sql.param(arrayLiteral(keys, 'token', (k) => k.clickId))}::text[],
    ${sql.param(arrayLiteral(keys, 'token', (k) => k.capId))}::uuid[],
    ${sql.param(arrayLiteral(keys, 'token', (k) => k.publisherId))}::uuid[],
    ${sql.param(arrayLiteral(keys, 'token', (k) => k.periodStart.toISOString()))}::timestamptz[]
  )`;
}

/** What a batch of clicks adds to each rollup row (the tables keep the ones they keep). */
const CLICK_COUNTERS = {
  gross_clicks: 'count(*)',
  unique_clicks: 'count(*) filter (where is_unique)',
  duplicate_clicks: 'count(*) filter (where is_duplicate)',
  invalid_clicks: 'count(*) filter (where reason is not null)',
  approved_payout: 'sum(payout)',
  approved_revenue: 'sum(revenue)',
};

/** The rollup upserts adding the counted (non-test) rows: the same text for every batch. */
const ROLLUP_CTES = rollupUpserts('counted', CLICK_COUNTERS);

function batchStatement(records: readonly ClickRecord[]): SQL {
  const ids = arrayLiteral(records, 'token', (record) => record.id);
  return sql`
    with inserted as (
      insert into clicks (${NAMES})
      select * from ${unnestOf(CLICK_COLUMNS, records)} as batch(${NAMES})
      on conflict do nothing
      returning id, tenant_id, offer_id, publisher_id, advertiser_id, kind, reason, is_unique,
        is_duplicate, is_test, country, device_type, os, browser, landing_page_id, creative_id, currency,
        payout, revenue, sub1, sub2, sub3, sub4, sub5, source, null::text as event_key,
        date_trunc('hour', clicked_at, 'UTC') as hour, date_trunc('day', clicked_at, 'UTC') as day
    ),
    counted as (select * from inserted where not is_test),
    ${ROLLUP_CTES},
    caps as (
      -- The join on offer_caps drops the keys of a cap deleted since the click: its usage row
      -- would break the foreign key and, with it, the whole batch.
      insert into cap_usage (tenant_id, cap_id, publisher_id, period_start, used)
      select counted.tenant_id, k.cap_id, k.publisher_id, k.period_start, count(*)
      from ${capKeyArrays(records)} as k(click_id, cap_id, publisher_id, period_start)
      join counted on counted.id = k.click_id and counted.kind = 'valid'
      join offer_caps on offer_caps.id = k.cap_id
      group by counted.tenant_id, k.cap_id, k.publisher_id, k.period_start
      order by k.cap_id, k.publisher_id, k.period_start
      on conflict on constraint cap_usage_key do update set
        used = cap_usage.used + excluded.used, updated_at = now()
      returning cap_id, used
    ),
    -- Click caps with action pause that this batch brought to their limit (docs/offers.md
    -- "Caps"): the writer pauses their offers once the batch has committed.
    filled_pause_caps as (
      select offer_caps.tenant_id, offer_caps.offer_id, offer_caps.id as cap_id
      from caps join offer_caps on offer_caps.id = caps.cap_id
      where offer_caps.metric = 'clicks' and offer_caps.action = 'pause'
        and caps.used >= offer_caps.limit_value
      group by offer_caps.tenant_id, offer_caps.offer_id, offer_caps.id
    )
    -- The batch's ids stored before (a replay): usually none, so the answer stays small.
    select batch.id, null::uuid as tenant_id, null::uuid as offer_id, null::uuid as cap_id
    from unnest(${ids}::text[]) as batch(id)
    where not exists (select 1 from inserted where inserted.id = batch.id)
    union all
    select null, tenant_id, offer_id, cap_id from filled_pause_caps`;
}

type BatchRow =
  /** A click of the batch that was not inserted (stored before). */
  | { id: string; tenant_id: null; offer_id: null; cap_id: null }
  | { id: null; tenant_id: string; offer_id: string; cap_id: string };

/**
 * Writes the records with their rollups and cap usage, and says which `pause` caps it filled.
 * Throws when the database refuses or cannot be reached.
 */
export async function storeClickBatch(
  db: Database,
  records: readonly ClickRecord[],
): Promise<ClickBatchResult> {
  if (records.length === 0) return { inserted: new Set(), filledPauseCaps: [] };
  const rows = rowsOf<BatchRow>(await db.execute(batchStatement(records)));
  const result: ClickBatchResult = {
    inserted: new Set(records.map((record) => record.id)),
    filledPauseCaps: [],
  };
  for (const row of rows) {
    if (row.id !== null) result.inserted.delete(row.id);
    else result.filledPauseCaps.push({ tenantId: row.tenant_id, offerId: row.offer_id, capId: row.cap_id });
  }
  return result;
}
