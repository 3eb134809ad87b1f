import type { Permission, UserRole } from '@affnet/contracts';
import type { RouteEntry } from './route-entry';
import { ADMIN_ROUTES } from './route-table-admin';
import { ADVERTISER_ROUTES } from './route-table-advertiser';
import { EMPLOYEE_ROUTES } from './route-table-employee';
import { PUBLISHER_ROUTES } from './route-table-publisher';

export type { RouteEntry } from './route-entry';

/** Every portal screen of spec §2, one entry each. The router and the sidebars read this. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  ...ADMIN_ROUTES,
  ...PUBLISHER_ROUTES,
  ...ADVERTISER_ROUTES,
  ...EMPLOYEE_ROUTES,
];

const ADMIN_REDIRECTS = [
  { from: '/admin/offer/view/:id', to: '/admin/offer/:id/general' },
  { from: '/admin/offer/:id', to: '/admin/offer/:id/general' },
  { from: '/admin/setting', to: '/admin/setting/general' },
];
const asEmployee = (path: string) => path.replace(/^\/admin\//, '/employee/');

/** Paths that only forward elsewhere; `:id` in the target is taken from the source. */
export const ROUTE_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  ...ADMIN_REDIRECTS,
  // The employee portal shows admin screens, and forwards the same way.
  ...ADMIN_REDIRECTS.map(({ from, to }) => ({ from: asEmployee(from), to: asEmployee(to) })),
];

export function routesOf(role: UserRole): RouteEntry[] {
  return ROUTE_TABLE.filter((entry) => entry.role === role);
}

/** Where a sidebar link points: the pattern without optional segments; null when it needs an id. */
export function navPathOf(entry: RouteEntry): string | null {
  const path = entry.path.replace(/\/:[^/]+\?/g, '');
  return path.includes(':') ? null : path;
}

export type NavSection = { label: string; links: Array<{ label: string; to: string }> };

/** Whether a user holding `permissions` may open the entry (entries without one are open to their role). */
export function mayOpen(entry: RouteEntry, permissions: readonly Permission[]): boolean {
  return !entry.permission || permissions.includes(entry.permission);
}

/**
 * A role's sidebar: its sections in table order, with the screens reachable without an id; an
 * employee's only with the screens their permissions open.
 */
export function navSectionsOf(role: UserRole, permissions: readonly Permission[] = []): NavSection[] {
  const sections = new Map<string, NavSection>();
  for (const entry of routesOf(role)) {
    const to = navPathOf(entry);
    if (!to || !mayOpen(entry, permissions)) continue;
    const section = sections.get(entry.section) ?? { label: entry.section, links: [] };
    section.links.push({ label: entry.title, to });
    sections.set(entry.section, section);
  }
  return [...sections.values()];
}

/** The entries sharing a tab bar with `entry` (same parent path), in table order. */
export function tabSiblingsOf(entry: RouteEntry): RouteEntry[] {
  if (!entry.tab) return [];
  const parent = entry.path.slice(0, entry.path.lastIndexOf('/'));
  return ROUTE_TABLE.filter(
    (other) => other.tab && other.path.slice(0, other.path.lastIndexOf('/')) === parent,
  );
}
