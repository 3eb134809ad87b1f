export { type BootstrapResult, type CreatedAdmin, ensureDefaultTenant } from './bootstrap';
export {
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
