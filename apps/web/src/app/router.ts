import { USER_ROLES, type UserRole } from '@affnet/contracts';
import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { dashboardPathFor, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/role-paths';
import { AUTH_ROUTES } from './auth-routes';
import type { LocationSource, PathParts } from './guards/requested-path';
import { createRouteGuards, type RouteGuards } from './guards/route-guards';
import { PageLoader } from './pages/page-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { redirectOnly } from './redirect-route';
import type { AppRouteHandle } from './route-handle';
import { RouteTitle } from './route-title';

const portalRouteId = (role: UserRole) => `portal-${role}`;

/** A role's prefix: guard, lazy layout, and the default redirect; its screens come on first visit. */
function portalRoute(role: UserRole, guards: RouteGuards): RouteObject {
  return {
    id: portalRouteId(role),
    path: role,
    middleware: [guards.requireRole(role)],
    handle: { role } satisfies AppRouteHandle,
    lazy: async () => ({ Component: (await import('./layouts/portal-layout')).PortalLayout }),
    children: [{ index: true, ...redirectOnly(() => redirect(dashboardPathFor(role))) }],
  };
}

/** The route tree of spec §2 (portal screens added on demand) with the §4 guards. */
export function buildRoutes(currentLocation: LocationSource): RouteObject[] {
  const guards = createRouteGuards(currentLocation);
  return [
    {
      id: 'root',
      Component: RouteTitle,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        { index: true, ...redirectOnly(guards.rootRedirect) },
        {
          path: 'auth',
          middleware: [guards.guestOnly],
          lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
          children: [{ index: true, ...redirectOnly(() => redirect(LOGIN_PATH)) }, ...AUTH_ROUTES],
        },
        {
          middleware: [guards.requireSignedIn],
          children: [
            {
              path: 'not-found',
              handle: { title: 'Page Not Found' } satisfies AppRouteHandle,
              lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
            },
            {
              path: 'not-active',
              handle: { title: 'Account Not Active' } satisfies AppRouteHandle,
              lazy: async () => ({
                Component: (await import('../features/branding/pages/not-active-page')).NotActivePage,
              }),
            },
            ...USER_ROLES.map((role) => portalRoute(role, guards)),
            { path: '*', ...redirectOnly(() => redirect(NOT_FOUND_PATH)) },
          ],
        },
      ],
    },
  ];
}

/** Adds a role's screens (route table) to its prefix route the first time a path under it is opened. */
function createPortalDiscovery(): PatchRoutesOnNavigationFunction {
  const patched = new Set<UserRole>();
  return async ({ path, patch }) => {
    const role = USER_ROLES.find((candidate) => path.startsWith(`/${candidate}/`));
    if (!role || patched.has(role)) return;
    const { portalChildren } = await import('./portal-routes');
    if (patched.has(role)) return;
    patched.add(role);
    patch(portalRouteId(role), portalChildren(role));
  };
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

type RouterOptions = { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction };
type LocationState = { location: PathParts; navigation: { location?: PathParts } };

/**
 * Builds the routes and hands them to a router factory (browser in the app, memory in tests).
 * The guards read the pending location through the router, for the hash a Request lacks.
 */
export function createAppRouter<R extends { state: LocationState }>(
  create: (routes: RouteObject[], options: RouterOptions) => R,
): R {
  const holder: { router?: R } = {};
  const currentLocation: LocationSource = () => {
    const state = holder.router?.state;
    return state ? (state.navigation.location ?? state.location) : undefined;
  };
  holder.router = create(buildRoutes(currentLocation), { patchRoutesOnNavigation: createPortalDiscovery() });
  return holder.router;
}

export function createBrowserAppRouter(): AppRouter {
  return createAppRouter((routes, options) => createBrowserRouter(routes, options));
}
