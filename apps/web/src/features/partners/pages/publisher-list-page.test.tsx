import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createEntityLinks,
  createPublisherListItem,
  createRecentFigures,
  createScreenMeta,
} from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import PartnerListPage from './partner-list-page';

const LIST_URL = '/api/v1/publishers';

test('lists publishers and approves the selected pending ones in bulk, without asking a reason', async () => {
  const pending = createPublisherListItem({ company: 'Pat Media', status: 'pending' });
  const active = createPublisherListItem({ company: 'Quinn Ads', status: 'active' });
  const { calls } = stubApi({
    [`GET ${LIST_URL}`]: () =>
      jsonResponse(200, { data: [pending, active], meta: { page: 1, perPage: 25, total: 2 } }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
    [`POST ${LIST_URL}/status`]: () => jsonResponse(200, { data: { updated: 1 } }),
  });
  const { user } = renderPage(
    <PartnerListPage
      kind="publisher"
      screen={createScreenMeta('Manage Publishers', 'Publishers')}
      links={createEntityLinks('/admin/publisher')}
    />,
    { path: '/admin/publisher/manage' },
  );

  expect(await screen.findByRole('link', { name: 'Pat Media' })).toHaveAttribute(
    'href',
    `/admin/publisher/view/${pending.id}`,
  );
  // Each publisher's number is a column (searchable as "#1001" or "1001").
  expect(screen.getByText(`#${pending.ref}`)).toBeInTheDocument();
  expect(screen.getByPlaceholderText('Company, contact, e-mail or #number')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add publisher' })).toHaveAttribute('href', '/admin/publisher/add');
  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(screen.getByText('2 publishers selected')).toBeInTheDocument();
  // Only a pending or rejected publisher can be approved; unblock applies to neither.
  expect(screen.getByRole('button', { name: 'Unblock' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Approve' }));

  expect(
    await screen.findByText('Approved 1 publisher. Skipped 1: their status does not allow it.'),
  ).toBeInTheDocument();
  const body = sentForm(calls, `${LIST_URL}/status`);
  expect(body.getAll('ids[]')).toEqual([pending.id, active.id]);
  expect(body.get('action')).toBe('approve');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(queriesTo(calls, LIST_URL).length).toBeGreaterThanOrEqual(1);
  expect(within(screen.getByRole('table', { name: 'Publishers' })).getAllByRole('row')).toHaveLength(3);
});

test('each publisher’s last 30 days: clicks, conversions and earnings (payout), not sortable by them', async () => {
  const busy = createPublisherListItem({
    company: 'Pat Media',
    recent: createRecentFigures({
      USD: { grossClicks: 812, approvedConversions: 20, payout: '140.00', revenue: '230.00' },
    }),
  });
  stubApi({
    [`GET ${LIST_URL}`]: () =>
      jsonResponse(200, {
        data: [busy],
        meta: {
          page: 1,
          perPage: 25,
          total: 1,
          recent: { from: '2026-10-29', to: '2026-11-27', timeZone: 'UTC' },
        },
      }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
  });
  renderPage(
    <PartnerListPage
      kind="publisher"
      screen={createScreenMeta('Manage Publishers', 'Publishers')}
      links={createEntityLinks('/admin/publisher')}
    />,
    { path: '/admin/publisher/manage' },
  );

  const row = await screen.findByRole('row', { name: /Pat Media/ });
  for (const text of ['812', '20', '$140.00']) expect(within(row).getByText(text)).toBeInTheDocument();
  expect(within(row).queryByText('$230.00')).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Earnings (30 days)' })).toBeInTheDocument();
  // Ranking every publisher costs too much to offer: the headers do not sort.
  expect(screen.queryByRole('button', { name: 'Clicks (30 days)' })).toBeNull();
  expect(screen.getByText(/approved earnings\.$/)).toBeInTheDocument();
});
