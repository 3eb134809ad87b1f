import { describe, expect, test } from 'vitest';
import { dashboardPathFor, isKnownRole, isUnderRolePrefix, LOGIN_PATH, postLoginPath } from './role-paths';

describe('dashboardPathFor (spec §4)', () => {
  test.each([
    ['admin', '/admin/dashboard'],
    ['publisher', '/publisher/dashboard'],
    ['advertiser', '/advertiser/dashboard'],
    ['employee', '/employee/dashboard'],
  ])('%s goes to %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });

  test.each([['manager'], [''], [null], [undefined], [42]])('unknown role %s goes to login', (role) => {
    expect(dashboardPathFor(role)).toBe(LOGIN_PATH);
  });
});

test('isKnownRole accepts the four roles only', () => {
  expect(['admin', 'publisher', 'advertiser', 'employee'].every(isKnownRole)).toBe(true);
  expect(isKnownRole('Admin')).toBe(false);
});

describe('isUnderRolePrefix', () => {
  test('matches the prefix itself and paths below it, with query or hash', () => {
    expect(isUnderRolePrefix('/admin', 'admin')).toBe(true);
    expect(isUnderRolePrefix('/admin/offer/manage', 'admin')).toBe(true);
    expect(isUnderRolePrefix('/admin?tab=1', 'admin')).toBe(true);
    expect(isUnderRolePrefix('/admin#top', 'admin')).toBe(true);
  });

  test('does not match another prefix or a longer word', () => {
    expect(isUnderRolePrefix('/publisher/dashboard', 'admin')).toBe(false);
    expect(isUnderRolePrefix('/administrator', 'admin')).toBe(false);
  });
});

describe('postLoginPath', () => {
  test('uses a stored target under the own prefix, with query and hash', () => {
    expect(postLoginPath('admin', '/admin/offer/manage?status=active#list')).toBe(
      '/admin/offer/manage?status=active#list',
    );
  });

  test("falls back to the dashboard for another role's target, no target or an unknown role", () => {
    expect(postLoginPath('publisher', '/admin/offer/manage')).toBe('/publisher/dashboard');
    expect(postLoginPath('advertiser', null)).toBe('/advertiser/dashboard');
    expect(postLoginPath('ghost', '/admin/dashboard')).toBe(LOGIN_PATH);
  });
});
