// Advertiser credit control (docs/money.md "Credit control").
export { checkAdvertiserCredit, checkAllAdvertiserCredit, startCreditChecks } from './check-credit';
export { advertiserCreditRoutes } from './routes';
