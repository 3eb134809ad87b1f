import type { SettingArea, SettingChange, SettingHistoryQuery } from '@affnet/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settingChanges, users } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';

/** A settings page's history, newest first, with the name of who made each change. */
export async function listSettingChanges(
  db: Database,
  tenantId: string,
  area: SettingArea,
  query: SettingHistoryQuery,
): Promise<{ rows: SettingChange[]; total: number }> {
  const where = and(eq(settingChanges.tenantId, tenantId), eq(settingChanges.area, area));
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ change: settingChanges, actorName: users.name, actorEmail: users.email })
      .from(settingChanges)
      .leftJoin(users, eq(users.id, settingChanges.actorUserId))
      .where(where)
      .orderBy(desc(settingChanges.at), desc(settingChanges.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(settingChanges).where(where),
  ]);
  return {
    rows: rows.map(({ change, actorName, actorEmail }) => ({
      id: change.id,
      area: change.area,
      at: change.at.toISOString(),
      actor:
        change.actorUserId && actorName !== null && actorEmail !== null
          ? { id: change.actorUserId, name: actorName, email: actorEmail }
          : null,
      summary: change.summary,
      changes: change.changes,
    })),
    total: counted?.total ?? 0,
  };
}
