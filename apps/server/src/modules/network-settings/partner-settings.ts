import {
  DEFAULT_PAYMENT_TERMS_DAYS,
  type PartnerKind,
  type PartnerSettings,
  type UpdatePartnerSettingsBody,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantPartnerSettings, tenants, users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import type { Tenant, TenantResolver } from '../../tenancy/index';
import { assertAccountManager } from '../partners/index';
import { diffSettings, recordSettingChange } from '../settings-history/index';
import { loadTenant } from './general-settings';
import type { SettingsActor } from './settings-actor';

/** The two sign-up switches of one kind, kept on `tenants` where registration reads them. */
function switchesOf(tenant: Tenant, kind: PartnerKind) {
  return kind === 'publisher'
    ? { registrationOpen: tenant.publisherRegistrationOpen, autoApprove: tenant.autoApprovePublishers }
    : { registrationOpen: tenant.advertiserRegistrationOpen, autoApprove: tenant.autoApproveAdvertisers };
}

function tenantColumnsOf(kind: PartnerKind, body: UpdatePartnerSettingsBody) {
  return kind === 'publisher'
    ? { publisherRegistrationOpen: body.registrationOpen, autoApprovePublishers: body.autoApprove }
    : {
        advertiserRegistrationOpen: body.registrationOpen,
        autoApproveAdvertisers: body.autoApprove,
        ...(body.conversionIntake ? { conversionIntake: body.conversionIntake } : {}),
      };
}

/**
 * The conversion channels are a default of advertisers' offers, the hold one of publishers'
 * earnings: each form has none of the other's to send.
 */
function assertKindFields(kind: PartnerKind, body: UpdatePartnerSettingsBody): void {
  if (kind === 'publisher' && body.conversionIntake) {
    throw fieldError('conversionIntake', 'Conversion channels are an advertiser setting');
  }
  if (kind === 'advertiser' && body.holdDays !== undefined) {
    throw fieldError('holdDays', 'The hold before payment is a publisher setting');
  }
}

/** The defaults row of one kind joined with its manager (a manager no longer active is not given). */
async function readDefaults(db: Database, tenantId: string, kind: PartnerKind) {
  const [row] = await db
    .select({
      settings: tenantPartnerSettings,
      manager: { id: users.id, name: users.name, email: users.email },
    })
    .from(tenantPartnerSettings)
    .leftJoin(users, eq(users.id, tenantPartnerSettings.defaultAccountManagerId))
    .where(and(eq(tenantPartnerSettings.tenantId, tenantId), eq(tenantPartnerSettings.kind, kind)))
    .limit(1);
  return row;
}

export async function findPartnerSettings(
  db: Database,
  tenantId: string,
  kind: PartnerKind,
): Promise<PartnerSettings> {
  const tenant = await loadTenant(db, tenantId);
  const row = await readDefaults(db, tenantId, kind);
  return {
    kind,
    ...switchesOf(tenant, kind),
    defaultAccountManager: row?.manager ?? null,
    paymentTermsDays: row?.settings.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    welcomeMessage: row?.settings.welcomeMessage ?? null,
    conversionIntake: kind === 'advertiser' ? tenant.conversionIntake : null,
    holdDays: kind === 'publisher' ? (row?.settings.holdDays ?? 0) : null,
  };
}

/** What the history compares: the manager by id (names change on their own). */
function comparable(settings: PartnerSettings) {
  const { defaultAccountManager, kind: _kind, ...rest } = settings;
  return { ...rest, defaultAccountManager: defaultAccountManager?.email ?? null };
}

/**
 * Saves `setting/publisher` or `setting/advertiser`: the switches on `tenants` (the tenant cache
 * is cleared so sign-up follows at once), the defaults in `tenant_partner_settings`.
 */
export async function savePartnerSettings(
  deps: { db: Database; tenants: Pick<TenantResolver, 'invalidate'> },
  actor: SettingsActor,
  kind: PartnerKind,
  body: UpdatePartnerSettingsBody,
): Promise<PartnerSettings> {
  assertKindFields(kind, body);
  const saved = await deps.db.transaction(async (tx) => {
    await assertAccountManager(tx, actor.tenantId, body.defaultAccountManagerId, 'defaultAccountManagerId');
    const before = await findPartnerSettings(tx, actor.tenantId, kind);
    await tx
      .update(tenants)
      .set({ ...tenantColumnsOf(kind, body), updatedAt: new Date() })
      .where(eq(tenants.id, actor.tenantId));
    const defaults = {
      defaultAccountManagerId: body.defaultAccountManagerId ?? null,
      paymentTermsDays: body.paymentTermsDays,
      welcomeMessage: body.welcomeMessage ?? null,
      ...(body.holdDays === undefined ? {} : { holdDays: body.holdDays }),
    };
    await tx
      .insert(tenantPartnerSettings)
      .values({ tenantId: actor.tenantId, kind, ...defaults })
      .onConflictDoUpdate({
        target: [tenantPartnerSettings.tenantId, tenantPartnerSettings.kind],
        set: { ...defaults, updatedAt: new Date() },
      });
    const after = await findPartnerSettings(tx, actor.tenantId, kind);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: kind,
      summary: `Updated the ${kind} settings`,
      changes: diffSettings(comparable(before), comparable(after)),
    });
    return after;
  });
  deps.tenants.invalidate();
  return saved;
}

/** The welcome a partner's dashboard shows first. */
export async function welcomeMessageOf(
  db: Database,
  tenantId: string,
  kind: PartnerKind,
): Promise<string | null> {
  const row = await readDefaults(db, tenantId, kind);
  return row?.settings.welcomeMessage ?? null;
}
