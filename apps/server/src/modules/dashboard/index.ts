export { readDashboard } from './read-dashboard';
export { dashboardRoutes } from './routes';
