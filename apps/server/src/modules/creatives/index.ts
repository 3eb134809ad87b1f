export { creativeRoutes } from './routes';
export { type CreativeContext, createCreative } from './save-creative';
