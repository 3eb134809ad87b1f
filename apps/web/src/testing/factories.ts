import type { AppConfig, SessionUser, UserRole } from '@affnet/contracts';

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
