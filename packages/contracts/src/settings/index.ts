export * from './registration-form';
export * from './setting-history';
export * from './smtp-settings';
export * from './system-emails';
