export * from './account-settings';
export * from './company-settings';
export * from './domain-settings';
export * from './general-settings';
export * from './partner-settings';
export * from './setting-history';
