export { networkSettingsRoutes } from './routes';
