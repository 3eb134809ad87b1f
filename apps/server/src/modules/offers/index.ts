// The offer editor: the wizard, each tab's save, statuses and their history, the scheduler.

export { createOffer } from './create-offer';
export { diffDocuments } from './diff-offer';
export { listOfferOptions } from './list-offer-options';
export { loadOffer } from './offer-document';
// The save's own steps: the demo saves a tab again, and bench/offer-save.mjs times a save without
// its history against `saveOfferTab`.
export { lockOffer, updateOfferRecord } from './offer-repository';
export { saveLandingPagesTab, savePayoutsTab } from './offer-tabs';
export { offerRoutes } from './routes';
export { saveOfferTab } from './save-offer-tab';
export {
  applyDueOfferChanges,
  type OfferScheduler,
  SCHEDULER_BATCH,
  type SchedulerRun,
  startOfferScheduler,
} from './scheduler';
export { type Actor, type OfferDeps, runOfferTransaction } from './section-context';
