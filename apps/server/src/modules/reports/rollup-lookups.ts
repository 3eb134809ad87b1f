import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offers, partners } from '../../db/schema/index';
import {
  type RollupLookups,
  type RollupLookupsNeeded,
  type RollupRequest,
  type RollupSums,
  TooManyGroupsError,
} from '../../events/index';
import { AppError } from '../../lib/app-error';
import type { ReportStores } from './report-stores';

/*
 * The report kit's one query, as the panel asks it (docs/reports.md "The query kit"): what the
 * sums need of the panel's tables is read here first, as id pairs, and the event store sums the
 * rollups with them; it joins no panel table, as a store kept elsewhere could not.
 */

/**
 * Each offer's advertiser (the sub-id rollup keeps none) and each publisher's account manager,
 * when the sums need them (docs/reports.md "Which rollup answers").
 */
async function readLookups(db: Database, tenantId: string, needed: RollupLookupsNeeded) {
  const lookups: RollupLookups = {};
  if (needed.offerAdvertisers) {
    const rows = await db
      .select({ id: offers.id, value: offers.advertiserId })
      .from(offers)
      .where(eq(offers.tenantId, tenantId));
    lookups.offerAdvertisers = { ids: rows.map((row) => row.id), values: rows.map((row) => row.value) };
  }
  if (needed.publisherManagers) {
    const rows = await db
      .select({ id: partners.id, value: partners.accountManagerId })
      .from(partners)
      .where(and(eq(partners.tenantId, tenantId), eq(partners.kind, 'publisher')));
    lookups.publisherManagers = { ids: rows.map((row) => row.id), values: rows.map((row) => row.value) };
  }
  return lookups;
}

/**
 * The base counters of the rollup that answers, grouped by the request's dimensions and always
 * by currency. More groups than `maxGroups` (50,000 by default) answers 422.
 */
export async function sumRollups({ db, events }: ReportStores, request: RollupRequest): Promise<RollupSums> {
  const lookups = await readLookups(db, request.tenantId, events.lookupsNeededFor(request));
  try {
    return await events.sumRollups(request, lookups);
  } catch (error) {
    if (!(error instanceof TooManyGroupsError)) throw error;
    throw new AppError(
      'VALIDATION',
      'This report has too many rows: choose fewer days, add filters or group by less.',
      { groupBy: [`More than ${error.maxGroups.toLocaleString('en')} rows`] },
    );
  }
}
