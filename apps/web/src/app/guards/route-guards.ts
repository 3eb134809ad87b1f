import type { UserRole } from '@affnet/contracts';
import { type LoaderFunction, type MiddlewareFunction, redirect } from 'react-router';
import { dashboardPathFor, LOGIN_PATH } from '../../lib/role-paths';
import { useAuthStore } from '../../stores/auth-store';
import { type LocationSource, requestedPath } from './requested-path';
import { readSession } from './session-state';

/**
 * The session rules of spec §4 as router middleware. Middleware runs top-down before any loader
 * on every navigation, so a parent's redirect wins over its children's and nothing below a
 * failed guard runs.
 */
export function createRouteGuards(currentLocation: LocationSource) {
  /** Every route but /auth/*: a signed-out visitor is sent to login, remembering the full path. */
  const requireSignedIn: MiddlewareFunction = ({ request }) => {
    const session = readSession();
    if (session.kind === 'signed-in') return;
    const store = useAuthStore.getState();
    if (session.kind === 'unknown-role') store.clear();
    else store.setRedirectTarget(requestedPath(request, currentLocation));
    throw redirect(LOGIN_PATH);
  };

  /**
   * A role's prefix: any other role goes to its own dashboard (spec §4), an employee opening an
   * admin path too. Links inside the admin pages an employee is shown are turned to /employee
   * where they are clicked (EmployeeLinks in the portal layout).
   */
  const requireRole =
    (role: UserRole): MiddlewareFunction =>
    () => {
      const session = readSession();
      if (session.kind === 'signed-in' && session.role !== role) {
        throw redirect(dashboardPathFor(session.role));
      }
    };

  /**
   * /auth/*: a signed-in user goes to their dashboard (spec §4). The login form itself sends a
   * fresh sign-in to the stored target; a target still stored now is stale and is dropped.
   */
  const guestOnly: MiddlewareFunction = ({ request }) => {
    const session = readSession();
    const store = useAuthStore.getState();
    if (session.kind === 'signed-in') {
      store.setRedirectTarget(null);
      throw redirect(dashboardPathFor(session.role));
    }
    if (session.kind === 'unknown-role') {
      store.clear();
      if (new URL(request.url).pathname !== LOGIN_PATH) throw redirect(LOGIN_PATH);
    }
  };

  /** `/`: the role's dashboard when signed in, otherwise login. */
  const rootRedirect: LoaderFunction = () => {
    const session = readSession();
    if (session.kind === 'signed-in') return redirect(dashboardPathFor(session.role));
    if (session.kind === 'unknown-role') useAuthStore.getState().clear();
    return redirect(LOGIN_PATH);
  };

  return { requireSignedIn, requireRole, guestOnly, rootRedirect };
}

export type RouteGuards = ReturnType<typeof createRouteGuards>;
