import { readFile } from 'node:fs/promises';
import { partnerIdOf } from '../support/api';
import { approvedConversion, tomorrow } from '../support/billing';
import { expect, test } from '../support/fixtures';

// Money (issue 27, "Done when"): a publisher's approved conversion is billed by a run the admin
// starts on the billing screen, the draft is issued, the publisher opens the invoice and
// downloads its PDF, the admin records the payment, and the publisher sees it paid with the
// payment that settled it.

test('the admin bills and issues, the publisher opens the invoice and its PDF, the payment shows on both sides', async ({
  app,
  pageAs,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await approvedConversion(admin, publisherId, '7.25', 'Billing Flow Offer');

  // The run, from the billing screen: up to tomorrow, so today's approval is in the period.
  const staff = await pageAs('admin');
  await staff.goto('/admin/billing');
  await staff.getByRole('button', { name: 'Generate invoices' }).first().click();
  const run = staff.getByRole('dialog', { name: 'Generate publisher invoices' });
  const day = tomorrow();
  await run.getByRole('button', { name: 'Bill conversions approved before' }).click();
  const calendar = staff.getByRole('dialog', { name: 'Bill conversions approved before' });
  if (!day.startsWith(new Date().toISOString().slice(0, 7))) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  // Day buttons are named in full: "29 November 2026".
  const dayName = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await calendar.getByRole('button', { name: dayName, exact: true }).click();
  await run.getByRole('button', { name: 'Generate invoices' }).click();
  await expect(staff.getByText(/conversions? billed/)).toBeVisible();

  // The publisher's draft: issue it from its drawer.
  await staff
    .getByRole('row', { name: /E2E publisher.*Draft/ })
    .first()
    .click();
  const drawer = staff.getByRole('dialog', { name: /^(Draft invoice|Invoice \S+)$/ });
  await expect(drawer.getByText(`${offer.name} · Conversion`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Issue invoice' }).click();
  await staff
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  // The demo network numbers its invoices with its own prefix (setting/invoice-tax).
  const title = drawer.getByRole('heading', { name: /^Invoice \S+$/ });
  const number = ((await title.textContent()) ?? '').replace('Invoice ', '');
  const invoiceId = new URL(staff.url()).searchParams.get('invoice') ?? '';

  // The publisher opens it from their list and downloads the PDF.
  const publisher = await pageAs('publisher');
  await publisher.goto('/publisher/invoice/list');
  await publisher.getByRole('link', { name: number }).click();
  await expect(publisher).toHaveURL(`/publisher/invoice/view/${invoiceId}`);
  await expect(publisher.getByText('Issued').first()).toBeVisible();
  const download = publisher.waitForEvent('download');
  await publisher.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // The admin records the payment in full (the amount defaults to what is outstanding).
  await drawer.getByRole('button', { name: 'Record payment' }).click();
  const payment = staff.getByRole('dialog', { name: 'Record payment' });
  await payment.getByRole('textbox', { name: 'Reference' }).fill('PAYPAL-7781');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(drawer.getByText('Paid', { exact: true }).first()).toBeVisible();

  // The publisher sees it paid, and the payment that settled it.
  await publisher.reload();
  await expect(publisher.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(
    publisher.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /PAYPAL-7781/ }),
  ).toBeVisible();
});
