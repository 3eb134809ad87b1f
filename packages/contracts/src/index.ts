export * from './app';
export * from './app-constants';
export * from './auth';
export * from './common';
export * from './countries';
export * from './permissions';
export * from './role-schemas';
export * from './roles';
