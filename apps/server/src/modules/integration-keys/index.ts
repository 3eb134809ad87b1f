export { integrationKeyRoutes } from './routes';
export { authenticateIntegrationKey, createIntegrationKey } from './save-integration-key';
