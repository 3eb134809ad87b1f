import type { FileValue, GeneralSettings, UpdateGeneralSettingsBody } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import type { Tenant, TenantResolver } from '../../tenancy/index';
import { fileUrlOf, removeStoredFile, storeImage } from '../files/index';
import { diffSettings, recordSettingChange } from '../settings-history/index';
import type { SettingsActor } from './settings-actor';

export function toGeneralSettings(tenant: Tenant): GeneralSettings {
  return {
    name: tenant.name,
    logo: tenant.logoUrl,
    favicon: tenant.faviconUrl,
    brandColor: tenant.brandColor,
    defaultCurrency: tenant.defaultCurrency,
    timezone: tenant.timezone,
    supportEmail: tenant.supportEmail,
  };
}

export async function loadTenant(db: Database, tenantId: string): Promise<Tenant> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  return tenant;
}

export type GeneralSettingsDeps = { db: Database; files: FileStore; tenants: TenantResolver };

/** The id of an upload from where it is served, for the uploads this page stored; else null. */
function uploadIdOf(url: string | null): string | null {
  const match = url ? /^\/api\/v1\/files\/([0-9a-f-]{36})$/.exec(url) : null;
  return match?.[1] ?? null;
}

type ImageSlot = {
  field: 'logo' | 'favicon';
  file: FileValue | undefined;
  remove: boolean;
  current: string | null;
};
type Cleanup = { onFailure: Array<() => Promise<void>>; afterCommit: Array<() => Promise<void>> };

/** The image's URL after this save: a new upload (checked and re-encoded), none when removed, else the current one. */
async function nextImage(
  tx: Database,
  deps: GeneralSettingsDeps,
  actor: SettingsActor,
  slot: ImageSlot,
  cleanup: Cleanup,
): Promise<string | null> {
  let next = slot.current;
  if (slot.file) {
    const { record, discard } = await storeImage(tx, deps.files, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      purpose: 'logo',
      field: slot.field,
      file: slot.file,
    });
    cleanup.onFailure.push(discard);
    next = fileUrlOf(record.id);
  } else if (slot.remove) {
    next = null;
  }
  const replaced = next !== slot.current ? uploadIdOf(slot.current) : null;
  if (replaced)
    cleanup.afterCommit.push(() => removeStoredFile(deps.db, deps.files, actor.tenantId, replaced));
  return next;
}

/**
 * Saves `setting/general` on the tenant row and records the change; the tenant cache is
 * cleared after the commit, so `GET /app` (the white-label config) answers the new values at once.
 */
export async function saveGeneralSettings(
  deps: GeneralSettingsDeps,
  actor: SettingsActor,
  body: UpdateGeneralSettingsBody,
): Promise<GeneralSettings> {
  const cleanup: Cleanup = { onFailure: [], afterCommit: [] };
  let saved: Tenant;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const before = await loadTenant(tx, actor.tenantId);
      const logoUrl = await nextImage(
        tx,
        deps,
        actor,
        { field: 'logo', file: body.logo, remove: body.removeLogo, current: before.logoUrl },
        cleanup,
      );
      const faviconUrl = await nextImage(
        tx,
        deps,
        actor,
        { field: 'favicon', file: body.favicon, remove: body.removeFavicon, current: before.faviconUrl },
        cleanup,
      );
      const [after] = await tx
        .update(tenants)
        .set({
          name: body.name,
          brandColor: body.brandColor ?? null,
          defaultCurrency: body.defaultCurrency,
          timezone: body.timezone,
          supportEmail: body.supportEmail ?? null,
          logoUrl,
          faviconUrl,
          updatedAt: new Date(),
        })
        .where(eq(tenants.id, actor.tenantId))
        .returning();
      if (!after) throw new AppError('NOT_FOUND', 'Network not found.');
      await recordSettingChange(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        area: 'general',
        summary: 'Updated the general settings',
        changes: diffSettings(toGeneralSettings(before), toGeneralSettings(after)),
      });
      return after;
    });
  } catch (error) {
    await Promise.all(cleanup.onFailure.map((discard) => discard()));
    throw error;
  }
  deps.tenants.invalidate();
  await Promise.all(cleanup.afterCommit.map((remove) => remove()));
  return toGeneralSettings(saved);
}
