// How an advertiser pays the network (advertiser/setting/payment): billing contact, address, tax
// number, method.

export { saveOwnBilling } from './billing-details';
export { findAdvertiserBilling } from './repository';
export { advertiserBillingRoutes } from './routes';
