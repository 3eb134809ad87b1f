import type { AccountStatus } from '@affnet/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';

export type AccountChanges = { email: string; name: string; status: AccountStatus };

/** Changes a user's sign-in e-mail, name and status; an e-mail another account uses is a field error. */
export async function changeUserAccount(
  db: Database,
  tenantId: string,
  userId: string,
  changes: AccountChanges,
) {
  const email = changes.email.trim().toLowerCase();
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) throw fieldError('email', 'An account with this e-mail already exists.');
  await db
    .update(users)
    .set({ email, name: changes.name.trim(), status: changes.status, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}
