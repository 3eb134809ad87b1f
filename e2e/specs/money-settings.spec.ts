import { E2E_PASSWORD, E2E_USERS } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// An admin adds a payment method; the publisher chooses the method on their payment
// settings (with their password); the admin sees the choice, when it changed and the change itself on
// the publisher's page.
test('an admin adds a payment method and a publisher chooses it to be paid', async ({
  page,
  app,
  signIn,
  pageAs,
}) => {
  const methodName = `E2E PayPal ${Date.now()}`;
  await signIn('admin');
  await page.goto('/admin/setting/payment-method');
  await page.getByRole('button', { name: 'Add payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(methodName);
  await dialog.getByRole('textbox', { name: 'Minimum payout' }).fill('50');
  await dialog.getByRole('button', { name: 'Add method' }).click();
  await expect(page.getByText(`Payment method "${methodName}" added.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(methodName) })).toContainText('50.00 USD');
  await expect(page.getByText(`Added the payment method ${methodName}`)).toBeVisible();

  const publisher = await pageAs('publisher');
  await publisher.goto('/publisher/setting/payment');
  await publisher.getByRole('combobox', { name: 'Payment method' }).click();
  await publisher.getByRole('option', { name: methodName }).click();
  await publisher.getByRole('textbox', { name: 'PayPal e-mail' }).fill('payouts@e2e.test');
  await publisher.getByLabel('Current password').fill('not-my-password');
  await publisher.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(publisher.getByText('The current password is not right')).toBeVisible();
  await publisher.getByLabel('Current password').fill(E2E_PASSWORD);
  await publisher.getByRole('button', { name: 'Save payment settings' }).click();
  await expect(publisher.getByText('Payment settings saved.')).toBeVisible();

  const admin = await app.sessionFor('admin');
  const found = await fetch(
    `${app.baseURL}/api/v1/publishers?search=${encodeURIComponent(E2E_USERS.publisher)}`,
    { headers: { authorization: `Bearer ${admin.token}` } },
  );
  const { data } = (await found.json()) as { data: Array<{ id: string }> };
  await page.goto(`/admin/publisher/view/${data[0]?.id}`);
  const card = page.getByRole('region', { name: 'Payment settings' });
  await expect(card).toContainText('payouts@e2e.test');
  await expect(card).toContainText(methodName);
  await expect(card).toContainText('Changed by the partner on');
  // The change itself, with who made it and the new payout address, newest first.
  const changes = page.getByRole('region', { name: 'Payment changes' });
  const newest = changes.getByRole('row').nth(1);
  await expect(newest).toContainText('(the partner)');
  await expect(newest).toContainText(methodName);
  await expect(newest).toContainText('PayPal e-mail: (empty) → payouts@e2e.test');
});

// A second currency with its rate of today; the default one stays at 1.
test('an admin enables a currency with its rate', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/setting/currency');
  await page.getByRole('combobox', { name: 'Currency' }).fill('CHF');
  await page.getByRole('option', { name: /^CHF/ }).click();
  await page.getByRole('textbox', { name: 'Rate: 1 CHF in USD' }).fill('1.13');
  await page.getByRole('button', { name: 'Enable currency' }).click();
  await expect(page.getByText('CHF enabled.')).toBeVisible();
  await expect(page.getByRole('row', { name: /CHF/ })).toContainText(
    /1 CHF = 1\.13 USD since \d{4}-\d{2}-\d{2}/,
  );
});

// The advertiser's setting/payment is how they pay the network, not the publishers' payout form:
// billing details and one of the network's methods, saved without a password; staff see them on
// the advertiser's page.
test('an advertiser fills in how they pay the network, and staff see it', async ({
  page,
  app,
  signIn,
  pageAs,
}) => {
  const advertiser = await pageAs('advertiser');
  await advertiser.goto('/advertiser/setting/payment');
  await expect(advertiser.getByRole('heading', { level: 1, name: 'Payment Settings' })).toBeVisible();
  await expect(advertiser.getByText(/how you want to be paid|balance reaches/i)).toHaveCount(0);
  await expect(advertiser.getByLabel('Current password')).toHaveCount(0);
  await advertiser.getByRole('textbox', { name: 'Company name on invoices' }).fill('E2E Advertiser GmbH');
  await advertiser.getByRole('textbox', { name: 'Tax or VAT number' }).fill('DE123456789');
  await advertiser.getByRole('textbox', { name: 'Invoice e-mail' }).fill('invoices@e2e.test');
  await advertiser.getByRole('textbox', { name: 'Street address' }).fill('Hauptstraße 1');
  await advertiser.getByRole('textbox', { name: 'City' }).fill('Berlin');
  await advertiser.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await advertiser.getByRole('option', { name: 'Germany' }).click();
  await advertiser.getByRole('combobox', { name: 'Payment method' }).click();
  await advertiser.getByRole('option', { name: 'Bank wire' }).click();
  await advertiser.getByRole('button', { name: 'Save billing details' }).click();
  await expect(advertiser.getByText('Billing details saved')).toBeVisible();
  await advertiser.reload();
  await expect(advertiser.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');

  const admin = await app.sessionFor('admin');
  const found = await fetch(
    `${app.baseURL}/api/v1/advertisers?search=${encodeURIComponent(E2E_USERS.advertiser)}`,
    { headers: { authorization: `Bearer ${admin.token}` } },
  );
  const { data } = (await found.json()) as { data: Array<{ id: string }> };
  await signIn('admin');
  await page.goto(`/admin/advertiser/view/${data[0]?.id}`);
  const card = page.getByRole('region', { name: 'Billing' });
  await expect(card).toContainText('E2E Advertiser GmbH');
  await expect(card).toContainText('Hauptstraße 1, Berlin, Germany');
  await expect(card).toContainText('DE123456789');
  await expect(card).toContainText('Bank wire');
  await expect(page.getByRole('region', { name: 'Payment changes' })).toHaveCount(0);
});
