export { advertiserOfferRoutes } from './routes';
