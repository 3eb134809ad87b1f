export { employeeRoutes } from './employee-routes';
export { inPartnerScope, isPartnerInScope, type PartnerScope, partnerScopeOf } from './partner-scope';
export { roleRoutes } from './role-routes';
