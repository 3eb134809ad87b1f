import type { SettingChange } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../testing/stub-api';
import { SettingHistory } from './setting-history';

const URL = '/api/v1/settings/history/smtp';

function changeOf(overrides: Partial<SettingChange> = {}): SettingChange {
  return {
    id: crypto.randomUUID(),
    area: 'smtp',
    at: '2026-11-20T10:15:00.000Z',
    actor: { id: crypto.randomUUID(), name: 'Ada Admin', email: 'ada@example.com' },
    summary: 'Updated the SMTP server',
    changes: [
      { field: 'host', before: 'old.example', after: 'mail.example', secret: false },
      { field: 'password', before: null, after: null, secret: true },
    ],
    ...overrides,
  };
}

test('shows each change with who made it, the fields by their labels, and secrets as changed only', async () => {
  const { calls } = stubApi({
    [`GET ${URL}`]: () =>
      jsonResponse(200, {
        data: [changeOf(), changeOf({ actor: null, summary: 'Changed the port', changes: [] })],
        meta: { page: 1, perPage: 10, total: 2 },
      }),
  });
  renderPage(<SettingHistory area="smtp" fieldLabels={{ host: 'Host', password: 'Password' }} />, {
    path: '/',
  });

  expect(await screen.findByText('Updated the SMTP server')).toBeInTheDocument();
  expect(screen.getByText('Host: old.example → mail.example')).toBeInTheDocument();
  expect(screen.getByText('Password changed')).toBeInTheDocument();
  expect(screen.getByText(/Ada Admin \(ada@example.com\)/)).toBeInTheDocument();
  expect(screen.getByText(/System/)).toBeInTheDocument();
  expect(queriesTo(calls, URL)[0]?.get('perPage')).toBe('10');
});

test('says when nothing was changed yet, and offers a retry when the history fails', async () => {
  stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
  });
  const first = renderPage(<SettingHistory area="smtp" />, { path: '/' });
  expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
  first.unmount();

  stubApi({ [`GET ${URL}`]: () => jsonResponse(500, { message: 'Storage is down.' }) });
  renderPage(<SettingHistory area="smtp" />, { path: '/' });
  expect(await screen.findByText('Could not load the history')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
