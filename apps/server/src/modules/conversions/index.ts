// Conversions in the panel (docs/tracking.md "Statuses", "Answers and the log"): staff change
// statuses and read the advertiser postback log. The intake itself is the tracking context's.

export { changeConversionStatuses } from './change-status';
export { listPostbackLogs, type PostbackLogQuery } from './postback-logs';
export { conversionRoutes } from './routes';
export {
  decideDueConversions,
  decisionDueOf,
  startValidationDeadlines,
} from './validation-deadline';
