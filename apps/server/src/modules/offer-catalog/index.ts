export { findCatalogOffer } from './catalog-query';
export { getPublisherOffer } from './get-publisher-offer';
export {
  categoriesOf,
  eventsOf,
  landingPagesOf,
  partnerCapsOf,
  partnerCreativesOf,
  scheduleOf,
  thumbnailUrlOf,
} from './offer-parts';
export { partnerIdOfUser } from './partner-of-user';
export { offerCatalogRoutes } from './routes';
