// An offer's creatives (banners, text links, HTML and e-mail) and the code a publisher pastes.

export { buildCreativeCode, type CodeCreative } from './creative-code';
export { creativeContentOf } from './creative-dto';
export { creativeRoutes } from './routes';
export { type CreativeContext, createCreative } from './save-creative';
