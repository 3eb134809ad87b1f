import type { SettingArea, SettingFieldChange } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { settingChanges } from '../../db/schema/index';

export type SettingChangeEntry = {
  tenantId: string;
  /** The signed-in user who saved; null for changes the system makes. */
  actorUserId: string | null;
  area: SettingArea;
  summary: string;
  changes: SettingFieldChange[];
};

/**
 * Records one saved change on a settings page. Call it inside the transaction that writes the
 * setting, so the history never shows a change that did not happen (or misses one that did).
 * A save that changed nothing records nothing.
 */
export async function recordSettingChange(tx: Database, entry: SettingChangeEntry): Promise<void> {
  if (entry.changes.length === 0) return;
  await tx.insert(settingChanges).values(entry);
}
