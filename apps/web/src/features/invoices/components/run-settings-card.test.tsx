import type { InvoiceKind, InvoiceRunSettingsResponse, Permission } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { ScreenChangePermission } from '../../../lib/permissions';
import { useAuthStore } from '../../../stores/auth-store';
import { createSessionUser } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import { createRunSchedule, createRunSettings } from '../testing/invoice-factories';
import { RunSettingsCard } from './run-settings-card';

const RUN_SETTINGS = '/api/v1/billing/run-settings';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

type Settings = InvoiceRunSettingsResponse['data'];

/**
 * One kind's card as the billing screen shows it (its changes need billing.write); the server
 * answers `settings`, and after a save what was saved, as the server would.
 */
function renderCard(kind: InvoiceKind, settings: Settings, handlers: Parameters<typeof stubApi>[0] = {}) {
  let current = settings;
  const api = stubApi({
    [`GET ${RUN_SETTINGS}`]: () => jsonResponse(200, { data: current }),
    [`PUT ${RUN_SETTINGS}`]: (init) => {
      const sent = init.body as FormData;
      const scheduleOf = (one: InvoiceKind) => ({
        ...current[one],
        schedule: sent.get(`${one}[schedule]`) as Settings[InvoiceKind]['schedule'],
        day: Number(sent.get(`${one}[day]`)),
        delayDays: Number(sent.get(`${one}[delayDays]`)),
      });
      const payoutRequests = sent.get('publisher[payoutRequests]') === '1';
      current = {
        ...current,
        publisher: { ...scheduleOf('publisher'), payoutRequests },
        advertiser: scheduleOf('advertiser'),
      };
      return jsonResponse(200, { data: current });
    },
    ...handlers,
  });
  const view = renderPage(
    <ScreenChangePermission.Provider value="billing.write">
      <RunSettingsCard kind={kind} />
    </ScreenChangePermission.Provider>,
    { path: '/admin/billing' },
  );
  return { ...api, ...view };
}

const fieldsOf = (form: FormData) => Object.fromEntries(form.entries());

test('by hand only says so, with no next run', async () => {
  renderCard('publisher', createRunSettings());
  const card = await screen.findByRole('region', { name: 'Scheduled runs' });
  expect(
    within(card).getByText('By hand only: drafts are made when someone generates invoices.'),
  ).toBeInTheDocument();
  expect(within(card).queryByText(/Next run/)).not.toBeInTheDocument();
  expect(within(card).queryByText(/time zone/)).not.toBeInTheDocument();
});

test.each([
  [
    'monthly',
    createRunSchedule({
      schedule: 'monthly',
      day: 1,
      delayDays: 3,
      nextRun: { runOn: '2026-12-04', periodEnd: '2026-12-01' },
    }),
    [
      'Monthly, a new period starts on the 1st, and the drafts of the one before are made 3 days later.',
      'Next run on 2026-12-04, for the period ending 2026-11-30.',
      'No scheduled run yet.',
    ],
  ],
  [
    'weekly',
    createRunSchedule({
      schedule: 'weekly',
      day: 1,
      delayDays: 2,
      lastPeriodEnd: '2026-11-30',
      lastRunAt: '2026-12-02T05:00:00.000Z',
      nextRun: { runOn: '2026-12-09', periodEnd: '2026-12-07' },
    }),
    [
      'Weekly, a new period starts each Monday, and the drafts of the one before are made 2 days later.',
      'Next run on 2026-12-09, for the period ending 2026-12-06.',
      `Last scheduled run: ${formatDateTime('2026-12-02T05:00:00.000Z')}, for the period ending 2026-11-29.`,
    ],
  ],
  [
    'twice a month',
    createRunSchedule({
      schedule: 'semi_monthly',
      delayDays: 0,
      nextRun: { runOn: '2026-12-16', periodEnd: '2026-12-16' },
    }),
    [
      'Twice a month, a new period starts on the 1st and the 16th, and the drafts of the one before are made that day.',
      'Next run on 2026-12-16, for the period ending 2026-12-15.',
    ],
  ],
])(
  '%s: the schedule in words, the next run and the last, days in the network’s zone',
  async (_name, advertiser, lines) => {
    renderCard('advertiser', createRunSettings({ advertiser }));
    const card = await screen.findByRole('region', { name: 'Scheduled runs' });
    for (const line of lines) expect(within(card).getByText(line)).toBeInTheDocument();
    expect(
      within(card).getByText(/Days are in the network's time zone \(Europe\/Berlin\)/),
    ).toBeInTheDocument();
  },
);

test('weekly on a weekday saves the whole body, the other kind as it was, then closes and shows the new schedule', async () => {
  const api = renderCard(
    'publisher',
    createRunSettings({ advertiser: createRunSchedule({ schedule: 'monthly', day: 15, delayDays: 5 }) }),
  );
  await api.user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publisher invoice schedule' });
  expect(within(dialog).queryByRole('textbox', { name: /Delay/ })).not.toBeInTheDocument();
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Schedule' }));
  await api.user.click(await screen.findByRole('option', { name: 'Weekly' }));
  await api.user.click(within(dialog).getByRole('combobox', { name: 'New period starts on' }));
  await api.user.click(await screen.findByRole('option', { name: 'Friday' }));
  const delay = within(dialog).getByRole('textbox', { name: "Delay after the period's end (days)" });
  await api.user.clear(delay);
  await api.user.type(delay, '2');
  await api.user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));

  expect(await screen.findByText('Publisher invoice schedule saved.')).toBeInTheDocument();
  expect(fieldsOf(sentForm(api.calls, RUN_SETTINGS))).toEqual({
    'publisher[schedule]': 'weekly',
    'publisher[day]': '5',
    'publisher[payoutRequests]': '0',
    'publisher[delayDays]': '2',
    'advertiser[schedule]': 'monthly',
    'advertiser[day]': '15',
    'advertiser[delayDays]': '5',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    await screen.findByText(
      'Weekly, a new period starts each Friday, and the drafts of the one before are made 2 days later.',
    ),
  ).toBeInTheDocument();
});

