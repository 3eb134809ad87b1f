import type { UserRole } from '@affnet/contracts';
import { useMatches } from 'react-router';
import { isKnownRole } from '../lib/role-paths';
import type { RouteEntry } from './route-entry';

/**
 * What the app's routes carry in `handle`: the portal's role, the route-table entry of a screen,
 * or the title of a screen outside the table (the auth screens, not-found).
 */
export type AppRouteHandle = { role?: UserRole; entry?: RouteEntry; title?: string };

function handlesOf(matches: ReturnType<typeof useMatches>): AppRouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as AppRouteHandle);
}

/** The role of the portal being rendered (from the prefix route's handle). */
export function usePortalRole(): UserRole {
  const role = handlesOf(useMatches()).find((handle) => isKnownRole(handle.role))?.role;
  if (!role) throw new Error('usePortalRole is used outside a portal route');
  return role;
}

/** The route-table entry of the screen being rendered (the deepest match that has one). */
export function useScreenEntry(): RouteEntry {
  const entry = handlesOf(useMatches())
    .reverse()
    .find((handle) => handle.entry)?.entry;
  if (!entry) throw new Error('useScreenEntry is used outside a route-table screen');
  return entry;
}

/** The title of the screen being rendered: its route-table entry's, or its route's own; null for none. */
export function useScreenTitle(): string | null {
  const handle = handlesOf(useMatches())
    .reverse()
    .find((candidate) => candidate.entry || candidate.title);
  return handle?.entry?.title ?? handle?.title ?? null;
}
