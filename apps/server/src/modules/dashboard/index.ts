// The dashboards' figures: today, yesterday and 7 days of each portal's scope, from the rollups.

export { readDashboard } from './read-dashboard';
export { dashboardRoutes } from './routes';
