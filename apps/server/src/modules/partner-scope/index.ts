export {
  ALL_PARTNERS,
  inPartnerScope,
  isPartnerInScope,
  type PartnerScope,
  partnerScopeOf,
} from './partner-scope';
