export { assertAccountManager, defaultAccountManagerOf } from './account-manager';
export { createPartnerAccount, type PartnerAccountInput } from './create-partner-account';
export { registrationRoutes } from './registration-routes';
export type { PartnerRecord } from './repository';
export { advertiserRoutes, publisherRoutes } from './routes';
