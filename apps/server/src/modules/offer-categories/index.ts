export { findCategoryNamed } from './repository';
export { createCategory } from './save-category';
