// The offer editor: the wizard, each tab's save, statuses and their history, the scheduler.

export { createOffer } from './create-offer';
export { diffDocuments } from './diff-offer';
export { listOfferOptions } from './list-offer-options';
export { loadOffer } from './offer-document';
export { saveLandingPagesTab } from './offer-tabs';
export { offerRoutes } from './routes';
export { saveOfferTab } from './save-offer-tab';
export {
  applyDueOfferChanges,
  type OfferScheduler,
  SCHEDULER_BATCH,
  type SchedulerRun,
  startOfferScheduler,
} from './scheduler';
export type { Actor, OfferDeps } from './section-context';
