import type { Permission } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { createEmployee, createRole, pageOf, TEAM_LINKS } from '../testing/team-factories';
import EmployeeAddPage from './employee-add-page';
import EmployeeEditPage from './employee-edit-page';
import EmployeeViewPage from './employee-view-page';
import RoleAddPage from './role-add-page';
import RoleEditPage from './role-edit-page';
import RoleViewPage from './role-view-page';

/*
 * A team lead (employees.write, over the partners they manage) is offered only what the server
 * accepts from them (docs/team.md "Who may grant what").
 */

const ROLES = '/api/v1/employee-roles';
const EMPLOYEES = '/api/v1/employees';
const LEAD_HOLDS: Permission[] = ['employees.read', 'employees.write', 'publishers.read'];
const leadRole = createRole({ name: 'Team lead', permissions: LEAD_HOLDS, dataScope: 'managed' });
const lead = createSessionUser('employee', {
  permissions: LEAD_HOLDS,
  employeeRole: { id: leadRole.id, name: leadRole.name, dataScope: 'managed' },
});
const desk = createRole({ name: 'Desk', permissions: ['publishers.read'], dataScope: 'managed' });
const finance = createRole({ name: 'Finance', permissions: ['billing.read', 'billing.write'] });
const wideDesk = createRole({ name: 'Wide desk', permissions: ['publishers.read'], dataScope: 'all' });

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', lead);
});

const screenMeta = (title: string) => createScreenMeta(title, 'Employees');

test('the role form offers only the permissions they hold, and not every partner', async () => {
  stubApi({});
  const { user } = renderPage(<RoleAddPage screen={screenMeta('Add Role')} links={TEAM_LINKS} />, {
    path: '/employee/employee/role/add',
  });
  const billing = within(screen.getByRole('group', { name: 'Billing' }));
  const settle = billing.getByRole('checkbox', { name: /Run, adjust, issue and void invoices/ });
  expect(settle).toBeDisabled();
  expect(settle).toHaveAccessibleDescription('billing.write: you do not hold it, so you cannot grant it');
  const publishers = within(screen.getByRole('group', { name: 'Publishers' }));
  const seePublishers = publishers.getByRole('checkbox', { name: /See publishers/ });
  expect(seePublishers).toBeEnabled();
  await user.click(seePublishers);
  expect(seePublishers).toBeChecked();

  const everyPartner = screen.getByRole('radio', { name: /All partners/ });
  expect(everyPartner).toBeDisabled();
  expect(everyPartner).toHaveAccessibleDescription(/you cannot grant every partner/);
  // A new role starts at the scope they may give.
  expect(screen.getByRole('radio', { name: /Only the partners they manage/ })).toBeChecked();
});

test('their own role, and one holding more, offer no edit or delete; the edit page says why', async () => {
  stubApi({
    [`GET ${ROLES}/${leadRole.id}`]: () => jsonResponse(200, { data: leadRole }),
    [`GET ${ROLES}/${finance.id}`]: () => jsonResponse(200, { data: finance }),
  });
  const own = renderPage(<RoleViewPage screen={screenMeta('Role Details')} links={TEAM_LINKS} />, {
    path: '/employee/employee/role/view/:id',
    url: `/employee/employee/role/view/${leadRole.id}`,
  });
  expect(await screen.findByText('This is your own role: ask an admin to change it.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  own.unmount();

  renderPage(<RoleEditPage screen={screenMeta('Edit Role')} links={TEAM_LINKS} />, {
    path: '/employee/employee/role/edit/:id',
    url: `/employee/employee/role/edit/${finance.id}`,
  });
  expect(
    await screen.findByText(/This role holds more than you do \(billing.read, billing.write\)/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

test('deleting a role moves its members only to a role within their reach', async () => {
  const old = createRole({ name: 'Old desk', permissions: ['publishers.read'], memberCount: 2 });
  stubApi({
    [`GET ${ROLES}/${old.id}`]: () => jsonResponse(200, { data: old }),
    [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([old, desk, finance, wideDesk])),
  });
  const { user } = renderPage(<RoleViewPage screen={screenMeta('Role Details')} links={TEAM_LINKS} />, {
    path: '/employee/employee/role/view/:id',
    url: `/employee/employee/role/view/${old.id}`,
  });
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Old desk' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Move members to' }));
  expect(await screen.findByRole('option', { name: 'Desk' })).not.toHaveAttribute('aria-disabled');
  for (const name of ['Finance (holds more than you)', 'Wide desk (holds more than you)'])
    expect(screen.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
});

test('the employee form offers only roles within their reach', async () => {
  stubApi({ [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([desk, finance, wideDesk])) });
  const { user } = renderPage(<EmployeeAddPage screen={screenMeta('Add Employee')} links={TEAM_LINKS} />, {
    path: '/employee/employee/add',
  });
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  expect(await screen.findByRole('option', { name: 'Desk' })).not.toHaveAttribute('aria-disabled');
  for (const name of ['Finance (holds more than you)', 'Wide desk (holds more than you)'])
    expect(screen.getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true');
});

test('on their own record the role cannot be changed; their name can', async () => {
  const me = createEmployee({
    id: lead.id,
    name: lead.name,
    email: lead.email,
    role: { id: leadRole.id, name: leadRole.name, dataScope: 'managed', permissions: LEAD_HOLDS },
  });
  stubApi({
    [`GET ${EMPLOYEES}/${me.id}`]: () => jsonResponse(200, { data: me }),
    [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([leadRole, desk])),
  });
  renderPage(<EmployeeEditPage screen={screenMeta('Edit Employee')} links={TEAM_LINKS} />, {
    path: '/employee/employee/edit/:id',
    url: `/employee/employee/edit/${me.id}`,
  });
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeEnabled();
  const role = screen.getByRole('combobox', { name: 'Role' });
  expect(role).toBeDisabled();
  expect(role).toHaveAccessibleDescription('This is your own role: ask an admin to change it.');
});

test('an employee whose role holds more offers no edit; the edit page says why', async () => {
  const accountant = createEmployee({
    name: 'Ann Count',
    role: { id: finance.id, name: finance.name, dataScope: 'managed', permissions: finance.permissions },
  });
  stubApi({ [`GET ${EMPLOYEES}/${accountant.id}`]: () => jsonResponse(200, { data: accountant }) });
  const view = renderPage(<EmployeeViewPage screen={screenMeta('Employee Details')} links={TEAM_LINKS} />, {
    path: '/employee/employee/view/:id',
    url: `/employee/employee/view/${accountant.id}`,
  });
  expect(
    await screen.findByText(/Their role holds more than you do \(billing.read, billing.write\)/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  view.unmount();

  renderPage(<EmployeeEditPage screen={screenMeta('Edit Employee')} links={TEAM_LINKS} />, {
    path: '/employee/employee/edit/:id',
    url: `/employee/employee/edit/${accountant.id}`,
  });
  expect(await screen.findByText(/Their role holds more than you do/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
});
