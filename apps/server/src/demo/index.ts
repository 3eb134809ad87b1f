// The demo network (`npm run demo`, `npm run db:seed`). Production code never imports this
// statically: server.ts loads it only when DEMO is on, and it reaches the modules only through
// their use cases (index.ts), like any other caller.
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export { seedDemoMoneySettings } from './demo-money-settings';
export { DEMO_TRACKING_DOMAIN, seedDemo, seedDemoNetwork } from './demo-network';
