export * from './conversions';
export * from './postback-macros';
export * from './reasons';
