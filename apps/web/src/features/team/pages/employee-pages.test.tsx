import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { createEmployee, createRole, pageOf, TEAM_LINKS } from '../testing/team-factories';
import EmployeeAddPage from './employee-add-page';
import EmployeeListPage from './employee-list-page';

const EMPLOYEES = '/api/v1/employees';
const ROLES = '/api/v1/employee-roles';

// An admin holds everything, so every permission, scope and role is offered (grant-reach.test.tsx: employees).
beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

test('the list shows role, status and partners managed, and filters by role on the server', async () => {
  const desk = createRole({ name: 'Desk' });
  const api = stubApi({
    [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([desk])),
    [`GET ${EMPLOYEES}`]: () =>
      jsonResponse(
        200,
        pageOf([
          createEmployee({
            name: 'Erin Staff',
            status: 'blocked',
            managedPartners: 4,
            role: { id: desk.id, name: 'Desk', dataScope: 'managed', permissions: desk.permissions },
          }),
        ]),
      ),
  });
  const { user } = renderPage(
    <EmployeeListPage screen={createScreenMeta('Manage Employees', 'Employees')} links={TEAM_LINKS} />,
    { path: '/admin/employee/manage' },
  );
  const row = (await screen.findByRole('link', { name: 'Erin Staff' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('Desk')).toBeInTheDocument();
  expect(within(row).getByText('Blocked')).toBeInTheDocument();
  expect(within(row).getByText('4')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Desk' }));
  await waitFor(() => expect(queriesTo(api.calls, EMPLOYEES).at(-1)?.get('roleId')).toBe(desk.id));
});

test('adding an employee checks the form, then sends name, e-mail, role and status', async () => {
  const desk = createRole({ name: 'Desk' });
  const created = createEmployee({ name: 'Erin Staff' });
  const api = stubApi({
    [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([desk])),
    [`POST ${EMPLOYEES}`]: () => jsonResponse(201, { data: created }),
  });
  const { user, router } = renderPage(
    <EmployeeAddPage screen={createScreenMeta('Add Employee', 'Employees')} links={TEAM_LINKS} />,
    { path: '/admin/employee/add' },
  );
  expect(screen.getByText(/link to choose their password/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add employee' }));
  expect(await screen.findByText('Choose a role')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erin Staff');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'erin@team.test');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByRole('option', { name: 'Desk' }));
  await user.click(screen.getByRole('button', { name: 'Add employee' }));

  await waitFor(() => expect(locationOf(router)).toBe(`/admin/employee/view/${created.id}`));
  const body = sentForm(api.calls, EMPLOYEES);
  expect(Object.fromEntries(body.entries())).toEqual({
    name: 'Erin Staff',
    email: 'erin@team.test',
    roleId: desk.id,
    status: 'active',
  });
  expect(await screen.findByText('Erin Staff added; an invitation is on its way.')).toBeInTheDocument();
});
