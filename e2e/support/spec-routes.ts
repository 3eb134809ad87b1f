import type { UserRole } from '@affnet/contracts';

// The routes of client-spec §2, written out from the spec itself (not from the app's route
// table, so the test checks the app against the spec). `{id}` becomes SAMPLE_ID.

export const SAMPLE_ID = '123';

const ADMIN_OFFER_TABS = [
  'general',
  'events',
  'landing-pages',
  'payouts',
  'caps',
  'targeting',
  'creatives',
  'schedule',
  'fallback',
  'permission',
  'postback',
  'tracking-link',
  'integration',
];

const ADMIN_SETTINGS = [
  'general',
  'company',
  'domain',
  'publisher',
  'advertiser',
  'smtp',
  'system-email',
  'registration-form',
  'payment-method',
  'currency',
  'invoice-tax',
  'integration',
];

export const AUTH_ROUTES = [
  'login',
  'forgot-password',
  'reset-password',
  'publisher/register',
  'advertiser/register',
].map((route) => `/auth/${route}`);

const ROUTES: Record<UserRole, string[]> = {
  publisher: [
    'dashboard',
    'report/performance',
    'report/conversions',
    'offer/available',
    'offer/approved',
    'offer/view/{id}',
    'invoice/list',
    'invoice/view/{id}',
    'tools/api',
    'tools/postback/list',
    'tools/postback/add',
    'tools/postback/edit/{id}',
    'tools/postback/log',
    'tools/postback/log/{id}',
    'setting/account',
    'setting/payment',
    'notification/list',
    'notification/view/{id}',
  ],
  advertiser: [
    'dashboard',
    'offer/list',
    'offer/view/{id}',
    'report/performance',
    'report/conversions',
    'invoice/list',
    'invoice/view/{id}',
    'setting/account',
    'setting/payment',
    'notification/list',
    'notification/view/{id}',
  ],
  admin: [
    'dashboard',
    'offer/add',
    'offer/add/classic',
    'offer/manage',
    ...ADMIN_OFFER_TABS.map((tab) => `offer/{id}/${tab}`),
    'offer/access',
    'offer/categories',
    ...['add', 'manage', 'edit/{id}', 'view/{id}'].map((page) => `offer/creative/${page}`),
    'report/performance',
    'report/conversion',
    'report/click',
    ...['add', 'manage', 'view/{id}', 'edit/{id}'].map((page) => `publisher/${page}`),
    ...['add', 'manage', 'edit/{id}', 'logs'].map((page) => `publisher/postback/${page}`),
    ...['add', 'manage', 'view/{id}', 'edit/{id}', 'postback/logs'].map((page) => `advertiser/${page}`),
    ...['add', 'manage', 'edit/{id}', 'view/{id}'].map((page) => `employee/${page}`),
    ...['add', 'manage', 'edit/{id}', 'view/{id}'].map((page) => `employee/role/${page}`),
    'fraud-tool',
    'integration',
    'mailer/campaign',
    'mailer/send',
    'mailer/delivery-logs',
    'billing',
    ...ADMIN_SETTINGS.map((page) => `setting/${page}`),
  ],
  employee: ['dashboard'],
};

/** Every screen of spec §2 under the role's prefix, with ids filled in. */
export function specRoutes(role: UserRole): string[] {
  return ROUTES[role].map((route) => `/${role}/${route.replaceAll('{id}', SAMPLE_ID)}`);
}
