// An offer's status history: who or what changed its status (docs/offers.md "Statuses").

export {
  expireEndedOffers,
  listOfferStatusChanges,
  pauseOfferForCap,
  recordScheduledStatusChanges,
  recordStaffStatusChanges,
} from './offer-status-history';
