import type { UserRole } from '@affnet/contracts';
import { beforeEach, describe, expect, test } from 'vitest';
import { request } from '../../lib/http';
import { useAuthStore } from '../../stores/auth-store';
import { createSessionUser } from '../../testing/factories';
import { createTestRouter, currentPath, settled } from '../../testing/render-app';
import { jsonResponse, stubApi } from '../../testing/stub-api';
import { installUnauthorizedHandler } from './unauthorized-handler';

const ROLES: UserRole[] = ['admin', 'publisher', 'advertiser', 'employee'];
const AUTH_PATHS = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/publisher/register',
  '/auth/advertiser/register',
];

async function open(url: string) {
  const router = createTestRouter(url);
  await settled(router);
  return router;
}

function signInAs(role: UserRole) {
  useAuthStore.getState().setSession(`token-${role}`, createSessionUser(role));
}

beforeEach(() => {
  useAuthStore.getState().clear();
});

describe('signed out', () => {
  test('/ goes to login without storing a target', async () => {
    const router = await open('/');
    expect(currentPath(router)).toBe('/auth/login');
    expect(useAuthStore.getState().redirectTarget).toBeNull();
  });

  test('a portal route goes to login and stores the full path with query and hash', async () => {
    const router = await open('/admin/offer/manage?status=active&page=2#filters');
    expect(currentPath(router)).toBe('/auth/login');
    expect(useAuthStore.getState().redirectTarget).toBe('/admin/offer/manage?status=active&page=2#filters');
  });

  test('a navigation to a portal route stores its full path too', async () => {
    const router = await open('/auth/login');
    await router.navigate('/publisher/tools/postback/log/7?from=2030-01-01#row-3');
    await settled(router);
    expect(currentPath(router)).toBe('/auth/login');
    expect(useAuthStore.getState().redirectTarget).toBe(
      '/publisher/tools/postback/log/7?from=2030-01-01#row-3',
    );
  });

  test('an unknown path is a non-auth route: login, remembering the path asked for', async () => {
    const router = await open('/somewhere/else?x=1');
    expect(currentPath(router)).toBe('/auth/login');
    expect(useAuthStore.getState().redirectTarget).toBe('/somewhere/else?x=1');
  });

  test.each(AUTH_PATHS)('%s is reachable', async (path) => {
    const router = await open(path);
    expect(currentPath(router)).toBe(path);
  });

  test('/auth goes to login', async () => {
    const router = await open('/auth');
    expect(currentPath(router)).toBe('/auth/login');
  });
});

describe('signed in', () => {
  test.each(ROLES)('%s: / goes to the own dashboard', async (role) => {
    signInAs(role);
    const router = await open('/');
    expect(currentPath(router)).toBe(`/${role}/dashboard`);
  });

  test.each(ROLES)('%s: the bare prefix goes to the dashboard', async (role) => {
    signInAs(role);
    const router = await open(`/${role}`);
    expect(currentPath(router)).toBe(`/${role}/dashboard`);
  });

  test.each(AUTH_PATHS)('an auth route (%s) goes to the dashboard', async (path) => {
    signInAs('advertiser');
    const router = await open(path);
    expect(currentPath(router)).toBe('/advertiser/dashboard');
  });

  test.each(
    ROLES.flatMap((role) => ROLES.filter((other) => other !== role).map((other) => [role, other] as const)),
  )('%s opening a %s route goes to the own dashboard', async (role, other) => {
    signInAs(role);
    const router = await open(`/${other}/dashboard`);
    expect(currentPath(router)).toBe(`/${role}/dashboard`);
  });

  test('the own routes open, the optional id included', async () => {
    signInAs('publisher');
    for (const path of ['/publisher/tools/postback/log', '/publisher/tools/postback/log/42']) {
      const router = await open(path);
      expect(currentPath(router)).toBe(path);
    }
  });

  test('the admin offer view forwards to the edit general tab', async () => {
    signInAs('admin');
    const router = await open('/admin/offer/view/42');
    expect(currentPath(router)).toBe('/admin/offer/42/general');
  });

  test('an unknown path goes to the not-found screen', async () => {
    signInAs('admin');
    const router = await open('/admin/no-such-screen');
    expect(currentPath(router)).toBe('/not-found');
  });
});

describe('unknown role', () => {
  test.each(['/', '/admin/dashboard', '/not-found'])(
    '%s clears the session and goes to login',
    async (path) => {
      const user = createSessionUser('admin');
      useAuthStore
        .getState()
        .setSession('token', { ...user, role: { slug: 'ghost', name: 'Ghost' } as never });
      const router = await open(path);
      expect(currentPath(router)).toBe('/auth/login');
      expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, redirectTarget: null });
    },
  );
});

describe('post-login target', () => {
  // Using the target after a sign-in is the login form's job (login-page.test.tsx); a signed-in
  // user who opens an auth route goes to the dashboard as spec §4 says, and a stale target is dropped.
  test('a signed-in user opening an auth route goes to the dashboard, not to a stale target', async () => {
    const router = await open('/admin/report/click?day=today#chart');
    expect(useAuthStore.getState().redirectTarget).toBe('/admin/report/click?day=today#chart');
    signInAs('admin');
    await router.navigate('/auth/login');
    await settled(router);
    expect(currentPath(router)).toBe('/admin/dashboard');
    expect(useAuthStore.getState().redirectTarget).toBeNull();
  });

  test("is ignored (and cleared) when it belongs to another role's prefix", async () => {
    const router = await open('/admin/billing');
    signInAs('publisher');
    await router.navigate('/auth/login');
    await settled(router);
    expect(currentPath(router)).toBe('/publisher/dashboard');
    expect(useAuthStore.getState().redirectTarget).toBeNull();
  });
});

describe('401 on any call', () => {
  test('clears the session and goes to login', async () => {
    signInAs('admin');
    const router = await open('/admin/offer/manage');
    installUnauthorizedHandler(router);
    stubApi({ 'GET /api/v1/offers': () => jsonResponse(401, { message: 'Unauthorized' }) });
    await expect(request('/v1/offers')).rejects.toMatchObject({ status: 401 });
    await settled(router);
    expect(currentPath(router)).toBe('/auth/login');
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, redirectTarget: null });
  });
});
