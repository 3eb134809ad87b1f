export { type CapPeriod, capPeriodStart } from './cap-period';
export { changeConversionStatuses } from './change-status';
export { createConversionRecorder, recordConversionBatch } from './conversion-batch';
export type { AcceptedLog, NewConversion } from './conversion-rows';
export {
  type AttributionSource,
  attributionsFromDatabase,
  attributionsFromMemoryFirst,
  type TrackedTenant,
} from './find-attribution';
export { createClickFinder } from './find-click';
export { collectParams } from './intake-params';
export {
  type IntakeDeps,
  type IntakeOutcome,
  type IntakeRequest,
  receiveConversion,
} from './receive-conversion';
export { createRefusalBudget, REFUSALS_PER_WINDOW, type RefusalBudget } from './refusal-budget';
export { conversionRoutes } from './routes';
