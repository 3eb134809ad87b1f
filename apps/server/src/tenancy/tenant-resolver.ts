import type { Database } from '../db/client';
import {
  type DomainKind,
  findDefaultTenant,
  findTenantDomain,
  normalizeHost,
  type Tenant,
} from './repository';

const CACHE_TTL_MS = 10_000;
/** Hosts remembered at once: any Host header is a new key, so the cache must not grow with them. */
const CACHE_HOSTS_MAX = 10_000;

/**
 * The tenant of a host; whether the host is one of its registered domains (a trusted origin for
 * links), and which kind: a tracking domain carries the tracking context only (src/tracking).
 */
export type ResolvedTenant = { tenant: Tenant; viaDomain: boolean; domainKind: DomainKind | null };
type CacheEntry = { resolved: ResolvedTenant | null; expiresAt: number };

/**
 * Finds the tenant of a request from its Host header, with a short in-memory cache: a few
 * seconds of staleness after a tenant changes is acceptable (DESIGN §1), a database
 * round trip per request is not.
 */
export class TenantResolver {
  private readonly cache = new Map<string, CacheEntry>();
  constructor(
    private readonly db: Database,
    private readonly maxHosts = CACHE_HOSTS_MAX,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<ResolvedTenant | null> {
    const host = normalizeHost(hostHeader ?? 'localhost');
    const cached = this.cache.get(host);
    if (cached && cached.expiresAt > Date.now()) return cached.resolved;
    const resolved = await this.lookup(host);
    // Insertion order is age order: the oldest entry leaves first.
    this.cache.delete(host);
    if (this.cache.size >= this.maxHosts) this.cache.delete(this.cache.keys().next().value ?? '');
    this.cache.set(host, { resolved, expiresAt: Date.now() + CACHE_TTL_MS });
    return resolved;
  }

  /** How many hosts are remembered now. */
  get cachedHosts(): number {
    return this.cache.size;
  }

  /** Forget cached answers (after the CLI or a settings page changes a tenant). */
  invalidate(): void {
    this.cache.clear();
  }

  private async lookup(host: string): Promise<ResolvedTenant | null> {
    const byDomain = await findTenantDomain(this.db, host);
    if (byDomain) return { tenant: byDomain.tenant, viaDomain: true, domainKind: byDomain.kind };
    // Any host no tenant claims (localhost, the server's IP, PUBLIC_URL) is served by the
    // default tenant, the operator's own network; other tenants only on their own domains.
    const fallback = await findDefaultTenant(this.db);
    return fallback ? { tenant: fallback, viaDomain: false, domainKind: null } : null;
  }
}
