import { type SQL, sql } from 'drizzle-orm';
import { tenantPartnerSettings } from '../../db/schema/index';

/**
 * The network's hold (setting/publisher), for conversions whose offer and publisher set none
 * (docs/money.md "Hold"): null when the network never saved its publisher settings. One value per
 * statement (an uncorrelated subquery, evaluated once), so the set-based run stays one statement.
 */
export function networkHoldDays(tenantId: string): SQL {
  return sql`(select ${tenantPartnerSettings.holdDays} from ${tenantPartnerSettings}
    where ${tenantPartnerSettings.tenantId} = ${tenantId} and ${tenantPartnerSettings.kind} = 'publisher')`;
}
