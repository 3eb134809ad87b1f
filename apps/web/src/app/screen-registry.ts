import type { Permission, UserRole } from '@affnet/contracts';
import { AUTH_ROUTES } from './auth-routes';
import { FEATURE_SCREENS, type ScreenLoader } from './feature-screens';
import { type RouteEntry, routesOf } from './route-table';

// The one list of screens. A screen is a route-table row (its path, title and place in the
// sidebar) plus, once its feature is built, a loader in FEATURE_SCREENS under the same path;
// "built" follows from that loader. The router reads this module, and so does the end-to-end
// suite (its route walk and accessibility sweep), so neither keeps a copy.

/** A built screen's loader: its own, or for an employee entry its admin source's; else none. */
export function screenLoaderOf(entry: RouteEntry): ScreenLoader | undefined {
  return FEATURE_SCREENS[entry.path] ?? (entry.source ? FEATURE_SCREENS[entry.source] : undefined);
}

/** One screen of a role's portal, as a walk through the portal visits it. */
export type PortalScreen = {
  /** The path to open, with `:id` left in (an optional segment given once with it, once without). */
  pattern: string;
  title: string;
  built: boolean;
  /** The permission an employee needs to open it. */
  permission?: Permission;
};

/** Both forms of a path with an optional last segment (`log/:id?`): without it, then with it. */
function formsOf(path: string): string[] {
  const optional = /\/(:[^/]+)\?$/.exec(path);
  if (!optional) return [path];
  return [path.slice(0, optional.index), `${path.slice(0, optional.index)}/${optional[1]}`];
}

/** Every screen under a role's prefix, in route-table order. */
export function portalScreensOf(role: UserRole): PortalScreen[] {
  return routesOf(role).flatMap((entry) =>
    formsOf(entry.path).map((pattern) => ({
      pattern,
      title: entry.title,
      built: screenLoaderOf(entry) !== undefined,
      ...(entry.permission ? { permission: entry.permission } : {}),
    })),
  );
}

/** The signed-out screens' paths (sign in, password reset, the two sign-ups). */
export const AUTH_SCREEN_PATHS: readonly string[] = AUTH_ROUTES.map((route) => `/auth/${route.path}`);
