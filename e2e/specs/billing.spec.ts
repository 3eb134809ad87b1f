import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_USERS } from '../support/accounts';
import { partnerIdOf } from '../support/api';
import { approvedConversion, tomorrow } from '../support/billing';
import { expect, test } from '../support/fixtures';

/** Starts a run from the billing screen's tab shown, for what was approved up to tomorrow. */
async function generateUpToTomorrow(staff: Page, dialogName: string) {
  await staff.getByRole('button', { name: 'Generate invoices' }).first().click();
  const run = staff.getByRole('dialog', { name: dialogName });
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
}

/** Opens the partner's draft in the drawer, checks it bills the offer, issues it; answers its number and id. */
async function issueDraftOf(staff: Page, row: RegExp, offerName: string) {
  await staff.getByRole('row', { name: row }).first().click();
  const drawer = staff.getByRole('dialog', { name: /^(Draft invoice|Invoice \S+)$/ });
  await expect(drawer.getByText(`${offerName} · Conversion`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Issue invoice' }).click();
  await staff
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  // The demo network numbers its invoices with its own prefix (setting/invoice-tax).
  const title = drawer.getByRole('heading', { name: /^Invoice \S+$/ });
  const number = ((await title.textContent()) ?? '').replace('Invoice ', '');
  const invoiceId = new URL(staff.url()).searchParams.get('invoice') ?? '';
  return { drawer, number, invoiceId };
}

// Money (issue 27, "Done when"): a publisher's approved conversion is billed by a run the admin
// starts on the billing screen, the draft is issued, the publisher opens the invoice and
// downloads its PDF, the admin records the payment, and the publisher sees it paid with the
// payment that settled it. The same conversion's revenue is billed to the advertiser from the
// billing screen's other tab, and the advertiser sees its invoice.

test('the admin bills and issues, the publisher opens the invoice and its PDF, the payment shows on both sides; the advertiser sees its invoice', async ({
  app,
  pageAs,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await approvedConversion(admin, publisherId, '7.25', 'Billing Flow Offer');

  // The run, from the billing screen: up to tomorrow, so today's approval is in the period.
  const staff = await pageAs('admin');
  await staff.goto('/admin/billing');
  await generateUpToTomorrow(staff, 'Generate publisher invoices');

  // The publisher's draft: issue it from its drawer.
  const { drawer, number, invoiceId } = await issueDraftOf(staff, /E2E publisher.*Draft/, offer.name);

  // The publisher is e-mailed a link to it (a system e-mail), opens it from their list and
  // downloads the PDF.
  const noticeOf = async (subject: string) => {
    await expect
      .poll(() => app.mail.to(E2E_USERS.publisher).filter((m) => m.subject === subject))
      .toHaveLength(1);
    return app.mail.to(E2E_USERS.publisher).find((m) => m.subject === subject)?.text ?? '';
  };
  expect(await noticeOf(`Invoice ${number} from Demo Network`)).toContain(
    `${app.baseURL}/publisher/invoice/view/${invoiceId}`,
  );
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

  // The publisher is told by e-mail, and sees it paid with the payment that settled it.
  expect(await noticeOf(`Payment on invoice ${number}`)).toContain('(reference: PAYPAL-7781)');
  await publisher.reload();
  await expect(publisher.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(
    publisher.getByRole('table', { name: 'Payments' }).getByRole('row', { name: /PAYPAL-7781/ }),
  ).toBeVisible();

  // The advertiser side: the revenue of the same conversion, billed and issued from the other tab.
  await staff.goto('/admin/billing');
  await staff.getByRole('tab', { name: 'Advertiser invoices' }).click();
  await generateUpToTomorrow(staff, 'Generate advertiser invoices');
  const billed = await issueDraftOf(staff, /E2E advertiser.*Draft/, offer.name);
  const advertiser = await pageAs('advertiser');
  await advertiser.goto('/advertiser/invoice/list');
  await advertiser.getByRole('link', { name: billed.number }).click();
  await expect(advertiser).toHaveURL(`/advertiser/invoice/view/${billed.invoiceId}`);
  await expect(advertiser.getByText(`${offer.name} · Conversion`)).toBeVisible();
});

// Payout requests (docs/money.md): the demo network takes them. The publisher asks from its
// invoice list; the admin finds the draft marked "Requested" on the billing screen and issues it,
// and the publisher sees the invoice. Paid at the end, so no other spec finds it payable.
test('a publisher asks for its payout; the admin issues the requested draft and the publisher sees the invoice', async ({
  app,
  pageAs,
}) => {
  const admin = { baseURL: app.baseURL, session: await app.sessionFor('admin') };
  const publisherId = await partnerIdOf(admin, 'publishers', 'E2E publisher');
  const offer = await approvedConversion(admin, publisherId, '12.40', 'Payout Request Offer');

  const publisher = await pageAs('publisher');
  await publisher.goto('/publisher/invoice/list');
  await publisher.getByRole('button', { name: 'Request payout' }).click();
  await expect(publisher.getByText(/^You requested a payout on /)).toBeVisible();
  await expect(publisher.getByRole('button', { name: 'Request payout' })).toHaveCount(0);

  const staff = await pageAs('admin');
  await staff.goto('/admin/billing');
  const requested = /E2E publisher.*Draft.*Requested/;
  await expect(staff.getByRole('row', { name: requested })).toBeVisible();
  const { drawer, number } = await issueDraftOf(staff, requested, offer.name);
  await expect(drawer.getByText('Payout requested by the publisher')).toBeVisible();

  // Issued, the request is closed: the invoice is listed, with nothing left to ask for.
  await publisher.reload();
  await expect(publisher.getByRole('link', { name: number })).toBeVisible();
  await expect(publisher.getByText(/^You requested a payout on /)).toHaveCount(0);
  await expect(publisher.getByRole('button', { name: 'Request payout' })).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Record payment' }).click();
  await staff
    .getByRole('dialog', { name: 'Record payment' })
    .getByRole('button', { name: 'Record payment' })
    .click();
  await expect(drawer.getByText('Paid', { exact: true }).first()).toBeVisible();
});
