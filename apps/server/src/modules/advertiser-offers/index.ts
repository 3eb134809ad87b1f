// The advertiser's side of their offers: the list, the view, its integration and the last 30 days'
// results.

export { advertiserOfferRoutes } from './routes';
