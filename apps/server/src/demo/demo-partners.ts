import type { AccountStatus, PartnerKind } from '@affnet/contracts';
import type { Database } from '../db/client';
import { createPartnerAccount, type PartnerAccountInput } from '../modules/partners/index';
import { findUserByEmail } from '../modules/users/index';
import type { Tenant } from '../tenancy/index';
import { DEMO_PASSWORD } from './demo-accounts';

type DemoPartner = {
  kind: PartnerKind;
  email: string;
  name: string;
  status: AccountStatus;
  columns: PartnerAccountInput['columns'];
};

/** More partners than the sign-in accounts, in every status, so the manage screens have something to show. */
const DEMO_PARTNERS: DemoPartner[] = [
  {
    kind: 'advertiser',
    email: 'partners@northwind.example',
    name: 'Nadia Brooks',
    status: 'active',
    columns: {
      company: 'Northwind Outdoor',
      website: 'https://northwind.example',
      country: 'US',
      currency: 'USD',
      timezone: 'America/New_York',
      ipAllowlist: ['203.0.113.0/24'],
      // Longer than the demo's 90 days of traffic: its pending leads show a due date, none is decided at start.
      validationDays: 120,
      validationAction: 'approve',
    },
  },
  {
    kind: 'advertiser',
    email: 'affiliates@lumenfinance.example',
    name: 'Leo Marchetti',
    status: 'active',
    columns: {
      company: 'Lumen Finance',
      website: 'https://lumenfinance.example',
      country: 'IT',
      currency: 'EUR',
      timezone: 'Europe/Rome',
    },
  },
  {
    kind: 'advertiser',
    email: 'growth@pixelgames.example',
    name: 'Yuki Tanaka',
    status: 'pending',
    columns: {
      company: 'Pixel Games Studio',
      website: 'https://pixelgames.example',
      country: 'JP',
      currency: 'USD',
      timezone: 'Asia/Tokyo',
    },
  },
  {
    kind: 'advertiser',
    email: 'ops@quickloans.example',
    name: 'Sam Carter',
    status: 'rejected',
    columns: {
      company: 'QuickLoans 24',
      website: 'https://quickloans.example',
      country: 'GB',
      statusReason: 'Vertical not accepted on this network.',
    },
  },
  {
    kind: 'publisher',
    email: 'hello@couponcrate.example',
    name: 'Mia Hoffmann',
    status: 'active',
    columns: {
      company: 'Coupon Crate',
      website: 'https://couponcrate.example',
      country: 'DE',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      trafficSources: ['coupon', 'email'],
      messenger: 'telegram',
      messengerHandle: '@couponcrate',
      // A low minimum of their own, so their pages show one; an invoice below it stays a draft, as any would.
      minimumPayout: '10.00',
    },
  },
  {
    kind: 'publisher',
    email: 'team@trailreviews.example',
    name: 'Owen Price',
    status: 'active',
    columns: {
      company: 'Trail Reviews',
      website: 'https://trailreviews.example',
      country: 'CA',
      trafficSources: ['content', 'search'],
    },
  },
  {
    kind: 'publisher',
    email: 'ads@pushwave.example',
    name: 'Ravi Kumar',
    status: 'pending',
    columns: {
      company: 'PushWave Media',
      country: 'IN',
      trafficSources: ['push', 'native'],
      messenger: 'skype',
      messengerHandle: 'pushwave.ravi',
    },
  },
  {
    kind: 'publisher',
    email: 'contact@cashbackhub.example',
    name: 'Lucía Gómez',
    status: 'pending',
    columns: {
      company: 'Cashback Hub',
      website: 'https://cashbackhub.example',
      country: 'ES',
      currency: 'EUR',
      trafficSources: ['cashback'],
    },
  },
  {
    kind: 'publisher',
    email: 'bot@clickfarm.example',
    name: 'Unknown',
    status: 'blocked',
    columns: {
      company: 'ClickFarm Traffic',
      country: 'VN',
      trafficSources: ['other'],
      statusReason: 'Bot traffic detected on three offers.',
    },
  },
];

/** The partners, the pending ones managed by `managerId` (the demo account manager has work waiting). */
export async function seedDemoPartners(db: Database, tenant: Tenant, managerId?: string): Promise<void> {
  for (const partner of DEMO_PARTNERS) {
    if (await findUserByEmail(db, tenant.id, partner.email)) continue;
    await createPartnerAccount(db, {
      tenantId: tenant.id,
      kind: partner.kind,
      account: { email: partner.email, name: partner.name, password: DEMO_PASSWORD, status: partner.status },
      columns: {
        ...partner.columns,
        ...(partner.status === 'pending' ? { accountManagerId: managerId } : {}),
      },
    });
  }
}
