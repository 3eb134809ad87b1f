import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** The auth group's screens (spec §2), reachable without signing in; each page is its own chunk. */
export const AUTH_ROUTES: RouteObject[] = [
  page('login', () => import('../features/auth/pages/login-page')),
  page('forgot-password', () => import('../features/auth/pages/forgot-password-page')),
  page('reset-password', () => import('../features/auth/pages/reset-password-page')),
  page('publisher/register', () => import('../features/auth/pages/publisher-register-page')),
  page('advertiser/register', () => import('../features/auth/pages/advertiser-register-page')),
];
