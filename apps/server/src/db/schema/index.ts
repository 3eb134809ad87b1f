// The schema of every table but the event tables (schema/events.ts, which only src/events/ reads:
// schema/all.ts adds them for the database client and drizzle-kit).
export * from './advertiser-credit';
export * from './conversions';
export * from './files';
export * from './invoices';
export * from './mail-settings';
export * from './money-settings';
export * from './network-settings';
export * from './offers';
export * from './partners';
export * from './payment-batches';
export * from './postbacks';
export * from './sessions';
export * from './settings';
export * from './tenants';
export * from './tracking';
export * from './users';
