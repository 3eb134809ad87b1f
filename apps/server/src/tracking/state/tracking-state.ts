import type { Database } from '../../db/client';
import type { OfferSnapshot } from '../../offer-model/index';
import { normalizeHost, type ResolvedTenant, type Tenant } from '../../tenancy/index';
import { type FxBook, fxBookOf, readFxBook, readRatesByNetwork } from '../conversions/conversion-fx';
import type { PublisherFacts } from '../engine/checks/index';
import {
  type AdvertiserFacts,
  type ChangeRow,
  type DomainRow,
  type PublisherRow,
  pruneChanges,
  readAdvertisers,
  readChangesAfter,
  readDomains,
  readEveryOffer,
  readLastChangeId,
  readOffers,
  readPublishers,
  readTenantOffers,
  readTenants,
} from './state-reads';

/*
 * The click path's memory (docs/tracking.md "In-memory state"): every tenant with its hosts,
 * offers (snapshots), publishers and advertisers (what conversions check). Loaded at start, then
 * kept fresh by polling the change feed that database triggers fill: each poll reloads only the
 * entities named since the last.
 * Requests read it synchronously and never wait for the database.
 */

export type TenantState = {
  tenant: Tenant;
  offersById: Map<string, OfferSnapshot>;
  offersByRef: Map<number, OfferSnapshot>;
  publishersByRef: Map<number, PublisherFacts>;
  advertisersById: Map<string, AdvertiserFacts>;
  /** The network's exchange rates, which each conversion snapshots (docs/money.md "Currency"). */
  fx: FxBook;
};

export type TrackingState = {
  /** The tenant of a Host header, as TenantResolver answers it, from memory. */
  resolveHost: (hostHeader: string | undefined) => ResolvedTenant | null;
  tenantState: (tenantId: string) => TenantState | undefined;
  /** Resolves once a poll that started after this call has applied the feed. */
  sync: () => Promise<void>;
  stop: () => Promise<void>;
};

export type TrackingStateOptions = {
  /** How often the feed is polled (docs: about a second). */
  pollMs?: number;
  onError: (error: unknown) => void;
};

const CHANGES_PER_POLL = 5000;
const PRUNE_EVERY_POLLS = 600;

type Memory = {
  tenants: Map<string, TenantState>;
  hosts: Map<string, Omit<DomainRow, 'host'>>;
  defaultTenantId: string | null;
  /** publisher user id → partner id, to find a publisher from a change of their account. */
  publisherOfUser: Map<string, PublisherRow>;
};

function indexOffers(state: TenantState, snapshots: Map<string, OfferSnapshot>, ids: Iterable<string>): void {
  for (const id of ids) {
    const old = state.offersById.get(id);
    if (old) state.offersByRef.delete(old.offer.ref);
    const snapshot = snapshots.get(id);
    if (!snapshot) {
      state.offersById.delete(id);
      continue;
    }
    state.offersById.set(id, snapshot);
    state.offersByRef.set(snapshot.offer.ref, snapshot);
  }
}

function putPublisher(memory: Memory, row: PublisherRow): void {
  const state = memory.tenants.get(row.tenantId);
  const { userId, ...facts } = row;
  state?.publishersByRef.set(row.ref, Object.freeze(facts));
  memory.publisherOfUser.set(userId, row);
}

function putAdvertiser(memory: Memory, row: AdvertiserFacts): void {
  memory.tenants.get(row.tenantId)?.advertisersById.set(row.id, Object.freeze(row));
}

function setHosts(memory: Memory, domains: readonly DomainRow[]): void {
  memory.hosts = new Map(domains.map(({ host, ...rest }) => [host, rest]));
  memory.defaultTenantId = [...memory.tenants.values()].find((s) => s.tenant.isDefault)?.tenant.id ?? null;
}

function emptyState(tenant: Tenant, fx: FxBook): TenantState {
  return {
    tenant,
    offersById: new Map(),
    offersByRef: new Map(),
    publishersByRef: new Map(),
    advertisersById: new Map(),
    fx,
  };
}

async function loadTenant(db: Database, tenant: Tenant): Promise<TenantState> {
  const state = emptyState(tenant, await readFxBook(db, tenant));
  const snapshots = await readTenantOffers(db, tenant.id);
  indexOffers(state, snapshots, snapshots.keys());
  return state;
}

/** Every network at once, a few statements in all however many networks there are. */
async function loadAll(db: Database, memory: Memory): Promise<void> {
  const tenants = await readTenants(db);
  const rates = await readRatesByNetwork(db);
  for (const tenant of tenants)
    memory.tenants.set(tenant.id, emptyState(tenant, fxBookOf(tenant, rates.get(tenant.id) ?? [])));
  const snapshots = await readEveryOffer(db);
  for (const [id, snapshot] of snapshots) {
    const state = memory.tenants.get(snapshot.offer.tenantId);
    if (state) indexOffers(state, snapshots, [id]);
  }
  for (const row of await readPublishers(db)) putPublisher(memory, row);
  for (const row of await readAdvertisers(db)) putAdvertiser(memory, row);
  setHosts(memory, await readDomains(db));
}

