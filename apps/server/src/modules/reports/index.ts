export { performanceReport, type ReportTenant } from './performance-report';
export { ADMIN_SCOPE, type ReportScope } from './report-scope';
export type { RollupFilters } from './rollup-sql';
export { reportRoutes, reportScopeOf } from './routes';
export { type RollupGroup, type RollupRequest, type RollupSums, sumRollups } from './sum-rollups';
