// Advertiser credit control (docs/money.md "Credit control").
export { checkAdvertiserCredit, checkAllAdvertiserCredit, startCreditChecks } from './check-credit';
export { readAdvertiserCredit, saveAdvertiserCredit } from './credit-settings';
export { advertiserCreditRoutes, ownCreditRoutes } from './routes';
