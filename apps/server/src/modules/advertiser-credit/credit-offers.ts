import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';

/*
 * What credit control does to an advertiser's offers at the limit (docs/money.md "Credit
 * control"): its active offers paused, and later only those, resumed, each change a row of the
 * offer's status history with the cause `credit`. Paused offers' links keep working through the
 * offers' fallback, as for any paused offer.
 */

type Advertiser = { tenantId: string; advertiserId: string; now: Date };

/** Pauses the advertiser's active offers; answers the offers paused. */
export async function pauseOffersForCredit(db: Database, { tenantId, advertiserId, now }: Advertiser) {
  const result = await db.execute(sql`
    with paused as (
      update offers set status = 'paused', updated_at = ${now}
      where tenant_id = ${tenantId} and advertiser_id = ${advertiserId} and status = 'active'
      returning tenant_id, id
    )
    insert into offer_status_changes (tenant_id, offer_id, from_status, to_status, cause, changed_at)
    select tenant_id, id, 'active', 'paused', 'credit', ${now} from paused
    returning offer_id`);
  return rowsOf<{ offer_id: string }>(result).map((row) => row.offer_id);
}

/**
 * Resumes the advertiser's offers credit control paused, and only while that is their last
 * change: an offer staff paused, or touched since, is left as it is. Answers the offers resumed.
 */
export async function resumeOffersPausedForCredit(db: Database, { tenantId, advertiserId, now }: Advertiser) {
  const result = await db.execute(sql`
    with latest as (
      select distinct on (change.offer_id) change.offer_id, change.cause, change.to_status
      from offer_status_changes change
      join offers offer on offer.id = change.offer_id
      where offer.tenant_id = ${tenantId} and offer.advertiser_id = ${advertiserId} and offer.status = 'paused'
      order by change.offer_id, change.changed_at desc, change.id desc
    ),
    resumed as (
      update offers set status = 'active', updated_at = ${now}
      from latest
      where offers.id = latest.offer_id and latest.cause = 'credit' and latest.to_status = 'paused'
        and offers.status = 'paused'
      returning offers.tenant_id, offers.id
    )
    insert into offer_status_changes (tenant_id, offer_id, from_status, to_status, cause, changed_at)
    select tenant_id, id, 'paused', 'active', 'credit', ${now} from resumed
    returning offer_id`);
  return rowsOf<{ offer_id: string }>(result).map((row) => row.offer_id);
}
