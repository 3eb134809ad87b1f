// Advertisers and publishers: lists, profiles, statuses, sign-up and account managers.

export { assertAccountManager, defaultAccountManagerOf } from './account-manager';
export { createPartnerAccount, type PartnerAccountInput } from './create-partner-account';
export { registrationRoutes } from './registration-routes';
export { findPartner, type PartnerRecord } from './repository';
export { advertiserRoutes, publisherRoutes } from './routes';
