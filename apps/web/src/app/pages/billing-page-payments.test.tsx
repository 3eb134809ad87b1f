import type { Permission } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import {
  createBatchMethodOption,
  createPaymentBatchDetail,
  createPaymentBatchItem,
  createPaymentBatchSummary,
  createPaymentCandidate,
  createPaymentSettings,
} from '../../features/payment-batches/testing/payment-batch-factories';
import { todayIn } from '../../lib/date-ranges';
import { useAuthStore } from '../../stores/auth-store';
import { createSessionUser } from '../../testing/factories';
import { locationOf } from '../../testing/render-page';
import { jsonResponse, queriesTo, sentForm } from '../../testing/stub-api';
import { renderBillingPage } from './render-billing-page';

const BATCHES = '/api/v1/billing/payment-batches';
const SETTINGS = '/api/v1/billing/payment-settings';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
});

function signInEmployee(permissions: Permission[]) {
  useAuthStore.getState().setSession(
    'token-1',
    createSessionUser('employee', {
      employeeRole: { id: crypto.randomUUID(), name: 'Desk', dataScope: 'all' },
      permissions,
    }),
  );
}

/** The billing screen with the payment settings the payments tab reads. */
function renderPayments(url: string, handlers: Parameters<typeof renderBillingPage>[1]) {
  return renderBillingPage(url, {
    [`GET ${SETTINGS}`]: () => jsonResponse(200, { data: createPaymentSettings() }),
    ...handlers,
  });
}

test('the payments tab lists the batches with their figures, and the tab is kept in the URL', async () => {
  const batch = createPaymentBatchSummary({ status: 'partially_completed', paidCount: 1, failedCount: 1 });
  const api = renderPayments('/admin/billing', {
    'GET /api/v1/billing/invoices': () =>
      jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }),
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
  });
  await api.user.click(await screen.findByRole('tab', { name: 'Payment batches' }));
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing?kind=payments'));
  const table = await screen.findByRole('table', { name: 'Payment batches' });
  const row = within(table).getByRole('link', { name: 'PB-00007' }).closest('tr') as HTMLElement;
  expect(within(table).getByRole('link', { name: 'PB-00007' })).toHaveAttribute(
    'href',
    `/admin/billing?kind=payments&batch=${batch.id}`,
  );
  for (const text of ['Partly completed', 'PayPal', 'EUR', '2026-12-31', '2', '€1,500.50', 'Ada Admin']) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  expect(within(row).getAllByText('1')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'New payment batch' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /Hold after a payment details change/ })).toHaveValue(
    '7',
  );
  expect(screen.getByRole('switch', { name: /Second approver/ })).toBeChecked();

  await api.user.click(screen.getByRole('tab', { name: 'Publisher invoices' }));
  await waitFor(() => expect(locationOf(api.router)).toBe('/admin/billing'));
});

