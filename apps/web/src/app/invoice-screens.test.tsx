import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createInvoiceSummary, invoicePageOf } from '../features/invoices/testing/invoice-factories';
import { createAppConfig } from '../testing/factories';
import { renderPage } from '../testing/render-page';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { FEATURE_SCREENS } from './feature-screens';
import { INVOICE_SCREENS, invoiceLinksOf } from './invoice-screens';
import { ROUTE_TABLE } from './route-table';

const BUILT = [
  '/admin/billing',
  '/publisher/invoice/list',
  '/publisher/invoice/view/:id',
  '/advertiser/invoice/list',
  '/advertiser/invoice/view/:id',
];

test('the billing screen and the partners’ invoice screens replace their placeholders', () => {
  expect(Object.keys(INVOICE_SCREENS).sort()).toEqual([...BUILT].sort());
  for (const path of BUILT) expect(FEATURE_SCREENS[path], path).toBe(INVOICE_SCREENS[path]);
});

test('a partner’s invoice links are their own screens', () => {
  const links = invoiceLinksOf('advertiser');
  expect(links.list).toBe('/advertiser/invoice/list');
  expect(links.view('abc')).toBe('/advertiser/invoice/view/abc');
});

test.each(BUILT)('%s loads its page under its route-table title', async (path) => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === path);
  const load = INVOICE_SCREENS[path];
  if (!entry || !load) throw new Error(`${path} is not built`);
  const empty = () => jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } });
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/billing/invoices': empty,
    'GET /api/v1/publisher/invoices': empty,
    'GET /api/v1/publisher/balance': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/advertiser/invoices': empty,
  });
  // A view's id that is no id is not found without a request, under the screen's own title.
  renderPage(await load(entry), { path, url: path.replace(':id', 'none') });
  expect(await screen.findByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
});

test('the employee’s billing screen is the admin’s, its publishers linked in the employee portal', async () => {
  const entry = ROUTE_TABLE.find((candidate) => candidate.path === '/employee/billing');
  const load = INVOICE_SCREENS['/admin/billing'];
  if (!entry || !load) throw new Error('/employee/billing is not built');
  expect(entry).toMatchObject({ permission: 'billing.read', changePermission: 'billing.write' });
  const publisherId = crypto.randomUUID();
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/billing/invoices': () =>
      jsonResponse(
        200,
        invoicePageOf([createInvoiceSummary({ partner: { id: publisherId, name: 'Pat Media' } })]),
      ),
  });
  renderPage(await load(entry), { path: entry.path });
  expect(await screen.findByRole('link', { name: 'Pat Media' })).toHaveAttribute(
    'href',
    `/employee/publisher/view/${publisherId}`,
  );
});
