// The columns each user hides on the wide report tables, kept per user and table.

export { reportColumnRoutes } from './routes';
