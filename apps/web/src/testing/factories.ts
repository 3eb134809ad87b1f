import type {
  AccountManager,
  Advertiser,
  AppConfig,
  Publisher,
  SessionUser,
  UserRole,
} from '@affnet/contracts';
import type { EntityLinks, ScreenMeta } from '../lib/screen';

export function createAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    name: 'Test Network',
    logo: null,
    favicon: null,
    status: 'active',
    supportEmail: 'support@test-network.example',
    brandColor: null,
    defaultCurrency: 'USD',
    timezone: 'UTC',
    registration: { publisher: true, advertiser: true },
    demoAccounts: null,
    ...overrides,
  };
}

export function createSessionUser(role: UserRole, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: crypto.randomUUID(),
    tenantId: crypto.randomUUID(),
    email: `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    name: `Test ${role}`,
    status: 'active',
    role: { slug: role, name: role },
    employeeRole: null,
    permissions: [],
    ...overrides,
  };
}

export function createAccountManager(overrides: Partial<AccountManager> = {}): AccountManager {
  const id = crypto.randomUUID();
  return {
    id,
    name: `Manager ${id.slice(0, 4)}`,
    email: `manager-${id.slice(0, 8)}@example.com`,
    ...overrides,
  };
}

function partnerBase(kind: string) {
  const id = crypto.randomUUID();
  return {
    id,
    company: `${kind} ${id.slice(0, 6)} Ltd`,
    contactName: `Contact ${id.slice(0, 4)}`,
    email: `${kind.toLowerCase()}-${id.slice(0, 8)}@example.com`,
    phone: null,
    website: null,
    country: null,
    currency: 'USD',
    timezone: 'UTC',
    accountManager: null,
    status: 'active' as const,
    statusReason: null,
    notes: null,
    taxId: null,
    lastLoginAt: null,
    createdAt: '2026-01-15T10:00:00.000Z',
  };
}

export function createAdvertiser(overrides: Partial<Advertiser> = {}): Advertiser {
  return {
    ...partnerBase('Advertiser'),
    conversionToken: `tok_${crypto.randomUUID().replaceAll('-', '')}`,
    ipAllowlist: [],
    ...overrides,
  };
}

export function createPublisher(overrides: Partial<Publisher> = {}): Publisher {
  return {
    ...partnerBase('Publisher'),
    trafficSources: ['social'],
    messenger: null,
    messengerHandle: null,
    ...overrides,
  };
}

/** The paths the app layer gives an entity's pages (see app/entity-links.ts). */
export function createEntityLinks(base: string): EntityLinks {
  return {
    list: `${base}/manage`,
    add: `${base}/add`,
    view: (id) => `${base}/view/${id}`,
    edit: (id) => `${base}/edit/${id}`,
  };
}

/** What the app layer tells a page about its route-table entry. */
export function createScreenMeta(title: string, section: string): ScreenMeta {
  return { title, breadcrumbs: [{ label: 'Admin', to: '/admin/dashboard' }, { label: section }] };
}
