export { capPacingRoutes } from './routes';
