import type { SmtpSettings, SmtpSettingsView } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import SmtpSettingsPage from './smtp-settings-page';

const URL = '/api/v1/settings/smtp';
const HISTORY = 'GET /api/v1/settings/history/smtp';
const emptyHistory = () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } });

function storedSmtp(overrides: Partial<SmtpSettings> = {}): SmtpSettings {
  return {
    host: 'smtp.acme.test',
    port: 587,
    security: 'starttls',
    username: 'mailer',
    passwordSet: true,
    fromName: 'Acme',
    fromEmail: 'mail@acme.test',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderSmtpPage() {
  return renderPage(<SmtpSettingsPage screen={createScreenMeta('SMTP Settings', 'Settings')} />, {
    path: '/admin/setting/smtp',
  });
}

test('without its own server the page says the server-wide one sends; a save sends the fields as form data', async () => {
  const view: SmtpSettingsView = { smtp: null, serverMailConfigured: true };
  const saved: SmtpSettingsView = { smtp: storedSmtp(), serverMailConfigured: true };
  const { calls } = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: view }),
    [`PUT ${URL}`]: () => jsonResponse(200, { data: saved }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSmtpPage();
  expect(await screen.findByText(/server-wide mail server sends this network's e-mails/)).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Host' }), 'smtp.acme.test');
  await user.type(screen.getByRole('textbox', { name: 'User name' }), 'mailer');
  await user.type(screen.getByLabelText('Password'), 'pw-123456');
  await user.type(screen.getByRole('textbox', { name: 'Sender name' }), 'Acme');
  await user.type(screen.getByRole('textbox', { name: 'Sender address' }), 'mail@acme.test');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('SMTP settings saved')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(Object.fromEntries(body.entries())).toEqual({
    host: 'smtp.acme.test',
    port: '587',
    security: 'starttls',
    username: 'mailer',
    password: 'pw-123456',
    fromName: 'Acme',
    fromEmail: 'mail@acme.test',
  });
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(screen.getByText(/A password is stored/)).toBeInTheDocument();
});

test('bad fields are refused before sending; the server field errors land on their inputs', async () => {
  const { calls } = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: { smtp: storedSmtp(), serverMailConfigured: true } }),
    [`PUT ${URL}`]: () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { password: ['Type the password again: the stored one is only used with the server'] },
      }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSmtpPage();
  const port = await screen.findByRole('textbox', { name: 'Port' });
  await user.clear(port);
  await user.type(port, '70000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('At most 65535')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

  await user.clear(port);
  await user.type(port, '2525');
  const host = screen.getByRole('textbox', { name: 'Host' });
  await user.clear(host);
  await user.type(host, 'smtp.elsewhere.test');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Type the password again/)).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect(body.has('password')).toBe(false);
});

test("send test e-mail posts the typed fields and the address, and shows the server's answer", async () => {
  const { calls } = stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: { smtp: storedSmtp(), serverMailConfigured: true } }),
    [`POST ${URL}/test`]: () =>
      jsonResponse(200, { data: { ok: false, message: 'connect ECONNREFUSED 127.0.0.1:2525' } }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSmtpPage();
  await user.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Send to' }), 'me@acme.test');
  await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
  const status = await screen.findByRole('status', { name: /The test e-mail was not sent/ });
  expect(within(status).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  const body = Object.fromEntries(sentForm(calls, `${URL}/test`).entries());
  expect(body).toMatchObject({ host: 'smtp.acme.test', testTo: 'me@acme.test', username: 'mailer' });
  expect(body).not.toHaveProperty('password');
});

test('a test send refused by the rate limit (429) shows the server’s message, and no result', async () => {
  stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: { smtp: storedSmtp(), serverMailConfigured: true } }),
    [`POST ${URL}/test`]: () =>
      jsonResponse(429, { message: 'Too many test e-mails. Try again in 37 seconds.' }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSmtpPage();
  await user.type(await screen.findByRole('textbox', { name: 'Send to' }), 'me@acme.test');
  await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
  expect(await screen.findByText('Too many test e-mails. Try again in 37 seconds.')).toBeInTheDocument();
  expect(screen.getByText('Could not send the test e-mail')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: /test e-mail/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send test e-mail' })).toBeEnabled();
});

test('removing the own server asks first, then shows the server-wide note', async () => {
  stubApi({
    [`GET ${URL}`]: () => jsonResponse(200, { data: { smtp: storedSmtp(), serverMailConfigured: false } }),
    [`DELETE ${URL}`]: () => jsonResponse(200, { data: { smtp: null, serverMailConfigured: false } }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSmtpPage();
  await user.click(await screen.findByRole('button', { name: 'Use the server-wide setting' }));
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText(/e-mails are only written to its log/)).toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  stubApi({
    [`GET ${URL}`]: () => jsonResponse(500, { message: 'Storage is down.' }),
    [HISTORY]: emptyHistory,
  });
  renderSmtpPage();
  expect(await screen.findByText('Could not load the SMTP settings')).toBeInTheDocument();
});
