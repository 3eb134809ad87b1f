// A publisher's catalogue: the offers they may see and run, and the access they asked for.

export { findCatalogOffer, listCatalog, listRunnableEventKeys } from './catalog-query';
export { getPublisherOffer, visibleOfferSnapshot } from './get-publisher-offer';
export { partnerIdOfUser } from './partner-of-user';
export { offerCatalogRoutes } from './routes';
