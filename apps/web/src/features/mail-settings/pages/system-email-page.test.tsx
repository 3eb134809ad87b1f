import { SYSTEM_EMAIL_KEYS, SYSTEM_EMAILS, type SystemEmailTemplateView } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import SystemEmailPage from './system-email-page';

const LIST = '/api/v1/settings/system-emails';
const RESET = `${LIST}/password-reset`;
const HISTORY = 'GET /api/v1/settings/history/system-email';
const emptyHistory = () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } });

function defaults(): SystemEmailTemplateView[] {
  return SYSTEM_EMAIL_KEYS.map((key) => ({
    key,
    subject: SYSTEM_EMAILS[key].defaultSubject,
    body: SYSTEM_EMAILS[key].defaultBody,
    customized: false,
    updatedAt: null,
  }));
}

function renderSystemEmailPage(url = '/admin/setting/system-email') {
  return renderPage(<SystemEmailPage screen={createScreenMeta('System Emails', 'Settings')} />, {
    path: '/admin/setting/system-email',
    url,
  });
}

test('lists every e-mail; the chosen one is edited and saved as form data', async () => {
  const edited = { subject: 'New password for {{name}}', body: 'Open {{link}}' };
  const { calls } = stubApi({
    [`GET ${LIST}`]: () => jsonResponse(200, { data: defaults() }),
    [`PUT ${RESET}`]: () =>
      jsonResponse(200, {
        data: { key: 'password-reset', ...edited, customized: true, updatedAt: '2026-11-24T04:00:00.000Z' },
      }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSystemEmailPage('/admin/setting/system-email?email=password-reset');
  const nav = await screen.findByRole('navigation', { name: 'System e-mails' });
  for (const key of SYSTEM_EMAIL_KEYS)
    expect(within(nav).getByText(SYSTEM_EMAILS[key].name)).toBeInTheDocument();
  const subject = screen.getByRole('textbox', { name: 'Subject' });
  expect(subject).toHaveValue(SYSTEM_EMAILS['password-reset'].defaultSubject);
  expect(
    within(screen.getByRole('table', { name: 'Placeholders' })).getByText('{{minutes}}'),
  ).toBeInTheDocument();

  await user.clear(subject);
  await user.type(subject, edited.subject.replace(/[{[]/g, '$&$&'));
  const body = screen.getByRole('textbox', { name: 'Body' });
  await user.clear(body);
  await user.type(body, edited.body.replace(/[{[]/g, '$&$&'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('E-mail saved')).toBeInTheDocument();
  expect(Object.fromEntries(sentForm(calls, RESET).entries())).toEqual(edited);
  expect(within(nav).getByText('Edited')).toBeInTheDocument();
});

test('an unknown placeholder is refused on its field before anything is sent', async () => {
  const { calls } = stubApi({
    [`GET ${LIST}`]: () => jsonResponse(200, { data: defaults() }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSystemEmailPage('/admin/setting/system-email?email=password-reset');
  const subject = await screen.findByRole('textbox', { name: 'Subject' });
  await user.clear(subject);
  await user.type(subject, 'Hi {{{{first_name}}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Unknown placeholder \{\{first_name\}\}/)).toBeInTheDocument();
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
});

test('preview shows the server-rendered e-mail; reset asks first and brings the default back', async () => {
  const custom = defaults().map((item) =>
    item.key === 'invitation' ? { ...item, subject: 'Welcome {{name}}', customized: true } : item,
  );
  stubApi({
    [`GET ${LIST}`]: () => jsonResponse(200, { data: custom }),
    [`POST ${LIST}/invitation/preview`]: () =>
      jsonResponse(200, {
        data: {
          subject: 'Welcome Alex Morgan',
          text: 'Hello Alex Morgan,',
          html: '<p>Hello Alex Morgan,</p>',
        },
      }),
    [`DELETE ${LIST}/invitation`]: () => jsonResponse(200, { data: defaults()[0] }),
    [HISTORY]: emptyHistory,
  });
  const { user } = renderSystemEmailPage();
  expect(await screen.findByRole('textbox', { name: 'Subject' })).toHaveValue('Welcome {{name}}');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  const preview = await screen.findByRole('region', { name: 'Preview' });
  expect(within(preview).getByText('Welcome Alex Morgan')).toBeInTheDocument();
  expect(within(preview).getByTitle('HTML version')).toHaveAttribute('sandbox', '');

  await user.click(screen.getByRole('button', { name: 'Reset to default' }));
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(await screen.findByText('E-mail reset')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    SYSTEM_EMAILS.invitation.defaultSubject,
  );
});

test('a failed load offers a retry', async () => {
  stubApi({
    [`GET ${LIST}`]: () => jsonResponse(500, { message: 'Storage is down.' }),
    [HISTORY]: emptyHistory,
  });
  renderSystemEmailPage();
  expect(await screen.findByText('Could not load the system e-mails')).toBeInTheDocument();
});
