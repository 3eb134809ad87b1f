// Tracking links as staff and publishers build them, and the offer's integration tab.

export { trackingLinkRoutes } from './routes';
