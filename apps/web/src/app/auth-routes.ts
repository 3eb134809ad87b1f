import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AppRouteHandle } from './route-handle';

type PageModule = { default: ComponentType };

/** An auth screen: its path, its title (the browser tab's), and its page, loaded when opened. */
function page(path: string, title: string, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    handle: { title } satisfies AppRouteHandle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** The auth group's screens (spec §2), reachable without signing in; each page is its own chunk. */
export const AUTH_ROUTES: RouteObject[] = [
  page('login', 'Sign in', () => import('../features/auth/pages/login-page')),
  page(
    'forgot-password',
    'Forgot your password?',
    () => import('../features/auth/pages/forgot-password-page'),
  ),
  page('reset-password', 'Choose a new password', () => import('../features/auth/pages/reset-password-page')),
  page(
    'publisher/register',
    'Sign up as a publisher',
    () => import('../features/auth/pages/publisher-register-page'),
  ),
  page(
    'advertiser/register',
    'Sign up as an advertiser',
    () => import('../features/auth/pages/advertiser-register-page'),
  ),
];
