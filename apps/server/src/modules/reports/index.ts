// The performance report and the rollup query kit every figure is summed by (the sums themselves
// are the event store's; the kit reads what they need of the panel first).

export type { RollupFilters, RollupGroup, RollupRequest, RollupSums } from '../../events/index';

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
export { heavyReadStoresOf, type ReportStores, reportStoresOn } from './report-stores';
export { sumRollups } from './rollup-lookups';
export { listFiguresOf, reportRoutes, reportScopeOf } from './routes';
