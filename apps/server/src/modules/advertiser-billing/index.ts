export { saveOwnBilling } from './billing-details';
export { findAdvertiserBilling } from './repository';
export { advertiserBillingRoutes } from './routes';
