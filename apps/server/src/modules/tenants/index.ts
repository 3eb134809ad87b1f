// Creating the default network and its first admin at start (server.ts, the CLI, the demo).

export {
  type BootstrapResult,
  type CreatedAdmin,
  type DefaultTenantSettings,
  ensureDefaultTenant,
  findOrCreateDefaultTenant,
} from './bootstrap';
