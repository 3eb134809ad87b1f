export * from './click-preview';
export * from './postback-macros';
export * from './reasons';
