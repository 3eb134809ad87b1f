import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store';
import { createScreenMeta, createSessionUser } from '../../../testing/factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { createRole, pageOf, TEAM_LINKS } from '../testing/team-factories';
import RoleAddPage from './role-add-page';
import RoleListPage from './role-list-page';
import RoleViewPage from './role-view-page';

const ROLES = '/api/v1/employee-roles';

// An admin holds everything, so every permission, scope and role is offered (grant-reach.test.tsx: employees).
beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

test('the list shows each role with its scope and members, and searches on the server', async () => {
  const { calls, user } = (() => {
    const api = stubApi({
      [`GET ${ROLES}`]: () =>
        jsonResponse(
          200,
          pageOf([
            createRole({ name: 'Desk', memberCount: 3, permissions: ['offers.read', 'offers.write'] }),
          ]),
        ),
    });
    const view = renderPage(
      <RoleListPage screen={createScreenMeta('Manage Roles', 'Employees')} links={TEAM_LINKS} />,
      {
        path: '/admin/employee/role/manage',
      },
    );
    return { ...api, ...view };
  })();
  const row = (await screen.findByRole('link', { name: 'Desk' })).closest('tr') as HTMLElement;
  expect(within(row).getByText('2 permissions')).toBeInTheDocument();
  expect(within(row).getByText('Only the partners they manage')).toBeInTheDocument();
  expect(within(row).getByText('3')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'desk');
  await waitFor(() => expect(queriesTo(calls, ROLES).at(-1)?.get('search')).toBe('desk'));
});

test('adding a role sends its permissions and data scope, then opens it', async () => {
  const created = createRole({ name: 'Support' });
  const { calls, user, router } = (() => {
    const api = stubApi({ [`POST ${ROLES}`]: () => jsonResponse(201, { data: created }) });
    const view = renderPage(
      <RoleAddPage screen={createScreenMeta('Add Role', 'Employees')} links={TEAM_LINKS} />,
      {
        path: '/admin/employee/role/add',
      },
    );
    return { ...api, ...view };
  })();
  await user.click(screen.getByRole('button', { name: 'Add role' }));
  expect(await screen.findByText('Enter a name')).toBeInTheDocument();
  expect(calls).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Support');
  const offers = screen.getByRole('group', { name: 'Offers' });
  await user.click(within(offers).getByRole('checkbox', { name: /See offers/ }));
  const publishers = screen.getByRole('group', { name: 'Publishers' });
  await user.click(within(publishers).getByRole('checkbox', { name: /See publishers/ }));
  await user.click(screen.getByRole('radio', { name: /Only the partners they manage/ }));
  await user.click(screen.getByRole('button', { name: 'Add role' }));

  await waitFor(() => expect(locationOf(router)).toBe(`/admin/employee/role/view/${created.id}`));
  const body = sentForm(calls, ROLES);
  expect(body.get('name')).toBe('Support');
  expect([...body.entries()].filter(([key]) => key.startsWith('permissions')).map(([, v]) => v)).toEqual([
    'offers.read',
    'publishers.read',
  ]);
  expect(body.get('dataScope')).toBe('managed');
});

test('deleting a role in use moves its members to the role chosen, in one request', async () => {
  const role = createRole({ name: 'Old desk', memberCount: 2 });
  const target = createRole({ name: 'New desk' });
  const { calls, user, router } = (() => {
    const api = stubApi({
      [`GET ${ROLES}/${role.id}`]: () => jsonResponse(200, { data: role }),
      [`GET ${ROLES}`]: () => jsonResponse(200, pageOf([role, target])),
      [`DELETE ${ROLES}/${role.id}`]: () => jsonResponse(200, { data: { moved: 2 } }),
    });
    const view = renderPage(
      <RoleViewPage screen={createScreenMeta('Role Details', 'Employees')} links={TEAM_LINKS} />,
      {
        path: '/admin/employee/role/view/:id',
        url: `/admin/employee/role/view/${role.id}`,
      },
    );
    return { ...api, ...view };
  })();
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Old desk' });
  expect(within(dialog).getByText(/2 employees hold this role/)).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'Move members and delete' });
  expect(confirm).toBeDisabled();
  await user.click(within(dialog).getByRole('combobox', { name: 'Move members to' }));
  await user.click(await screen.findByRole('option', { name: 'New desk' }));
  await user.click(confirm);
  await waitFor(() => expect(locationOf(router)).toBe('/admin/employee/role/manage'));
  const deleted = calls.find((call) => call.method === 'DELETE');
  expect(new URL(String(deleted?.url), 'http://localhost').searchParams.get('moveTo')).toBe(target.id);
});
