import type { Permission } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createInvoiceDetail,
  createRunSettings,
  invoicePageOf,
} from '../features/invoices/testing/invoice-factories';
import {
  createPaymentBatchDetail,
  createPaymentSettings,
} from '../features/payment-batches/testing/payment-batch-factories';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createOffer, createPublisher, createSessionUser } from '../testing/factories';
import { pageOf } from '../testing/offer-factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';

/*
 * An employee whose role may read a section but not change it sees its screens without the
 * actions the server would refuse (lib/permissions.ts); one who may change it sees them all.
 */

const READER: Permission[] = ['offers.read', 'publishers.read'];
const WRITER: Permission[] = ['offers.read', 'offers.write', 'publishers.read', 'publishers.write'];

function renderAs(permissions: Permission[], url: string, handlers: Parameters<typeof stubApi>[0]) {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      employeeRole: { id: crypto.randomUUID(), name: 'Desk', dataScope: 'all' },
      permissions,
    }),
  );
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
  renderWithProviders(<App router={createTestRouter(url)} />);
}

const publisher = createPublisher({ company: 'Pat Media', status: 'pending' });
const publisherApi = {
  'GET /api/v1/publishers': () => jsonResponse(200, pageOf([publisher])),
  [`GET /api/v1/publishers/${publisher.id}`]: () => jsonResponse(200, { data: publisher }),
  [`GET /api/v1/publishers/${publisher.id}/payment-settings`]: () => jsonResponse(200, { data: null }),
  [`GET /api/v1/publishers/${publisher.id}/payment-changes`]: () => jsonResponse(200, pageOf([])),
};

test('a read-only role sees the publisher list without Add and without row selection for bulk changes', async () => {
  renderAs(READER, '/employee/publisher/manage', publisherApi);
  expect(await screen.findByRole('link', { name: 'Pat Media' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add publisher' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Select Pat Media' })).not.toBeInTheDocument();
});

