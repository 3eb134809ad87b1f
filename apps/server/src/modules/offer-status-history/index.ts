// An offer's status history: who or which cap changed its status (docs/offers.md "Statuses").

export {
  type FilledPauseCap,
  listOfferStatusChanges,
  pauseOfferForCap,
  recordStaffStatusChanges,
} from './offer-status-history';
