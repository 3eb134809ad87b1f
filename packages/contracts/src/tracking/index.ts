export * from './click-preview';
export * from './conversions';
export * from './networks';
export * from './postback-macros';
export * from './publisher-postbacks';
export * from './reasons';
export * from './test-conversion';
