// The tracking context (docs/tracking.md, docs/ARCHITECTURE.md "Two contexts"): clicks decided from
// memory and answered before anything is written, the conversion intake, the click writer and
// journal. The panel's modules, the demo and the composition root (app.ts, server.ts) use it only
// through this door; it imports no module of the panel.

export { takeClick } from './click/click-handler';
export { readQueryLink } from './click/click-link';
// The engine, its front door and routes (app.ts)
export { assembleClickDeps, type ClickEngine, startClickEngine } from './click-engine';
// The conversion intake
export { type CapPeriod, capPeriodStart } from './conversions/cap-period';
export { createConversionRecorder, recordConversionBatch } from './conversions/conversion-batch';
export { type FxBook, fxBookOf, fxSnapshotOf } from './conversions/conversion-fx';
export type { AcceptedLog, ConversionStores, NewConversion } from './conversions/conversion-rows';
export { fillPostbackRequest } from './conversions/fill-postback-request';
export {
  type AttributionSource,
  attributionsFromDatabase,
  attributionsFromMemoryFirst,
  type TrackedTenant,
} from './conversions/find-attribution';
export { createClickFinder } from './conversions/find-click';
export { collectParams } from './conversions/intake-params';
export { queuePublisherPostbacks } from './conversions/queue-postbacks';
export {
  type IntakeDeps,
  type IntakeOutcome,
  type IntakeRequest,
  receiveConversion,
} from './conversions/receive-conversion';
export { createRefusalBudget, REFUSALS_PER_WINDOW, type RefusalBudget } from './conversions/refusal-budget';
export type { PublisherFacts } from './engine/checks/index';
export type { CapCounters, ClickSink, RecentClicks } from './engine/click-record';
export { allowedDeepLink, type Random } from './engine/destination';
export { type ClickStep, evaluateClick, type LinkValues } from './engine/evaluate-click';
export { networkOf } from './engine/networks/network-of';
export { geoOf, type VisitorFacts } from './engine/visitor';
export { CLICK_FLAGS, type ClickIdCodec, createClickIdCodec } from './ids/click-id';
export { createLinkCodec, type LinkCodec } from './ids/link-code';
export { createTestLinkSigner, type TestLinkSigner } from './ids/test-link';
export { loadTrackingSecret } from './ids/tracking-secret';
export { type ImpressionDeps, takeImpression } from './impression/impression-handler';
export { readPublishers } from './state/state-reads';
export { startTrackingState, type TenantState } from './state/tracking-state';
export { createFrontDoorServer, createTrackingContext } from './tracking-context';
export { registerTrackingRoutes } from './tracking-routes';
export {
  type ClickPipeline,
  type ClickWriter,
  createClickPipeline,
  createClickWriter,
  type PipelineParts,
} from './writer/index';
