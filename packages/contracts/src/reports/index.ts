export * from './base-counters';
export * from './dimensions';
export * from './metrics';
export * from './performance';
export * from './report-filters';
