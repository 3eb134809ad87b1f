import type { DemoAccount } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { EventStore } from '../events/index';
import type { FileStore } from '../lib/file-store';
import { createPartnerAccount } from '../modules/partners/index';
import type { SystemMailer } from '../modules/system-emails/index';
import { findOrCreateDefaultTenant } from '../modules/tenants/index';
import { createUser, findUserByEmail } from '../modules/users/index';
import { addOperatorTrackingDomain, type Tenant } from '../tenancy/index';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoBilling } from './demo-billing';
import { seedDemoCredit } from './demo-credit';
import { demoManagerId, isPartner, seedDemoEmployee } from './demo-employees';
import { seedDemoMoneySettings } from './demo-money-settings';
import { seedDemoOffers } from './demo-offers';
import { seedDemoPartners } from './demo-partners';
import { seedDemoRegistrationForm } from './demo-registration-form';
import { seedDemoSettings } from './demo-settings';
import { type DemoTrafficOptions, seedDemoTraffic } from './demo-traffic';

const DEMO_NAMES: Record<DemoAccount['role'], string> = {
  admin: 'Dana Admin',
  publisher: 'Pat Publisher',
  advertiser: 'Alex Advertiser',
  employee: 'Eve Employee',
};

/**
 * Where the demo's tracking links point, so they look like a real network's. `.example` is
 * reserved (RFC 2606): the name never resolves, so a link is tried by putting the panel's own
 * address in its place (every host of the network answers tracking paths; README).
 */
export const DEMO_TRACKING_DOMAIN = 'track.demo-network.example';

/** What the demo network is made with: its traffic, and the tracking domain its links use. */
export type DemoNetworkOptions = DemoTrafficOptions & { trackingDomain?: string };

const DEMO_PARTNERS = {
  publisher: { company: 'Traffic Lab Media', country: 'DE', trafficSources: ['social', 'search'] },
  advertiser: {
    company: 'Acme Shop Ltd',
    website: 'https://acme-shop.example',
    country: 'GB',
    // Longer than the demo's 90 days of traffic: its pending leads show a due date, none is decided at start.
    validationDays: 120,
    validationAction: 'approve' as const,
  },
};

/**
 * The demo's people are made up: the decisions the seeder takes through the real use cases (an
 * approved access request, say) would e-mail them, so its mailer sends nothing, whatever SMTP_URL says.
 */
const notSent = async () => ({ response: 'not sent: demo data' });
const NO_MAIL: SystemMailer = { send: notSent, sendWhenRead: notSent };

/** Where the demo writes: the panel's tables, and the clicks through the event store. */
export type DemoStores = { db: Database; events: EventStore };

/**
 * Seeds the demo network on an empty database: tenant "Demo Network" (the default tenant, so
 * it serves localhost) with everything `seedDemoNetwork` adds. Safe to run again: existing rows
 * are kept, and the traffic is made only by the run that created the network's accounts.
 */
export async function seedDemo(
  stores: DemoStores,
  files: FileStore,
  log: FastifyBaseLogger,
  traffic: DemoTrafficOptions = {},
): Promise<Tenant> {
  const tenant = await findOrCreateDefaultTenant(stores.db, {
    name: 'Demo Network',
    supportEmail: 'support@demo.test',
    brandColor: '#1c7ed6',
    autoApprovePublishers: false,
  });
  await seedDemoNetwork(stores, files, log, tenant, { ...traffic, trackingDomain: DEMO_TRACKING_DOMAIN });
  return tenant;
}

/**
 * One account per role, partners in every status, the offer catalogue (demo-offer-catalog.ts),
 * a tracking domain (when given), 90 days of traffic (demo-traffic.ts) and three months of billing
 * (demo-billing.ts) in a tenant, each made
 * by the use case the panel, the click engine or the conversion intake calls (never a row written
 * here). Rows already there
 * are kept; the traffic comes only with a new network (its admin created by this run), so a
 * second run adds no second 90 days.
 */
export async function seedDemoNetwork(
  stores: DemoStores,
  files: FileStore,
  log: FastifyBaseLogger,
  tenant: Tenant,
  options: DemoNetworkOptions = {},
): Promise<void> {
  const { db } = stores;
  const { trackingDomain, ...traffic } = options;
  if (trackingDomain) await addOperatorTrackingDomain(db, tenant.id, trackingDomain);
  const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'admin')?.email ?? '';
  const isNewNetwork = !(await findUserByEmail(db, tenant.id, adminEmail));
  // Staff first: the demo partners are managed by the demo account manager.
  const staffFirst = [...DEMO_ACCOUNTS].sort((a, b) => Number(isPartner(a)) - Number(isPartner(b)));
  for (const account of staffFirst) {
    if (await findUserByEmail(db, tenant.id, account.email)) continue;
    const name = DEMO_NAMES[account.role];
    const credentials = { email: account.email, name, password: account.password, status: 'active' as const };
    if (account.role === 'publisher' || account.role === 'advertiser') {
      await createPartnerAccount(db, {
        tenantId: tenant.id,
        kind: account.role,
        account: credentials,
        columns: { ...DEMO_PARTNERS[account.role], accountManagerId: await demoManagerId(db, tenant) },
      });
      continue;
    }
    if (account.role === 'employee') {
      await seedDemoEmployee(db, tenant, account);
      continue;
    }
    await createUser(db, { ...credentials, tenantId: tenant.id, role: account.role });
  }
  await seedDemoPartners(db, tenant, await demoManagerId(db, tenant));
  // Offers are made by the demo admin, as if through the panel.
  const admin = await findUserByEmail(db, tenant.id, adminEmail);
  if (!admin) throw new Error(`Demo admin ${adminEmail} is missing`);
  const employeeEmail = DEMO_ACCOUNTS.find((account) => account.role === 'employee')?.email ?? '';
  const employee = await findUserByEmail(db, tenant.id, employeeEmail);
  await seedDemoSettings(db, tenant, { adminId: admin.user.id, managerId: employee?.user.id ?? null });
  const mail = { tenant, origin: 'http://localhost', mail: NO_MAIL, log };
  await seedDemoOffers(db, files, mail, admin.user);
  await seedDemoMoneySettings(db, tenant, admin.user.id);
  if (isNewNetwork) {
    await seedDemoRegistrationForm(db, tenant.id, admin.user.id);
    const started = Date.now();
    const made = await seedDemoTraffic(stores, tenant, admin.user.id, log, traffic);
    log.info({ ...made, ms: Date.now() - started }, 'demo traffic seeded through the click engine');
    await seedDemoBilling(db, tenant, admin.user.id, log);
    await seedDemoCredit(db, tenant, admin.user.id);
  }
}
