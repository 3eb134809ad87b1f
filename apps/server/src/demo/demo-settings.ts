import type { Database } from '../db/client';
import {
  findCompanySettings,
  saveCompanySettings,
  savePartnerSettings,
} from '../modules/network-settings/index';
import type { Tenant } from '../tenancy/index';

/** The seeder changes settings before the server runs: there is no tenant cache to clear yet. */
const NO_CACHE = { invalidate: () => {} };

/**
 * Fills in setting/company, setting/publisher and setting/advertiser through their use cases (so
 * the pages' history shows them, made by the demo admin). Only once: a network whose company
 * details exist keeps whatever was changed since.
 */
export async function seedDemoSettings(
  db: Database,
  tenant: Tenant,
  people: { adminId: string; managerId: string | null },
): Promise<void> {
  if (await findCompanySettings(db, tenant.id)) return;
  const actor = { tenantId: tenant.id, userId: people.adminId };
  await saveCompanySettings(db, actor, {
    legalName: 'Demo Network GmbH',
    addressLine1: 'Torstraße 140',
    city: 'Berlin',
    postalCode: '10119',
    country: 'DE',
    taxNumber: 'DE298765432',
    registrationNumber: 'HRB 204518 B',
    bankName: 'Demo Bank AG',
    bankAccountHolder: 'Demo Network GmbH',
    bankAccount: 'DE89370400440532013000',
    bankBic: 'COBADEFF',
  });
  const defaults = { defaultAccountManagerId: people.managerId ?? undefined };
  await savePartnerSettings({ db, tenants: NO_CACHE }, actor, 'publisher', {
    registrationOpen: true,
    autoApprove: tenant.autoApprovePublishers,
    paymentTermsDays: 15,
    welcomeMessage:
      'Welcome to Demo Network! Browse the offer catalogue, request the offers that fit your traffic, and your account manager will be in touch within a day.',
    ...defaults,
  });
  await savePartnerSettings({ db, tenants: NO_CACHE }, actor, 'advertiser', {
    registrationOpen: true,
    autoApprove: tenant.autoApproveAdvertisers,
    paymentTermsDays: 30,
    welcomeMessage: 'Welcome aboard! Send us your first offer and we will set up its tracking with you.',
    ...defaults,
  });
}
