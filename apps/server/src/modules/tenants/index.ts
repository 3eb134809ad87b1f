export {
  type BootstrapResult,
  type CreatedAdmin,
  type DefaultTenantSettings,
  ensureDefaultTenant,
  findOrCreateDefaultTenant,
} from './bootstrap';
export {
  type DomainKind,
  findDefaultTenant,
  findTenantByHost,
  findTenantBySlug,
  insertTenant,
  listTenants,
  normalizeHost,
  type Tenant,
  updateTenantStatus,
} from './repository';
export { type ResolvedTenant, TenantResolver } from './tenant-resolver';
