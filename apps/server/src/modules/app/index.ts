// GET /app, the network's white-label configuration a client reads before sign-in, and the health
// check.

export { appRoutes } from './routes';
