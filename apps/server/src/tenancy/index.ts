// Networks (tenants) and their domains (docs/ARCHITECTURE.md "Tenancy"): the rows, and the resolver
// that maps a Host header to its network. Below the tracking context and the panel's plugins.

export {
  addOperatorTrackingDomain,
  type DomainKind,
  findDefaultTenant,
  findTenantByHost,
  findTenantBySlug,
  insertTenant,
  listTenants,
  type NewTenant,
  normalizeHost,
  type Tenant,
  updateTenantStatus,
} from './repository';
export { type ResolvedTenant, TenantResolver } from './tenant-resolver';