test('a new batch leaves out an unchecked invoice, shows a held one with its reason, and opens the batch made', async () => {
  const method = createBatchMethodOption();
  const payable = createPaymentCandidate();
  const leftOut = createPaymentCandidate({
    number: 'INV-00050',
    partner: { id: crypto.randomUUID(), name: 'Blue Ads' },
    outstanding: '300.50',
  });
  const held = createPaymentCandidate({
    number: 'INV-00051',
    partner: { id: crypto.randomUUID(), name: 'Green Deals' },
    hold: 'details_changed',
    detailsChange: { at: '2027-01-03T10:00:00.000Z', fields: ['PayPal e-mail'] },
  });
  const created = createPaymentBatchDetail({ itemCount: 1, total: '1200.00' });
  const api = renderPayments('/admin/billing?kind=payments', {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [] }),
    'GET /api/v1/billing/payment-methods': () => jsonResponse(200, { data: [method] }),
    'GET /api/v1/billing/payment-candidates': () => jsonResponse(200, { data: [payable, leftOut, held] }),
    [`POST ${BATCHES}`]: () => jsonResponse(201, { data: created }),
    [`GET ${BATCHES}/${created.id}`]: () => jsonResponse(200, { data: created }),
  });
  expect(await screen.findByText('No payment batches yet')).toBeInTheDocument();
  await api.user.click(screen.getAllByRole('button', { name: 'New payment batch' })[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'New payment batch' });
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
  await api.user.click(await screen.findByRole('option', { name: 'PayPal' }));

  const table = await within(dialog).findByRole('table', { name: 'Invoices to pay' });
  const today = todayIn('UTC');
  expect(Object.fromEntries(queriesTo(api.calls, '/api/v1/billing/payment-candidates').at(-1) ?? [])).toEqual(
    {
      paymentMethodId: method.id,
      currency: 'EUR',
      issuedUntil: today,
    },
  );
  const heldRow = within(table).getByText('INV-00051').closest('tr') as HTMLElement;
  expect(within(heldRow).getByText('Payment details changed recently')).toBeInTheDocument();
  expect(within(heldRow).getByText(/PayPal e-mail/)).toBeInTheDocument();
  expect(within(heldRow).queryByRole('checkbox')).not.toBeInTheDocument();
  expect(within(dialog).getByText('To pay: €1,500.50 on 2 invoices')).toBeInTheDocument();

  const leftOutBox = within(table).getByRole('checkbox', { name: 'Pay INV-00050 for Blue Ads' });
  expect(leftOutBox).toBeChecked();
  await api.user.click(leftOutBox);
  expect(within(dialog).getByText('To pay: €1,200.00 on 1 invoice')).toBeInTheDocument();
  await api.user.click(within(dialog).getByRole('button', { name: 'Create batch' }));

  await waitFor(() =>
    expect(locationOf(api.router)).toBe(`/admin/billing?kind=payments&batch=${created.id}`),
  );
  const body = sentForm(api.calls, BATCHES);
  expect(body.get('paymentMethodId')).toBe(method.id);
  expect(body.get('currency')).toBe('EUR');
  expect(body.get('issuedUntil')).toBe(today);
  expect(body.getAll('excludeInvoiceIds[]')).toEqual([leftOut.invoiceId]);
  expect(await screen.findByRole('dialog', { name: 'Payment batch PB-00007' })).toBeInTheDocument();
});

test('the server’s field errors show on the new batch’s fields', async () => {
  const method = createBatchMethodOption();
  const api = renderPayments('/admin/billing?kind=payments', {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [] }),
    'GET /api/v1/billing/payment-methods': () => jsonResponse(200, { data: [method] }),
    'GET /api/v1/billing/payment-candidates': () => jsonResponse(200, { data: [createPaymentCandidate()] }),
    [`POST ${BATCHES}`]: () =>
      jsonResponse(422, {
        message: 'Nothing to pay',
        errors: { issuedUntil: ['No payable invoice was issued by this day'] },
      }),
  });
  await api.user.click(
    (await screen.findAllByRole('button', { name: 'New payment batch' }))[0] as HTMLElement,
  );
  const dialog = await screen.findByRole('dialog', { name: 'New payment batch' });
  await api.user.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
  await api.user.click(await screen.findByRole('option', { name: 'PayPal' }));
  await within(dialog).findByRole('table', { name: 'Invoices to pay' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Create batch' }));
  expect(await within(dialog).findByText('No payable invoice was issued by this day')).toBeInTheDocument();
});

test('Approve is disabled, with the reason, when the reader may not approve', async () => {
  const batch = createPaymentBatchDetail({ mayApprove: false });
  renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  const approve = await within(drawer).findByRole('button', { name: 'Approve' });
  expect(approve).toBeDisabled();
  expect(approve).toHaveAccessibleDescription('Someone other than whoever made this batch must approve it.');
  expect(within(drawer).getByRole('button', { name: 'Cancel batch' })).toBeEnabled();
  // A draft is not exported yet.
  expect(within(drawer).queryByRole('button', { name: /^Export/ })).not.toBeInTheDocument();
  const items = within(drawer).getByRole('table', { name: 'Payments in this batch' });
  expect(within(items).getByText('PayPal: b***@example.com')).toBeInTheDocument();
  expect(within(items).getByText('€300.50')).toBeInTheDocument();
});