/** Ids per entity kind and tenant, each once, from a batch of feed rows. */
function groupChanges(changes: readonly ChangeRow[]) {
  const groups = {
    tenant: new Set<string>(),
    offers: new Map<string, Set<string>>(),
    partner: new Set<string>(),
    user: new Set<string>(),
  };
  for (const change of changes) {
    if (change.entity === 'offer' || change.entity === 'access') {
      const ids = groups.offers.get(change.tenantId) ?? new Set<string>();
      ids.add(change.entityId);
      groups.offers.set(change.tenantId, ids);
    } else groups[change.entity].add(change.entityId);
  }
  return groups;
}

async function applyTenantChanges(db: Database, memory: Memory, ids: ReadonlySet<string>): Promise<void> {
  if (ids.size === 0) return;
  const found = new Map((await readTenants(db, [...ids])).map((tenant) => [tenant.id, tenant]));
  for (const id of ids) {
    const tenant = found.get(id);
    const state = memory.tenants.get(id);
    if (!tenant) memory.tenants.delete(id);
    else if (state) {
      state.tenant = tenant;
      // A rate, or the default currency, may be what changed.
      state.fx = await readFxBook(db, tenant);
    } else memory.tenants.set(id, await loadTenant(db, tenant));
  }
  setHosts(memory, await readDomains(db));
}

async function applyChanges(db: Database, memory: Memory, changes: readonly ChangeRow[]): Promise<void> {
  const groups = groupChanges(changes);
  await applyTenantChanges(db, memory, groups.tenant);
  for (const [tenantId, ids] of groups.offers) {
    const state = memory.tenants.get(tenantId);
    if (state) indexOffers(state, await readOffers(db, tenantId, [...ids]), ids);
  }
  if (groups.partner.size > 0) {
    // A deleted partner leaves nothing to read: drop what memory had under that id.
    for (const state of memory.tenants.values()) {
      for (const [ref, facts] of state.publishersByRef)
        if (groups.partner.has(facts.id)) state.publishersByRef.delete(ref);
      for (const id of groups.partner) state.advertisersById.delete(id);
    }
    const partnerIds = [...groups.partner];
    for (const row of await readPublishers(db, { partnerIds })) putPublisher(memory, row);
    for (const row of await readAdvertisers(db, { partnerIds })) putAdvertiser(memory, row);
  }
  const users = [...groups.user].filter((id) => memory.publisherOfUser.has(id));
  if (users.length > 0)
    for (const row of await readPublishers(db, { userIds: users })) putPublisher(memory, row);
}

function resolverOf(memory: Memory) {
  return (hostHeader: string | undefined): ResolvedTenant | null => {
    const entry = memory.hosts.get(normalizeHost(hostHeader ?? 'localhost'));
    const domainTenant = entry ? memory.tenants.get(entry.tenantId)?.tenant : undefined;
    if (entry && domainTenant) return { tenant: domainTenant, viaDomain: true, domainKind: entry.kind };
    // Any host no tenant claims is the default tenant's, as TenantResolver answers it.
    const fallback = memory.defaultTenantId ? memory.tenants.get(memory.defaultTenantId)?.tenant : undefined;
    return fallback ? { tenant: fallback, viaDomain: false, domainKind: null } : null;
  };
}

export async function startTrackingState(
  db: Database,
  options: TrackingStateOptions,
): Promise<TrackingState> {
  const memory: Memory = {
    tenants: new Map(),
    hosts: new Map(),
    defaultTenantId: null,
    publisherOfUser: new Map(),
  };
  // Read before loading: a change made while loading is applied again by the first poll.
  let lastId = await readLastChangeId(db);
  await loadAll(db, memory);

  let polls = 0;
  async function poll(): Promise<void> {
    for (;;) {
      const changes = await readChangesAfter(db, lastId, CHANGES_PER_POLL);
      if (changes.length === 0) break;
      await applyChanges(db, memory, changes);
      lastId = changes[changes.length - 1]?.id ?? lastId;
      if (changes.length < CHANGES_PER_POLL) break;
    }
    polls += 1;
    if (polls % PRUNE_EVERY_POLLS === 0) await pruneChanges(db);
  }

  let running: Promise<void> = Promise.resolve();
  const sync = () => {
    running = running.then(poll).catch(options.onError);
    return running;
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      void sync().finally(() => {
        if (!stopped) schedule();
      });
    }, options.pollMs ?? 1000);
    timer.unref();
  };
  schedule();

  return {
    resolveHost: resolverOf(memory),
    tenantState: (tenantId) => memory.tenants.get(tenantId),
    sync,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
