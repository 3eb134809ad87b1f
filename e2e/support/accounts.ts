import type { UserRole } from '@affnet/contracts';

/** Password of every account the e2e setup creates. */
export const E2E_PASSWORD = 'e2e-Passw0rd!';

/** One active account per role in the default tenant (served on 127.0.0.1 and localhost). */
export const E2E_USERS: Record<UserRole, string> = {
  admin: 'admin@e2e.test',
  publisher: 'publisher@e2e.test',
  advertiser: 'advertiser@e2e.test',
  employee: 'employee@e2e.test',
};

export const ROLES = Object.keys(E2E_USERS) as UserRole[];

/** A publisher used only by the password-reset flow, whose password it changes. */
export const RESET_USER = 'reset@e2e.test';

/** A second tenant, suspended, reached through its own host name. */
export const SUSPENDED_TENANT = {
  name: 'Dormant Network',
  slug: 'dormant',
  domain: 'dormant.localhost',
  supportEmail: 'help@dormant.test',
};
