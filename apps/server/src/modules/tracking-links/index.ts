export { trackingLinkRoutes } from './routes';
