export * from './setting-history';
