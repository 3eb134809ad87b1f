import { expect, test } from 'vitest';
import { FEATURE_SCREENS } from './feature-screens';
import { ROUTE_TABLE } from './route-table';
import { AUTH_SCREEN_PATHS, portalScreensOf, screenLoaderOf } from './screen-registry';

const patternsOf = (role: Parameters<typeof portalScreensOf>[0], built: boolean) =>
  portalScreensOf(role)
    .filter((screen) => screen.built === built)
    .map((screen) => screen.pattern);

test('a screen is built when its route-table path, or its admin source, has a loader', () => {
  const employeeOffers = ROUTE_TABLE.find((entry) => entry.path === '/employee/offer/manage');
  expect(employeeOffers?.source).toBe('/admin/offer/manage');
  expect(employeeOffers && screenLoaderOf(employeeOffers)).toBe(FEATURE_SCREENS['/admin/offer/manage']);
  expect(patternsOf('admin', false)).toEqual([
    '/admin/fraud-tool',
    '/admin/integration',
    '/admin/mailer/campaign',
    '/admin/mailer/send',
    '/admin/mailer/delivery-logs',
  ]);
  expect(patternsOf('employee', false)).toEqual(
    patternsOf('admin', false).map((path) => path.replace('/admin/', '/employee/')),
  );
});

test('a path with an optional segment is walked without it and with it', () => {
  const logs = portalScreensOf('publisher').filter((screen) => screen.title === 'Postback Logs');
  expect(logs.map((screen) => screen.pattern)).toEqual([
    '/publisher/tools/postback/log',
    '/publisher/tools/postback/log/:id',
  ]);
});

test('an employee screen carries the permission that opens it', () => {
  const [reports] = portalScreensOf('employee').filter(
    (screen) => screen.pattern === '/employee/report/click',
  );
  expect(reports?.permission).toBe('reports.read');
  expect(portalScreensOf('admin').every((screen) => screen.permission === undefined)).toBe(true);
});

test('the signed-out screens are the auth routes', () => {
  expect(AUTH_SCREEN_PATHS).toEqual([
    '/auth/login',
    '/auth/forgot-password',
    '/auth/reset-password',
    '/auth/publisher/register',
    '/auth/advertiser/register',
  ]);
});
