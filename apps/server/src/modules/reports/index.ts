// The performance report and the rollup query kit every figure is summed by.

export { performanceReport, type ReportTenant } from './performance-report';
export {
  type FiguredDimension,
  isRecentFigureSort,
  type ListFigures,
  pageWithFigures,
  recentFiguresOf,
  recentRangeOf,
  recentSortOf,
  refuseHiddenFigureSort,
} from './recent-figures';
export { ADMIN_SCOPE, type ReportScope } from './report-scope';
export type { RollupFilters } from './rollup-sql';
export { listFiguresOf, reportRoutes, reportScopeOf } from './routes';
export { type RollupGroup, type RollupRequest, type RollupSums, sumRollups } from './sum-rollups';
