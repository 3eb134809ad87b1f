// A network's panel and tracking domains, their DNS verification and the domain check.

export { domainSettingsRoutes } from './routes';
