// What each audience sees of an offer: the staff document, the publisher's and the advertiser's
// views, projected from the offer model's snapshots (src/offer-model).

export { isShownToAdvertiser, toAdvertiserOffer, toAdvertiserOfferListItem } from './advertiser-view';
export { toOfferDocument } from './offer-document';
export { type PublisherAccessState, publisherAccessOf } from './publisher-access';
export {
  isCapShownTo,
  isCreativeShownToPublishers,
  toPublisherOffer,
  toPublisherOfferListItem,
} from './publisher-view';
