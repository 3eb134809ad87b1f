export { findCatalogOffer, listCatalog, listRunnableEventKeys } from './catalog-query';
export { getPublisherOffer } from './get-publisher-offer';
export { partnerIdOfUser } from './partner-of-user';
export { offerCatalogRoutes } from './routes';
