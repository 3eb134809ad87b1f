import { setUnauthorizedHandler } from '../../lib/http';
import { LOGIN_PATH } from '../../lib/role-paths';

type NavigatingRouter = {
  state: { location: { pathname: string } };
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
};

/**
 * The 401 rule (spec §4, §8): http.ts has already cleared token, user and redirect target; this
 * takes the visitor to login. On the login page itself (a wrong password answers 401) it stays,
 * so the form keeps its state and shows the error.
 */
export function installUnauthorizedHandler(router: NavigatingRouter, onSignedOut?: () => void): void {
  setUnauthorizedHandler(() => {
    onSignedOut?.();
    if (router.state.location.pathname === LOGIN_PATH) return;
    void router.navigate(LOGIN_PATH, { replace: true });
  });
}
