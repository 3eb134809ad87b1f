export { type CreativeContext, createCreative } from './save-creative';
