import { readFile } from 'node:fs/promises';
import type { BatchMethodOption, InvoiceDetail } from '@affnet/contracts';
import { E2E_PASSWORD, E2E_USERS } from '../support/accounts';
import { callApi, partnerIdOf } from '../support/api';
import { approvedConversion, issuedInvoiceOf } from '../support/billing';
import { expect, test } from '../support/fixtures';

// Payments (issue 27): the publisher is paid by a PayPal method; finance turns off the hold after
// a details change (the publisher just chose it), makes a batch of the issued invoice, approves it,
// exports the PayPal file (which marks nothing paid), marks the payment paid, and the publisher
// sees the invoice paid by the batch.

test('finance pays an issued invoice through a payment batch; the publisher sees it paid by the batch', async ({
  app,
  page,
  signIn,
  pageAs,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisher = { baseURL: app.baseURL, session: await app.sessionFor('publisher') };
  const methodName = `E2E Payouts ${Date.now()}`;
  const { data: method } = await callApi<{ data: BatchMethodOption }>(
    admin,
    'POST',
    '/settings/payment-methods',
    {
      kind: 'paypal',
      name: methodName,
      minimumPayout: '1.00',
      currency: 'USD',
      fields: [],
    },
  );
  await callApi(publisher, 'PUT', '/publisher/payment-settings', {
    paymentMethodId: method.id,
    details: { email: E2E_USERS.publisher },
    currentPassword: E2E_PASSWORD,
  });
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  await approvedConversion(admin, publisherId, '12.50', 'Payment Batch Offer');
  const invoiceId = await issuedInvoiceOf(admin, publisherId);
  const { data: invoice } = await callApi<{ data: InvoiceDetail }>(
    admin,
    'GET',
    `/billing/invoices/${invoiceId}`,
  );
  // Other specs may leave the publisher more invoices to pay: this one is picked by its number.
  const ours = new RegExp(`${invoice.number} for E2E publisher`);

  await signIn('admin');
  await page.goto('/admin/billing?kind=payments');
  // The publisher's details changed a moment ago: the hold keeps it out until finance lifts it.
  const hold = page.getByRole('textbox', { name: 'Hold after a payment details change (days)' });
  await hold.fill('0');
  await page.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(page.getByText('Payment settings saved.')).toBeVisible();

  await page.getByRole('button', { name: 'New payment batch' }).click();
  const modal = page.getByRole('dialog', { name: 'New payment batch' });
  await modal.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: methodName }).click();
  const candidate = modal.getByRole('row', { name: ours });
  await expect(candidate).toBeVisible();
  await modal.getByRole('button', { name: 'Create batch' }).click();

  const drawer = page.getByRole('dialog', { name: /^Payment batch PB-\d+$/ });
  await expect(
    drawer.getByRole('row', { name: new RegExp(`${invoice.number} E2E publisher`) }),
  ).toContainText('Pending');
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(drawer.getByText('Approved', { exact: true }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Export PayPal Payouts (CSV)' }).click();
  const file = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(file).toContain(`${E2E_USERS.publisher},`);
  expect(file).toContain(',USD,');
  await expect(
    drawer.getByRole('row', { name: new RegExp(`${invoice.number} E2E publisher`) }),
  ).toContainText('Pending');

  await drawer.getByRole('checkbox', { name: `Select ${invoice.number} for E2E publisher` }).check();
  await drawer.getByRole('button', { name: 'Mark paid' }).click();
  const settle = page.getByRole('dialog', { name: 'Mark payments paid' });
  await settle.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    drawer.getByRole('row', { name: new RegExp(`${invoice.number} E2E publisher`) }),
  ).toContainText('Paid');
  const batchNumber = (
    (await drawer.getByRole('heading', { name: /^Payment batch PB-\d+$/ }).textContent()) ?? ''
  ).replace('Payment batch ', '');

  const own = await pageAs('publisher');
  await own.goto(`/publisher/invoice/view/${invoiceId}`);
  await expect(own.getByText('Paid', { exact: true }).first()).toBeVisible();
  // The payment that settled it names the batch (its allocation).
  const payments = own.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row', { name: new RegExp(batchNumber) })).toBeVisible();
});
