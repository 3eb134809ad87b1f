import type { DomainSettings } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import DomainSettingsPage from './domain-settings-page';

const domain = (host: string, kind: 'panel' | 'tracking', isDefault = false) => ({
  id: crypto.randomUUID(),
  host,
  kind,
  isDefault,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const panel = domain('panel.orbit.example', 'panel');
const tracking = domain('go.orbit.example', 'tracking', true);
const other = domain('links.orbit.example', 'tracking');
const settings: DomainSettings = {
  domains: [panel, tracking, other],
  dnsRecord: { type: 'CNAME', value: 'affnet.example.net' },
};

test('lists the domains with the DNS record to create; checks one and adds another', async () => {
  const { calls } = stubApi({
    'GET /api/v1/settings/domain': () => jsonResponse(200, { data: settings }),
    'GET /api/v1/settings/domain/history': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
    [`POST /api/v1/settings/domains/${other.id}/check`]: () =>
      jsonResponse(200, {
        data: {
          host: other.host,
          addresses: ['203.0.113.9'],
          reachesThisNetwork: false,
          message: `${other.host} answered (HTTP 404), but not as this network: point it at this server.`,
        },
      }),
    'POST /api/v1/settings/domains': () =>
      jsonResponse(201, { data: domain('new.orbit.example', 'tracking') }),
  });
  const { user } = renderPage(
    <DomainSettingsPage screen={createScreenMeta('Domain Settings', 'Settings')} />,
    {
      path: '/admin/setting/domain',
    },
  );

  expect(await screen.findByText('affnet.example.net')).toBeInTheDocument();
  const rows = screen.getAllByRole('row');
  const defaultRow = rows.find((row) => within(row).queryByText(tracking.host));
  expect(defaultRow && within(defaultRow).getByText('Links use this')).toBeInTheDocument();
  const otherRow = rows.find((row) => within(row).queryByText(other.host));
  if (!otherRow) throw new Error('no row for the second tracking domain');
  expect(within(otherRow).getByRole('button', { name: 'Use for links' })).toBeInTheDocument();
  await user.click(within(otherRow).getByRole('button', { name: 'Check' }));
  expect(await screen.findByText(/but not as this network/)).toBeInTheDocument();
  expect(screen.getByText('Resolves to 203.0.113.9')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'new.orbit.example');
  await user.click(screen.getByRole('button', { name: 'Add domain' }));
  await screen.findByRole('textbox', { name: 'Domain' });
  const added = calls.find((call) => call.method === 'POST' && call.url === '/api/v1/settings/domains');
  const body = added?.body as FormData;
  expect(body.get('host')).toBe('new.orbit.example');
  expect(body.get('kind')).toBe('tracking');
});

test('a check refused by the rate limit (429) shows the server’s message, and the row stays as it was', async () => {
  stubApi({
    'GET /api/v1/settings/domain': () => jsonResponse(200, { data: settings }),
    'GET /api/v1/settings/domain/history': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
    [`POST /api/v1/settings/domains/${other.id}/check`]: () =>
      jsonResponse(429, { message: 'Too many domain checks. Try again in 42 seconds.' }),
  });
  const { user } = renderPage(
    <DomainSettingsPage screen={createScreenMeta('Domain Settings', 'Settings')} />,
    {
      path: '/admin/setting/domain',
    },
  );
  const otherRow = (await screen.findByText(other.host)).closest('tr');
  if (!otherRow) throw new Error('no row for the second tracking domain');
  await user.click(within(otherRow).getByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Too many domain checks. Try again in 42 seconds.')).toBeInTheDocument();
  expect(screen.getByText(`Could not check ${other.host}`)).toBeInTheDocument();
  expect(within(otherRow).queryByText(/Resolves to/)).not.toBeInTheDocument();
  expect(within(otherRow).getByRole('button', { name: 'Check' })).toBeEnabled();
});
