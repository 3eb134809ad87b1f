export * from './files';
export * from './offers';
export * from './partners';
export * from './postbacks';
export * from './sessions';
export * from './tenants';
export * from './tracking';
export * from './users';
