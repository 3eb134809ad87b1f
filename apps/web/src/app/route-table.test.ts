import { describe, expect, test } from 'vitest';
import {
  navPathOf,
  navSectionsOf,
  ROUTE_REDIRECTS,
  ROUTE_TABLE,
  routesOf,
  tabSiblingsOf,
} from './route-table';

/** Spec §2, written out path by path. */
const SPEC_PATHS = [
  '/publisher/dashboard',
  '/publisher/report/performance',
  '/publisher/report/conversions',
  '/publisher/offer/available',
  '/publisher/offer/approved',
  '/publisher/offer/view/:id',
  '/publisher/invoice/list',
  '/publisher/invoice/view/:id',
  '/publisher/tools/api',
  '/publisher/tools/postback/list',
  '/publisher/tools/postback/add',
  '/publisher/tools/postback/edit/:id',
  '/publisher/tools/postback/log/:id?',
  '/publisher/setting/account',
  '/publisher/setting/payment',
  '/publisher/notification/list',
  '/publisher/notification/view/:id',
  '/advertiser/dashboard',
  '/advertiser/offer/list',
  '/advertiser/offer/view/:id',
  '/advertiser/report/performance',
  '/advertiser/report/conversions',
  '/advertiser/invoice/list',
  '/advertiser/invoice/view/:id',
  '/advertiser/setting/account',
  '/advertiser/setting/payment',
  '/advertiser/notification/list',
  '/advertiser/notification/view/:id',
  '/admin/dashboard',
  '/admin/offer/add',
  '/admin/offer/add/classic',
  '/admin/offer/manage',
  '/admin/offer/:id/general',
  '/admin/offer/:id/events',
  '/admin/offer/:id/landing-pages',
  '/admin/offer/:id/payouts',
  '/admin/offer/:id/caps',
  '/admin/offer/:id/targeting',
  '/admin/offer/:id/creatives',
  '/admin/offer/:id/schedule',
  '/admin/offer/:id/fallback',
  '/admin/offer/:id/permission',
  '/admin/offer/:id/postback',
  '/admin/offer/:id/tracking-link',
  '/admin/offer/:id/integration',
  '/admin/offer/access',
  '/admin/offer/categories',
  '/admin/offer/creative/add',
  '/admin/offer/creative/manage',
  '/admin/offer/creative/edit/:id',
  '/admin/offer/creative/view/:id',
  '/admin/report/performance',
  '/admin/report/conversion',
  '/admin/report/click',
  '/admin/publisher/add',
  '/admin/publisher/manage',
  '/admin/publisher/view/:id',
  '/admin/publisher/edit/:id',
  '/admin/publisher/postback/add',
  '/admin/publisher/postback/manage',
  '/admin/publisher/postback/edit/:id',
  '/admin/publisher/postback/logs',
  '/admin/advertiser/add',
  '/admin/advertiser/manage',
  '/admin/advertiser/view/:id',
  '/admin/advertiser/edit/:id',
  '/admin/advertiser/postback/logs',
  '/admin/employee/add',
  '/admin/employee/manage',
  '/admin/employee/edit/:id',
  '/admin/employee/view/:id',
  '/admin/employee/role/add',
  '/admin/employee/role/manage',
  '/admin/employee/role/edit/:id',
  '/admin/employee/role/view/:id',
  '/admin/fraud-tool',
  '/admin/integration',
  '/admin/mailer/campaign',
  '/admin/mailer/send',
  '/admin/mailer/delivery-logs',
  '/admin/billing',
  '/admin/setting/general',
  '/admin/setting/company',
  '/admin/setting/domain',
  '/admin/setting/publisher',
  '/admin/setting/advertiser',
  '/admin/setting/smtp',
  '/admin/setting/system-email',
  '/admin/setting/registration-form',
  '/admin/setting/payment-method',
  '/admin/setting/currency',
  '/admin/setting/invoice-tax',
  '/admin/setting/integration',
  '/employee/dashboard',
];

describe('ROUTE_TABLE', () => {
  test('holds exactly the screens of spec §2, once each (besides the employee copies)', () => {
    const paths = ROUTE_TABLE.filter((entry) => !entry.source).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  test('every entry lies under its role prefix and has a title, description and section', () => {
    for (const entry of ROUTE_TABLE) {
      expect(entry.path.startsWith(`/${entry.role}/`), entry.path).toBe(true);
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(entry.section.trim(), entry.path).not.toBe('');
      expect(entry.description, entry.path).toMatch(/^[A-Z].*\.$/);
      expect(entry.description.toLowerCase(), entry.path).not.toContain('coming soon');
    }
  });

  test('forwards the admin offer view to the edit general tab', () => {
    expect(ROUTE_REDIRECTS).toContainEqual({ from: '/admin/offer/view/:id', to: '/admin/offer/:id/general' });
  });

  test('the offer editor has its thirteen tabs in spec order', () => {
    const general = ROUTE_TABLE.find((entry) => entry.path === '/admin/offer/:id/general');
    expect(general).toBeDefined();
    const tabs = general ? tabSiblingsOf(general).map((entry) => entry.path.split('/').pop()) : [];
    expect(tabs).toEqual([
      'general',
      'events',
      'landing-pages',
      'payouts',
      'caps',
      'targeting',
      'creatives',
      'schedule',
      'fallback',
      'permission',
      'postback',
      'tracking-link',
      'integration',
    ]);
  });
});

describe('sidebar', () => {
  test('links screens without a required id; an optional id is dropped', () => {
    const logs = routesOf('publisher').find((entry) => entry.path.includes('postback/log'));
    expect(logs && navPathOf(logs)).toBe('/publisher/tools/postback/log');
    const invoice = routesOf('publisher').find((entry) => entry.path === '/publisher/invoice/view/:id');
    expect(invoice && navPathOf(invoice)).toBeNull();
  });

  test("groups a role's screens by section in table order", () => {
    expect(navSectionsOf('advertiser').map((section) => section.label)).toEqual([
      'Dashboard',
      'Offers',
      'Reports',
      'Invoices',
      'Settings',
      'Notifications',
    ]);
    const settings = navSectionsOf('admin').find((section) => section.label === 'Settings');
    expect(settings?.links).toHaveLength(12);
  });
});
