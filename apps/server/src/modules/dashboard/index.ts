export { type DashboardViewer, readDashboard } from './read-dashboard';
export { type RollupGroup, type RollupScope, type RollupSumRow, sumRollups } from './rollup-sums';
export { dashboardRoutes } from './routes';
