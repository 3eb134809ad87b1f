import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage } from '../testing/render-page';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { FEATURE_SCREENS } from './feature-screens';
import { ROUTE_TABLE } from './route-table';
import { MONEY_SETTINGS_SCREENS } from './settings-screens-money';

const BUILT = [
  '/admin/setting/payment-method',
  '/admin/setting/currency',
  '/admin/setting/invoice-tax',
  '/admin/setting/integration',
  '/publisher/setting/payment',
  '/advertiser/setting/payment',
];

test('every money settings screen replaces its placeholder', () => {
  expect(Object.keys(MONEY_SETTINGS_SCREENS).sort()).toEqual([...BUILT].sort());
  for (const path of BUILT) expect(FEATURE_SCREENS[path], path).toBe(MONEY_SETTINGS_SCREENS[path]);
});

test.each(BUILT)('%s loads its page under its route-table title', async (path) => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  const load = MONEY_SETTINGS_SCREENS[path];
  if (!entry || !load) throw new Error(`${path} is not built`);
  const empty = () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } });
  stubApi({
    'GET /api/v1/settings/history/payment-method': empty,
    'GET /api/v1/settings/history/currency': empty,
    'GET /api/v1/settings/history/invoice-tax': empty,
    'GET /api/v1/settings/history/integration': empty,
    'GET /api/v1/settings/payment-methods': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/settings/currencies': () =>
      jsonResponse(200, { data: { defaultCurrency: 'USD', currencies: [] } }),
    'GET /api/v1/settings/tax-rates': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/settings/invoice': () => jsonResponse(404, { message: 'Not loaded in this test.' }),
    'GET /api/v1/settings/integration-keys': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/publisher/payment-settings': () =>
      jsonResponse(200, { data: { current: null, options: [] } }),
    'GET /api/v1/advertiser/billing': () =>
      jsonResponse(200, {
        data: {
          billing: null,
          defaults: {
            legalName: 'Acme',
            contactName: 'Ada',
            invoiceEmail: 'ada@acme.example',
            phone: null,
            country: null,
            taxId: null,
          },
          methods: [],
        },
      }),
  });
  renderPage(await load(entry), { path });
  expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
});
