import type { DemoAccount } from '@affnet/contracts';

/** The password of every seeded demo account (the README and the login page show it). */
export const DEMO_PASSWORD = 'demo1234';

/** Listed on the login page in demo mode. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.test', password: DEMO_PASSWORD, role: 'admin' },
  { email: 'publisher@demo.test', password: DEMO_PASSWORD, role: 'publisher' },
  { email: 'advertiser@demo.test', password: DEMO_PASSWORD, role: 'advertiser' },
  { email: 'employee@demo.test', password: DEMO_PASSWORD, role: 'employee' },
];
