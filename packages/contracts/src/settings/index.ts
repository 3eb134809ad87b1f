export * from './currency-settings';
export * from './integration-keys';
export * from './invoice-tax';
export * from './partner-payment';
export * from './payment-methods';
export * from './setting-history';
