// What publishers see of an offer's history: the changes to the terms they work under.

export { offerChangesRoutes } from './routes';
