import type { DataScope, Permission, UserRole } from '@affnet/contracts';
import type { Tenant } from '../tenancy/index';

/** Who may call a route: everyone, or signed-in users of these roles (and this permission for employees). */
export type RouteAuth = 'public' | { roles: readonly UserRole[]; permission?: Permission };

export type AuthenticatedUser = {
  id: string;
  tenantId: string;
  email: string;
  name: string;
  role: UserRole;
  status: 'pending' | 'active' | 'rejected' | 'blocked';
  /** Read with the session on every request: a change to the role applies to the next request. */
  employeeRole: { id: string; name: string; dataScope: DataScope } | null;
  permissions: Permission[];
  /** The partner's number (advertiser and publisher accounts); null for staff. */
  partnerRef: number | null;
};

export type RequestAuth = { user: AuthenticatedUser; sessionId: string };

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** A download: the media types of the file it answers (the OpenAPI document's 200). */
    file?: readonly string[];
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  interface FastifyRequest {
    tenant: Tenant;
    /** True when the Host header is one of the tenant's registered domains. */
    isTenantDomain: boolean;
    auth: RequestAuth | null;
  }
}
