// "What would this click do?": the click engine's decision for a made-up visitor, nothing stored.

export { clickPreviewRoutes } from './routes';
