import type { Database } from '../../db/client';
import type { RequestAuth } from '../../plugins/request-context';
import { findSessionByToken, toAuthenticatedUser, touchSession } from './session-repository';

/** Refresh `last_used_at` at most this often, so reads don't each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/**
 * The auth plugin's session lookup (plugins/auth.ts `SessionLookup`): the active user a bearer
 * token signs in on this network, or null; the session's last use refreshed now and then.
 */
export function createSessionLookup(db: Database) {
  return async (tenantId: string, token: string): Promise<RequestAuth | null> => {
    const found = await findSessionByToken(db, tenantId, token);
    if (found?.user.status !== 'active') return null;
    if (Date.now() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(db, found.session.id);
    }
    return {
      user: toAuthenticatedUser(found.user, found.employeeRole, found.partnerRef),
      sessionId: found.session.id,
    };
  };
}
