export { employeeRoutes } from './employee-routes';
export {
  ALL_PARTNERS,
  inPartnerScope,
  isPartnerInScope,
  type PartnerScope,
  partnerScopeOf,
} from './partner-scope';
export { roleRoutes } from './role-routes';
