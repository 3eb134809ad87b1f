import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/statement-rows';
import type { FilledPauseCap } from '../events/index';

/*
 * The one status change the tracking engine makes itself (docs/offers.md "Caps", action pause),
 * recorded in the offer's status history like any other (modules/offers/status-history.ts).
 */

/**
 * Pauses an active offer because one of its `pause` caps filled, and records the cap as the
 * cause; answers whether it changed anything. One statement: the status and its history row
 * commit together, and only an offer still `active` changes, so a pause asked twice (a second
 * counter, another process's writer, a conversion at the same time) is one change and one row.
 * An offer paused, expired or archived meanwhile is left as it is, and so is one whose cap was
 * removed meanwhile (or a cap of another offer: nothing pauses an offer but its own cap).
 */
export async function pauseOfferForCap(db: Database, cap: FilledPauseCap): Promise<boolean> {
  const result = await db.execute(sql`
    with paused as (
      update offers set status = 'paused', updated_at = now()
      where tenant_id = ${cap.tenantId} and id = ${cap.offerId} and status = 'active'
        and exists (select 1 from offer_caps where offer_caps.id = ${cap.capId} and offer_caps.offer_id = offers.id)
      returning tenant_id, id
    )
    insert into offer_status_changes (tenant_id, offer_id, from_status, to_status, cause, cap_id)
    select tenant_id, id, 'active', 'paused', 'cap', ${cap.capId} from paused
    returning id`);
  return rowsOf(result).length > 0;
}
