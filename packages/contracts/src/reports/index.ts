export * from './base-counters';
export * from './dimensions';
export * from './metrics';
export * from './performance';
export * from './recent-figures';
export * from './report-columns';
export * from './report-filters';