test('payout requests: the publishers’ card says whether they may ask, and the switch sends it; the advertisers’ has neither', async () => {
  const api = renderCard('publisher', createRunSettings());
  const card = await screen.findByRole('region', { name: 'Scheduled runs' });
  expect(within(card).getByText('Publishers cannot request a payout.')).toBeInTheDocument();
  await api.user.click(within(card).getByRole('button', { name: 'Edit schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publisher invoice schedule' });
  await api.user.click(within(dialog).getByRole('switch', { name: 'Publishers may request a payout' }));
  await api.user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fieldsOf(sentForm(api.calls, RUN_SETTINGS))).toMatchObject({ 'publisher[payoutRequests]': '1' });
  expect(
    await within(card).findByText(
      'Publishers may also request a payout once their balance reaches their minimum.',
    ),
  ).toBeInTheDocument();
  api.unmount();

  const advertiser = renderCard('advertiser', createRunSettings());
  const advertiserCard = await screen.findByRole('region', { name: 'Scheduled runs' });
  expect(within(advertiserCard).queryByText(/request a payout/)).not.toBeInTheDocument();
  await advertiser.user.click(within(advertiserCard).getByRole('button', { name: 'Edit schedule' }));
  const other = await screen.findByRole('dialog', { name: 'Advertiser invoice schedule' });
  expect(within(other).queryByRole('switch')).not.toBeInTheDocument();
});

test('monthly on a day of the month: the day starts at the 1st, and the publishers’ schedule is sent unchanged', async () => {
  const api = renderCard(
    'advertiser',
    createRunSettings({
      publisher: createRunSchedule({ schedule: 'weekly', day: 5, delayDays: 2 }),
      advertiser: createRunSchedule({ schedule: 'weekly', day: 3, delayDays: 1 }),
    }),
  );
  await api.user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Advertiser invoice schedule' });
  expect(within(dialog).getByRole('combobox', { name: 'New period starts on' })).toHaveValue('Wednesday');
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Schedule' }));
  await api.user.click(await screen.findByRole('option', { name: 'Monthly' }));
  const day = within(dialog).getByRole('textbox', { name: 'New period starts on day' });
  expect(day).toHaveValue('1');
  await api.user.clear(day);
  await api.user.type(day, '15');
  await api.user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));

  expect(await screen.findByText('Advertiser invoice schedule saved.')).toBeInTheDocument();
  expect(fieldsOf(sentForm(api.calls, RUN_SETTINGS))).toEqual({
    'publisher[schedule]': 'weekly',
    'publisher[day]': '5',
    'publisher[payoutRequests]': '0',
    'publisher[delayDays]': '2',
    'advertiser[schedule]': 'monthly',
    'advertiser[day]': '15',
    'advertiser[delayDays]': '1',
  });
});

test('a field the server refuses (422) shows its message on that input, not above the form', async () => {
  const api = renderCard(
    'advertiser',
    createRunSettings({ advertiser: createRunSchedule({ schedule: 'monthly', day: 28, delayDays: 3 }) }),
    {
      [`PUT ${RUN_SETTINGS}`]: () =>
        jsonResponse(422, {
          message: 'The form has errors.',
          errors: { 'advertiser.day': ['Choose a day every month has'] },
        }),
    },
  );
  await api.user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Advertiser invoice schedule' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  const day = within(dialog).getByRole('textbox', { name: 'New period starts on day' });
  await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
  expect(day).toHaveAccessibleDescription(/Choose a day every month has/);
  expect(within(dialog).queryByText('Could not save the schedule')).not.toBeInTheDocument();
});

test('an error on the kind not being edited has no input here, so it shows above the form', async () => {
  const api = renderCard('publisher', createRunSettings(), {
    [`PUT ${RUN_SETTINGS}`]: () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { 'advertiser.delayDays': ['At most 30'] },
      }),
  });
  await api.user.click(await screen.findByRole('button', { name: 'Edit schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Publisher invoice schedule' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
  expect(await within(dialog).findByText('Could not save the schedule')).toBeInTheDocument();
  expect(within(dialog).getByText('The form has errors.')).toBeInTheDocument();
});

test.each([
  ['reads billing', ['billing.read'], false],
  ['changes billing', ['billing.read', 'billing.write'], true],
] satisfies [string, Permission[], boolean][])(
  'an employee who %s sees the schedule, with Edit schedule only if they may change it',
  async (_who, permissions, mayEdit) => {
    useAuthStore.getState().setSession(
      'token-1',
      createSessionUser('employee', {
        employeeRole: { id: crypto.randomUUID(), name: 'Finance', dataScope: 'all' },
        permissions,
      }),
    );
    renderCard(
      'publisher',
      createRunSettings({ publisher: createRunSchedule({ schedule: 'monthly', delayDays: 3 }) }),
    );
    const card = await screen.findByRole('region', { name: 'Scheduled runs' });
    expect(within(card).getByText(/^Monthly, a new period starts on the 1st/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit schedule' }) !== null).toBe(mayEdit);
  },
);
