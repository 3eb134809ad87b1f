export { type CapPeriod, capPeriodStart } from './cap-period';
export { changeConversionStatuses } from './change-status';
export { createConversionRecorder } from './conversion-batch';
export { type OfferSnapshotSource, snapshotsFromMemoryFirst } from './find-attribution';
export { collectParams } from './intake-params';
export {
  type IntakeDeps,
  type IntakeOutcome,
  type IntakeRequest,
  receiveConversion,
} from './receive-conversion';
export { conversionRoutes } from './routes';
