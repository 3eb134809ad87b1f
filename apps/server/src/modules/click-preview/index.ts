export { clickPreviewRoutes } from './routes';
