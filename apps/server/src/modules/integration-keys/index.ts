// The network's API keys (setting/integration): shown once when made, listed by their last four
// characters, revoked at once.

export { integrationKeyRoutes } from './routes';
export { authenticateIntegrationKey, createIntegrationKey } from './save-integration-key';
