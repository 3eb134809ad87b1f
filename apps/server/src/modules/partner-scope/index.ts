// An employee's data scope: every partner, or the ones they manage.

export { managedPartnerIds } from './managed-partner-ids';
export {
  ALL_PARTNERS,
  inPartnerPairScope,
  inPartnerScope,
  isPartnerInScope,
  type PartnerScope,
  partnerScopeOf,
} from './partner-scope';
