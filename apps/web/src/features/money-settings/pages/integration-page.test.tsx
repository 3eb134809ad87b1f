import type { IntegrationKey } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import { emptyHistory } from '../testing/money-factories';
import IntegrationPage from './integration-page';

const URL = '/api/v1/settings/integration-keys';
const KEY: IntegrationKey = {
  id: crypto.randomUUID(),
  name: 'CRM',
  last4: 'x9Yz',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresOn: null,
  revokedAt: null,
};

function renderKeys(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ ...emptyHistory('integration'), ...handlers });
  const view = renderPage(<IntegrationPage screen={createScreenMeta('Integration Settings', 'Settings')} />, {
    path: '/admin/setting/integration',
  });
  return { ...api, ...view };
}

test('creates a key and shows it once, then lists it by its last four only', async () => {
  let listed: IntegrationKey[] = [];
  const { calls, user } = renderKeys({
    [`GET ${URL}`]: () => jsonResponse(200, { data: listed }),
    [`POST ${URL}`]: () => {
      listed = [KEY];
      return jsonResponse(201, { data: { ...KEY, key: 'afk_secret-value-x9Yz' } });
    },
  });
  expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'CRM');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Copy the new key now' });
  expect(within(dialog).getByText('afk_secret-value-x9Yz')).toBeInTheDocument();
  expect(sentForm(calls, URL).get('name')).toBe('CRM');
  expect(sentForm(calls, URL).has('expiresOn')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('…x9Yz')).toBeInTheDocument();
  expect(screen.queryByText('afk_secret-value-x9Yz')).not.toBeInTheDocument();
});

test('revokes a key after confirming; a revoked key shows as such without the action', async () => {
  const revoked = {
    ...KEY,
    id: crypto.randomUUID(),
    name: 'Old sync',
    revokedAt: '2026-11-10T10:00:00.000Z',
  };
  const { calls, user } = renderKeys({
    [`GET ${URL}`]: () => jsonResponse(200, { data: [KEY, revoked] }),
    [`POST ${URL}/${KEY.id}/revoke`]: () =>
      jsonResponse(200, { data: { ...KEY, revokedAt: '2026-11-24T04:00:00.000Z' } }),
  });
  const oldRow = (await screen.findByText('Old sync')).closest('tr') as HTMLElement;
  expect(within(oldRow).getByText('Revoked')).toBeInTheDocument();
  expect(within(oldRow).queryByRole('button')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Revoke CRM' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke CRM?' });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await screen.findByText('Key "CRM" revoked.')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST' && call.url === `${URL}/${KEY.id}/revoke`)).toBe(true);
});
