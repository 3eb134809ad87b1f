// An offer's status history: who or which cap changed its status (docs/offers.md "Statuses").

export {
  expireEndedOffers,
  type FilledPauseCap,
  listOfferStatusChanges,
  pauseOfferForCap,
  recordScheduledStatusChanges,
  recordStaffStatusChanges,
} from './offer-status-history';
