export * from './app';
export * from './auth';
export * from './common';
export * from './countries';
export * from './permissions';
export * from './roles';
