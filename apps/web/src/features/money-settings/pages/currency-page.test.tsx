import type { CurrencySettingsResponse } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import { emptyHistory } from '../testing/money-factories';
import CurrencyPage from './currency-page';

const URL = '/api/v1/settings/currencies';

const settings = (extra: CurrencySettingsResponse['data']['currencies'] = []): CurrencySettingsResponse => ({
  data: {
    defaultCurrency: 'USD',
    currencies: [
      {
        code: 'USD',
        isDefault: true,
        currentRate: { currency: 'USD', rate: '1', effectiveFrom: '1970-01-01' },
        rates: [],
      },
      ...extra,
    ],
  },
});

const EUR = {
  code: 'EUR',
  isDefault: false,
  currentRate: { currency: 'EUR', rate: '1.1', effectiveFrom: '2026-06-01' },
  rates: [
    { currency: 'EUR', rate: '1.1', effectiveFrom: '2026-06-01' },
    { currency: 'EUR', rate: '1.08', effectiveFrom: '2026-01-01' },
  ],
};

function renderCurrencies(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ ...emptyHistory('currency'), ...handlers });
  const view = renderPage(<CurrencyPage screen={createScreenMeta('Currencies', 'Settings')} />, {
    path: '/admin/setting/currency',
  });
  return { ...api, ...view };
}

test('shows the default currency at 1 and each enabled one with its rate of today and its history', async () => {
  renderCurrencies({ [`GET ${URL}`]: () => jsonResponse(200, settings([EUR])) });
  expect(await screen.findByText('Default')).toBeInTheDocument();
  const row = screen.getByText('EUR').closest('tr') as HTMLElement;
  expect(within(row).getByText('1 EUR = 1.1 USD since 2026-06-01')).toBeInTheDocument();
  expect(within(row).getByText('Rates from: 2026-06-01 → 1.1 · 2026-01-01 → 1.08')).toBeInTheDocument();
});

test('enables a currency with its first rate; a server field error lands on its input', async () => {
  let posts = 0;
  const { calls, user } = renderCurrencies({
    [`GET ${URL}`]: () => jsonResponse(200, settings()),
    [`POST ${URL}`]: () => {
      posts += 1;
      return posts === 1
        ? jsonResponse(409, {
            message: 'EUR is already enabled.',
            errors: { code: ['EUR is already enabled'] },
          })
        : jsonResponse(201, settings([EUR]));
    },
  });
  await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByRole('option', { name: /^EUR/ }));
  await user.type(screen.getByRole('textbox', { name: 'Rate: 1 EUR in USD' }), '1.08');
  await user.click(screen.getByRole('button', { name: 'Enable currency' }));
  expect(await screen.findByText('EUR is already enabled')).toBeInTheDocument();
  const body = sentForm(calls, URL);
  expect([body.get('code'), body.get('rate')]).toEqual(['EUR', '1.08']);
  expect(body.get('effectiveFrom')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await user.click(screen.getByRole('button', { name: 'Enable currency' }));
  expect(await screen.findByText('EUR enabled.')).toBeInTheDocument();
});

test('sets a new rate from a day on, refusing a bad rate before sending', async () => {
  const { calls, user } = renderCurrencies({
    [`GET ${URL}`]: () => jsonResponse(200, settings([EUR])),
    [`POST ${URL}/EUR/rates`]: () => jsonResponse(200, settings([EUR])),
  });
  await user.click(await screen.findByRole('button', { name: 'Set rate of EUR' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set the EUR rate' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Rate: 1 EUR in USD' }), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
  expect(await within(dialog).findByText('A rate is more than 0')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.clear(within(dialog).getByRole('textbox', { name: 'Rate: 1 EUR in USD' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Rate: 1 EUR in USD' }), '1.12');
  await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
  expect(await screen.findByText('EUR rate saved.')).toBeInTheDocument();
  expect(sentForm(calls, `${URL}/EUR/rates`).get('rate')).toBe('1.12');
});