test('a role that may change publishers sees Add and can select rows', async () => {
  renderAs(WRITER, '/employee/publisher/manage', publisherApi);
  expect(await screen.findByRole('checkbox', { name: 'Select Pat Media' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add publisher' })).toHaveAttribute(
    'href',
    '/employee/publisher/add',
  );
});

test('a read-only role sees a publisher without Approve, Reject, Block and Edit', async () => {
  renderAs(READER, `/employee/publisher/view/${publisher.id}`, publisherApi);
  expect(await screen.findByRole('heading', { level: 1, name: 'Pat Media' })).toBeInTheDocument();
  for (const action of ['Approve', 'Reject', 'Block']) {
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  // Without billing.read the balance (read from the billing API) is not asked for nor shown.
  expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
});

test('a role that may change publishers sees their status actions and Edit', async () => {
  renderAs(WRITER, `/employee/publisher/view/${publisher.id}`, publisherApi);
  expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/employee/publisher/edit/${publisher.id}`,
  );
});

const offer = createOffer({ name: 'Summer Sale' });
const offerApi = {
  [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(200, { data: offer }),
  'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }),
};

test("a read-only role sees an offer's settings read only, with no Save", async () => {
  renderAs(READER, `/employee/offer/${offer.id}/general`, offerApi);
  const name = await screen.findByRole('textbox', { name: 'Offer name' });
  expect(name).toHaveValue('Summer Sale');
  expect(name).toBeDisabled();
  expect(
    screen.getByText('Your role may see this, not change it. Ask an admin if you need to.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

test("a role that may change offers edits an offer's settings", async () => {
  renderAs(WRITER, `/employee/offer/${offer.id}/general`, offerApi);
  expect(await screen.findByRole('textbox', { name: 'Offer name' })).toBeEnabled();
  const form = screen.getByRole('form', { name: 'General' });
  expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  expect(screen.queryByText(/Your role may see this, not change it/)).not.toBeInTheDocument();
});

test('a role that may read the settings sees them read only, with no Save', async () => {
  renderAs(['settings.read'], '/employee/setting/general', {
    'GET /api/v1/settings/general': () =>
      jsonResponse(200, {
        data: {
          name: 'Orbit Media',
          logo: null,
          favicon: null,
          brandColor: '#1c7ed6',
          defaultCurrency: 'EUR',
          timezone: 'Europe/Berlin',
          supportEmail: 'help@orbit.example',
        },
      }),
    'GET /api/v1/settings/history/general': () => jsonResponse(200, pageOf([])),
  });
  const name = await screen.findByRole('textbox', { name: 'Network name' });
  expect(name).toHaveValue('Orbit Media');
  expect(name).toBeDisabled();
  expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
});

const invoice = createInvoiceDetail({ partner: { id: publisher.id, name: 'Pat Media' } });
const draft = createInvoiceDetail({ number: null, status: 'draft', issuedOn: null, dueOn: null });
const billingApi = {
  'GET /api/v1/billing/invoices': () => jsonResponse(200, invoicePageOf([invoice, draft])),
  [`GET /api/v1/billing/invoices/${invoice.id}`]: () => jsonResponse(200, { data: invoice }),
  [`GET /api/v1/billing/invoices/${draft.id}`]: () => jsonResponse(200, { data: draft }),
  'GET /api/v1/billing/run-settings': () => jsonResponse(200, { data: createRunSettings() }),
};

test('a role that may read billing sees the invoices, their PDF and the schedule, without Generate, Edit schedule, Issue, payments or Void', async () => {
  renderAs(['billing.read'], `/employee/billing?invoice=${invoice.id}`, billingApi);
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  for (const action of ['Record payment', 'Void invoice']) {
    expect(within(drawer).queryByRole('button', { name: action })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('button', { name: 'Generate invoices' })).not.toBeInTheDocument();
  expect(
    await screen.findByText('By hand only: drafts are made when someone generates invoices.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit schedule' })).not.toBeInTheDocument();
});

test('a role that may read billing sees a draft without Issue', async () => {
  renderAs(['billing.read'], `/employee/billing?invoice=${draft.id}`, billingApi);
  const drawer = await screen.findByRole('dialog', { name: 'Draft invoice' });
  expect(await within(drawer).findByText('Draft: numbered when issued')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Issue invoice' })).not.toBeInTheDocument();
});

test('a role that may change billing sees Generate, Edit schedule and the actions the status allows', async () => {
  renderAs(['billing.read', 'billing.write'], `/employee/billing?invoice=${invoice.id}`, billingApi);
  const drawer = await screen.findByRole('dialog', { name: 'Invoice INV-00042' });
  expect(await within(drawer).findByRole('button', { name: 'Record payment' })).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Void invoice' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate invoices' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Edit schedule' })).toBeInTheDocument();
});

const batch = createPaymentBatchDetail();
const paymentsApi = {
  'GET /api/v1/billing/payment-batches': () => jsonResponse(200, { data: [batch] }),
  [`GET /api/v1/billing/payment-batches/${batch.id}`]: () => jsonResponse(200, { data: batch }),
  'GET /api/v1/billing/payment-settings': () => jsonResponse(200, { data: createPaymentSettings() }),
};

test('a role that may change billing but not pay sees the payment batches without New, Approve, Cancel or the settings form', async () => {
  renderAs(
    ['billing.read', 'billing.write'],
    `/employee/billing?kind=payments&batch=${batch.id}`,
    paymentsApi,
  );
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  expect(await within(drawer).findByRole('table', { name: 'Payments in this batch' })).toBeInTheDocument();
  for (const action of ['Approve', 'Cancel batch']) {
    expect(within(drawer).queryByRole('button', { name: action })).not.toBeInTheDocument();
  }
  expect(screen.queryByRole('button', { name: 'New payment batch' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save payment settings' })).not.toBeInTheDocument();
});

test('a role that may pay sees New payment batch, Approve and the settings form', async () => {
  renderAs(['billing.read', 'billing.pay'], `/employee/billing?kind=payments&batch=${batch.id}`, paymentsApi);
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  expect(await within(drawer).findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New payment batch' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Save payment settings' })).toBeInTheDocument();
});
