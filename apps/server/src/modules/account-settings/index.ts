export { accountSettingsRoutes } from './routes';
