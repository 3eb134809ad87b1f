export { domainSettingsRoutes } from './routes';
