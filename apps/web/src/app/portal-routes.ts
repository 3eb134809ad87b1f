import type { UserRole } from '@affnet/contracts';
import { createElement } from 'react';
import { generatePath, type RouteObject, redirect } from 'react-router';
import { redirectOnly } from './redirect-route';
import type { AppRouteHandle } from './route-handle';
import { ROUTE_REDIRECTS, type RouteEntry, routesOf } from './route-table';
import { screenLoaderOf } from './screen-registry';

function relativeTo(role: UserRole, path: string): string {
  return path.slice(`/${role}/`.length);
}

/**
 * A screen of the route table: its feature page when built, else the placeholder; each its own
 * chunk. An employee entry shows its admin source's page, behind the entry's permission.
 */
function screenRoute(role: UserRole, entry: RouteEntry): RouteObject {
  const load = screenLoaderOf(entry);
  const { permission, changePermission } = entry;
  return {
    path: relativeTo(role, entry.path),
    handle: { entry } satisfies AppRouteHandle,
    lazy: async () => {
      const element = load
        ? await load(entry)
        : createElement((await import('./pages/screen-page')).ScreenPage);
      if (!permission) return { element };
      const { withPermission } = await import('./guards/permission-gate');
      return { element: withPermission(permission, entry.title, element, changePermission) };
    },
  };
}

/**
 * The screens and forwarding paths under a role's prefix, from the route table. The router adds
 * them the first time a path under that prefix is visited, so the login route never loads them.
 */
export function portalChildren(role: UserRole): RouteObject[] {
  const redirects: RouteObject[] = ROUTE_REDIRECTS.filter(({ from }) => from.startsWith(`/${role}/`)).map(
    ({ from, to }) => ({
      path: relativeTo(role, from),
      ...redirectOnly(({ params }) => redirect(generatePath(to, params))),
    }),
  );
  return [...redirects, ...routesOf(role).map((entry) => screenRoute(role, entry))];
}
