export { appRoutes } from './routes';
