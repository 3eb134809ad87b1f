import { createRunSettings } from '../../features/invoices/testing/invoice-factories';
import { createAppConfig, createScreenMeta } from '../../testing/factories';
import { renderPage } from '../../testing/render-page';
import { jsonResponse, stubApi } from '../../testing/stub-api';
import BillingPage from './billing-page';

/**
 * The admin's billing screen at `url`, on a network in UTC paying in USD, invoices made by hand
 * only, with the calls it may make.
 */
export function renderBillingPage(url: string, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/v1/app': () =>
      jsonResponse(200, { data: createAppConfig({ timezone: 'UTC', defaultCurrency: 'USD' }) }),
    'GET /api/v1/billing/run-settings': () =>
      jsonResponse(200, { data: createRunSettings({ timeZone: 'UTC' }) }),
    ...handlers,
  });
  const view = renderPage(
    <BillingPage
      screen={createScreenMeta('Billing', 'Billing')}
      partnerPath={(kind, id) => `/admin/${kind}/view/${id}`}
      conversionsPath="/admin/report/conversion"
    />,
    { path: '/admin/billing', url },
  );
  return { ...api, ...view };
}
