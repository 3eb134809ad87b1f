import { describe, expect, test } from 'vitest';
import { navSectionsOf, ROUTE_REDIRECTS, ROUTE_TABLE, routesOf } from './route-table';

describe('the employee portal', () => {
  test("copies the admin's screens but the dashboard under /employee, each with the permission it needs", () => {
    const employee = routesOf('employee');
    const byPath = new Map(employee.map((entry) => [entry.path, entry]));
    expect(byPath.get('/employee/dashboard')?.source).toBeUndefined();
    expect(byPath.get('/employee/publisher/manage')).toMatchObject({
      source: '/admin/publisher/manage',
      title: 'Manage Publishers',
      permission: 'publishers.read',
    });
    expect(byPath.get('/employee/publisher/edit/:id')?.permission).toBe('publishers.write');
    expect(byPath.get('/employee/offer/:id/general')?.permission).toBe('offers.read');
    expect(byPath.get('/employee/employee/role/add')?.permission).toBe('employees.write');
    expect(byPath.get('/employee/setting/smtp')?.permission).toBe('settings.read');
    const admin = routesOf('admin').filter((entry) => entry.path !== '/admin/dashboard');
    expect(employee).toHaveLength(admin.length + 1);
    for (const entry of employee.filter((e) => e.source)) {
      expect(ROUTE_TABLE.some((source) => source.path === entry.source)).toBe(true);
      expect(entry.permission, entry.path).toBeDefined();
    }
  });

  test('the sidebar lists only the screens the permissions open', () => {
    const sections = navSectionsOf('employee', ['publishers.read', 'offers.read']);
    expect(sections.map((section) => section.label)).toEqual([
      'Dashboard',
      'Offers',
      'Creatives',
      'Publishers',
    ]);
    const publishers = sections.find((section) => section.label === 'Publishers');
    expect(publishers?.links.map((link) => link.to)).toEqual([
      '/employee/publisher/manage',
      '/employee/publisher/postback/manage',
      '/employee/publisher/postback/logs',
    ]);
    expect(navSectionsOf('employee', []).map((section) => section.label)).toEqual(['Dashboard']);
  });

  test('forwards the offer view like the admin portal does', () => {
    expect(ROUTE_REDIRECTS).toContainEqual({
      from: '/employee/offer/view/:id',
      to: '/employee/offer/:id/general',
    });
  });
});
