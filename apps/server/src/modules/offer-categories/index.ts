// Offer categories (offer/categories).

export { findCategoryNamed } from './repository';
export { offerCategoryRoutes } from './routes';
export { createCategory } from './save-category';
