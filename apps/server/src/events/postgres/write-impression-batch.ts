import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import type { ImpressionRecord } from '../event-records';
import { arrayLiteral, type ElementKind, type ElementValue } from './array-literal';
import { rollupUpserts } from './rollup-tables';

/*
 * One batch of banner impressions in ONE statement, as clicks are written (write-click-batch.ts):
 * the rows travel as one array per column through `unnest`, the insert skips ids already stored,
 * and every rollup table adds the rows the insert RETURNED to its `impressions` column. A batch
 * written twice (a replayed spool file or journal) inserts nothing the second time, so an
 * impression counts once. Impressions have no landing page and no event: those keys are null,
 * as on a click row's event.
 */

type Column = {
  name: string;
  type: string;
  kind: ElementKind;
  value: (record: ImpressionRecord) => ElementValue;
};

const token = (name: string, type: string, value: Column['value']): Column => ({
  name,
  type,
  kind: 'token',
  value,
});
/** Tracked values from the link (sub ids, source): quoted and escaped in the array literal. */
const text = (name: string, value: Column['value']): Column => ({ name, type: 'text', kind: 'text', value });

const IMPRESSION_COLUMNS: readonly Column[] = [
  token('id', 'uuid', (r) => r.id),
  token('shown_at', 'timestamptz', (r) => r.shownAt.toISOString()),
  token('tenant_id', 'uuid', (r) => r.tenantId),
  token('offer_id', 'uuid', (r) => r.offerId),
  token('publisher_id', 'uuid', (r) => r.publisherId),
  token('advertiser_id', 'uuid', (r) => r.advertiserId),
  token('creative_id', 'uuid', (r) => r.creativeId),
  token('country', 'text', (r) => r.country),
  token('device_type', 'text', (r) => r.deviceType),
  token('os', 'text', (r) => r.os),
  token('browser', 'text', (r) => r.browser),
  text('sub1', (r) => r.sub1),
  text('sub2', (r) => r.sub2),
  text('sub3', (r) => r.sub3),
  text('sub4', (r) => r.sub4),
  text('sub5', (r) => r.sub5),
  text('source', (r) => r.source),
  token('currency', 'text', (r) => r.currency),
];

const NAMES = sql.raw(IMPRESSION_COLUMNS.map((c) => c.name).join(', '));

/** The rollup upserts adding the inserted rows: the same text for every batch. */
const ROLLUP_CTES = rollupUpserts('inserted', { impressions: 'count(*)' });

function batchStatement(records: readonly ImpressionRecord[]): SQL {
  const arrays = IMPRESSION_COLUMNS.map(
    (c) => sql`${sql.param(arrayLiteral(records, c.kind, c.value))}::${sql.raw(c.type)}[]`,
  );
  const ids = arrayLiteral(records, 'token', (record) => record.id);
  return sql`
    with inserted as (
      insert into impressions (${NAMES})
      select * from unnest(${sql.join(arrays, sql`, `)}) as batch(${NAMES})
      on conflict do nothing
      returning id, tenant_id, offer_id, publisher_id, advertiser_id, creative_id, country, device_type,
        os, browser, null::uuid as landing_page_id, currency, sub1, sub2, sub3, sub4, sub5, source,
        null::text as event_key, date_trunc('hour', shown_at, 'UTC') as hour,
        date_trunc('day', shown_at, 'UTC') as day
    ),
    ${ROLLUP_CTES}
    -- The batch's ids stored before (a replay): usually none, so the answer stays small.
    select batch.id from unnest(${ids}::uuid[]) as batch(id)
    where not exists (select 1 from inserted where inserted.id = batch.id)`;
}

/** Writes the impressions with their rollups; answers the ids it inserted. Throws as the click batch does. */
export async function storeImpressionBatch(
  db: Database,
  records: readonly ImpressionRecord[],
): Promise<Set<string>> {
  const inserted = new Set(records.map((record) => record.id));
  if (records.length === 0) return inserted;
  for (const row of rowsOf<{ id: string }>(await db.execute(batchStatement(records))))
    inserted.delete(row.id);
  return inserted;
}
