import type { DomainSettings, NetworkDomain } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import DomainSettingsPage from './domain-settings-page';

const domain = (host: string, kind: 'panel' | 'tracking', isDefault = false): NetworkDomain => ({
  id: crypto.randomUUID(),
  host,
  kind,
  isDefault,
  createdAt: '2026-11-20T10:00:00.000Z',
  verifiedAt: '2026-11-20T10:05:00.000Z',
  verification: null,
});
const pendingDomain = (host: string): NetworkDomain => ({
  ...domain(host, 'panel'),
  verifiedAt: null,
  verification: {
    type: 'TXT',
    name: `_affnet-verify.${host}`,
    value: 'affnet-verify=5f0c3a9be7d24d4c8f1a2b3c4d5e6f70',
  },
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
    'GET /api/v1/settings/history/domain': () =>
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
    'GET /api/v1/settings/history/domain': () =>
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

test('a pending domain shows the TXT record to create and "Verify"; not found says so, found marks it verified', async () => {
  const pending = pendingDomain('partners.orbit.example');
  let verified = false;
  const record = pending.verification;
  if (!record) throw new Error('a pending domain has a record');
  stubApi({
    'GET /api/v1/settings/domain': () =>
      jsonResponse(200, {
        data: {
          ...settings,
          domains: [
            panel,
            verified ? { ...pending, verifiedAt: '2026-11-21T09:00:00.000Z', verification: null } : pending,
          ],
        },
      }),
    'GET /api/v1/settings/history/domain': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
    [`POST /api/v1/settings/domains/${pending.id}/verify`]: () => {
      const message = verified
        ? `${pending.host} is verified: it now reaches this network.`
        : `No TXT record "${record.value}" at ${record.name} yet. Create it at your DNS provider; changes can take a while to spread.`;
      return jsonResponse(200, { data: { domain: pending, verified, message } });
    },
  });
  const { user } = renderPage(
    <DomainSettingsPage screen={createScreenMeta('Domain Settings', 'Settings')} />,
    {
      path: '/admin/setting/domain',
    },
  );
  const row = (await screen.findByText(pending.host)).closest('tr');
  if (!row) throw new Error('no row for the pending domain');
  expect(within(row).getByText('Pending verification')).toBeInTheDocument();
  expect(within(row).getByText(record.name)).toBeInTheDocument();
  expect(within(row).getByText(record.value)).toBeInTheDocument();
  // Nothing to check or carry links before it is verified.
  expect(within(row).queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();

  await user.click(within(row).getByRole('button', { name: 'Verify' }));
  expect(await within(row).findByRole('status')).toHaveTextContent(/^No TXT record/);

  verified = true;
  await user.click(within(row).getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Domain verified')).toBeInTheDocument();
  // The list is fetched again: the same row, now verified, can be checked.
  expect(await within(row).findByText('Verified')).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Check' })).toBeInTheDocument();
});

test('an address or a localhost name is refused in the form, before anything is sent', async () => {
  const { calls } = stubApi({
    'GET /api/v1/settings/domain': () => jsonResponse(200, { data: settings }),
    'GET /api/v1/settings/history/domain': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
  });
  const { user } = renderPage(
    <DomainSettingsPage screen={createScreenMeta('Domain Settings', 'Settings')} />,
    {
      path: '/admin/setting/domain',
    },
  );
  const input = await screen.findByRole('textbox', { name: 'Domain' });
  await user.type(input, '127.0.0.1');
  await user.click(screen.getByRole('button', { name: 'Add domain' }));
  expect(await screen.findByText('Enter a domain name, not an IP address')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, 'panel.localhost');
  await user.click(screen.getByRole('button', { name: 'Add domain' }));
  expect(
    await screen.findByText("This name is the server's own address: no network can use it"),
  ).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});
