import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
import { hashToken } from '../../lib/crypto';

export async function insertPasswordReset(
  db: Database,
  values: { tenantId: string; userId: string; token: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values({
    tenantId: values.tenantId,
    userId: values.userId,
    tokenHash: hashToken(values.token),
    expiresAt: values.expiresAt,
  });
}

/**
 * Marks a reset token used, atomically: of two requests racing with the same link only one
 * gets the row back. Expired, used and other tenants' tokens return undefined.
 */
export async function consumePasswordReset(db: Database, tenantId: string, token: string) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        eq(passwordResets.tenantId, tenantId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0];
}

/**
 * Every outstanding reset or invitation link of the user stops working: after a reset (the others),
 * and when the sign-in e-mail changes (the links went to the old address).
 */
export async function expirePasswordResets(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