test('approving a batch the server refuses shows its message', async () => {
  const batch = createPaymentBatchDetail();
  const api = renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    [`POST ${BATCHES}/${batch.id}/approve`]: () =>
      jsonResponse(409, { message: 'Someone other than its maker must approve this batch.' }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  await api.user.click(await within(drawer).findByRole('button', { name: 'Approve' }));
  expect(
    await within(drawer).findByText('Someone other than its maker must approve this batch.'),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('alert')).toHaveTextContent('Could not approve the batch');
});

test('an exported batch offers its files, says exporting pays nothing, and marks chosen payments failed with a reason', async () => {
  const failing = createPaymentBatchItem({
    invoiceNumber: 'INV-00043',
    partner: { id: crypto.randomUUID(), name: 'Blue Ads' },
  });
  const paid = createPaymentBatchItem({ status: 'paid', paidOn: '2027-01-06' });
  const batch = createPaymentBatchDetail({ status: 'exported', items: [paid, failing] });
  const settled = {
    ...batch,
    status: 'partially_completed' as const,
    failedCount: 1,
    items: [paid, { ...failing, status: 'failed' as const, failureReason: 'Account closed' }],
  };
  const api = renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    [`POST ${BATCHES}/${batch.id}/settle`]: () => jsonResponse(200, { data: settled }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  expect(
    await within(drawer).findByRole('button', { name: 'Export PayPal Payouts (CSV)' }),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Export Generic (CSV)' })).toBeInTheDocument();
  expect(within(drawer).getByText('Exporting does not mark anything paid')).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(within(drawer).getByText('Paid on 2027-01-06')).toBeInTheDocument();

  const markFailed = within(drawer).getByRole('button', { name: 'Mark failed' });
  expect(markFailed).toBeDisabled();
  await api.user.click(within(drawer).getByRole('checkbox', { name: 'Select INV-00043 for Blue Ads' }));
  await api.user.click(markFailed);
  const dialog = await screen.findByRole('dialog', { name: 'Mark payments failed' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
  expect(await within(dialog).findByText('Say why the payment failed')).toBeInTheDocument();
  expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

  await api.user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Account closed');
  await api.user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Mark payments failed' })).not.toBeInTheDocument(),
  );
  const body = sentForm(api.calls, `${BATCHES}/${batch.id}/settle`);
  expect(body.get('outcome')).toBe('failed');
  expect(body.getAll('itemIds[]')).toEqual([failing.id]);
  expect(body.get('reason')).toBe('Account closed');
  expect(await within(drawer).findByText('Account closed')).toBeInTheDocument();
  expect(within(drawer).getByText('Partly completed')).toBeInTheDocument();
});

test.each([
  ['only read billing', ['billing.read']],
  ['change invoices but not pay', ['billing.read', 'billing.write']],
] satisfies [string, Permission[]][])(
  'an employee who may %s sees the batches and their payments without any action',
  async (_who, permissions) => {
    signInEmployee(permissions);
    const batch = createPaymentBatchDetail({ status: 'exported' });
    renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
      [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
      [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    });
    const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
    expect(await within(drawer).findByRole('table', { name: 'Payments in this batch' })).toBeInTheDocument();
    for (const action of [/^Approve/, /^Cancel batch/, /^Export/, /^Mark paid/, /^Mark failed/]) {
      expect(within(drawer).queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New payment batch' })).not.toBeInTheDocument();
    expect(await screen.findByText('7 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save payment settings' })).not.toBeInTheDocument();
  },
);

test('exporting posts the format and saves the file the server names, without marking anything paid', async () => {
  const batch = createPaymentBatchDetail({
    status: 'approved',
    approvedBy: 'Bo Finance',
    approvedAt: '2027-01-05T10:00:00.000Z',
  });
  const api = renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    [`POST ${BATCHES}/${batch.id}/export`]: () =>
      new Response('email,amount\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv',
          'Content-Disposition': 'attachment; filename="PB-00007-paypal.csv"',
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:csv');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  // Approved: it may still be cancelled, no longer approved; nothing to mark before its file is out.
  expect(await within(drawer).findByRole('button', { name: 'Cancel batch' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  await api.user.click(within(drawer).getByRole('button', { name: 'Export PayPal Payouts (CSV)' }));
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(sentForm(api.calls, `${BATCHES}/${batch.id}/export`).get('format')).toBe('paypal_csv');
  expect(click.mock.instances[0]).toMatchObject({ download: 'PB-00007-paypal.csv' });
  expect(api.calls.some((call) => call.url.endsWith('/settle'))).toBe(false);
  click.mockRestore();
});

test('marking every pending payment paid posts them with today by default', async () => {
  const batch = createPaymentBatchDetail({ status: 'exported' });
  const api = renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    [`POST ${BATCHES}/${batch.id}/settle`]: () =>
      jsonResponse(200, {
        data: {
          ...batch,
          status: 'completed',
          paidCount: 2,
          items: batch.items.map((item) => ({ ...item, status: 'paid', paidOn: todayIn('UTC') })),
        },
      }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  await api.user.click(await within(drawer).findByRole('checkbox', { name: 'Select every pending payment' }));
  await api.user.click(within(drawer).getByRole('button', { name: 'Mark paid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mark payments paid' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
  expect(await screen.findByText('2 payments marked paid.')).toBeInTheDocument();
  const body = sentForm(api.calls, `${BATCHES}/${batch.id}/settle`);
  expect(body.get('outcome')).toBe('paid');
  expect(body.get('paidOn')).toBe(todayIn('UTC'));
  expect(body.getAll('itemIds[]')).toEqual(batch.items.map((item) => item.id));
  expect(await within(drawer).findByText('Completed')).toBeInTheDocument();
});

test('cancelling a draft asks first, then posts it', async () => {
  const batch = createPaymentBatchDetail();
  const api = renderPayments(`/admin/billing?kind=payments&batch=${batch.id}`, {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [batch] }),
    [`GET ${BATCHES}/${batch.id}`]: () => jsonResponse(200, { data: batch }),
    [`POST ${BATCHES}/${batch.id}/cancel`]: () =>
      jsonResponse(200, { data: { ...batch, status: 'cancelled' } }),
  });
  const drawer = await screen.findByRole('dialog', { name: 'Payment batch PB-00007' });
  await api.user.click(await within(drawer).findByRole('button', { name: 'Cancel batch' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel Payment batch PB-00007?' });
  await api.user.click(within(dialog).getByRole('button', { name: 'Cancel batch' }));
  expect(await screen.findByText('Payment batch PB-00007 cancelled.')).toBeInTheDocument();
  expect(api.calls.filter((call) => call.url === `${BATCHES}/${batch.id}/cancel`)).toHaveLength(1);
  expect(within(drawer).queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
});

test('the payment settings save the hold days and the second approver, kept between 0 and 90', async () => {
  const api = renderPayments('/admin/billing?kind=payments', {
    [`GET ${BATCHES}`]: () => jsonResponse(200, { data: [] }),
    [`PUT ${SETTINGS}`]: () =>
      jsonResponse(200, { data: createPaymentSettings({ detailsHoldDays: 14, secondApprover: false }) }),
  });
  const days = await screen.findByRole('textbox', { name: /Hold after a payment details change/ });
  await api.user.clear(days);
  await api.user.type(days, '140');
  await api.user.tab();
  // The input keeps to the rule's bounds (0–90): more is brought back to 90.
  expect(days).toHaveValue('90');
  await api.user.clear(days);
  await api.user.type(days, '14');
  await api.user.click(screen.getByRole('switch', { name: /Second approver/ }));
  await api.user.click(screen.getByRole('button', { name: 'Save payment settings' }));
  expect(await screen.findByText('Payment settings saved.')).toBeInTheDocument();
  const call = api.calls.find((one) => one.method === 'PUT');
  expect(call?.body instanceof FormData ? Object.fromEntries(call.body.entries()) : null).toEqual({
    detailsHoldDays: '14',
    secondApprover: '0',
  });
});
