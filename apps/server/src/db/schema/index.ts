export * from './files';
export * from './offers';
export * from './partners';
export * from './sessions';
export * from './tenants';
export * from './users';
