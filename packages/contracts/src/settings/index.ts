export * from './registration-form';
export * from './setting-history';
