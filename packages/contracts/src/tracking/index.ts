export * from './postback-macros';
export * from './reasons';
