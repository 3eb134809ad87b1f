import { expect, test } from '../support/fixtures';
import { chooseOption, expectFieldError, submitLoginForm } from '../support/ui';

const PENDING_LOGIN = 'Your account is pending approval. We will e-mail you once it is approved.';
const PASSWORD = 'advertiser-Passw0rd';

// Advertiser sign-up: company and website are required, then a pending account.
test('advertiser registration: validation, pending account, login refused until approved', async ({
  page,
}) => {
  const email = 'new-advertiser@e2e.test';
  await page.goto('/auth/advertiser/register');
  const submit = page.getByRole('button', { name: 'Create advertiser account' });

  await submit.click();
  await expectFieldError(page, 'Full name', 'Enter a name');
  await expectFieldError(page, 'Company', 'Enter your company name');
  await expectFieldError(page, 'Website', 'Enter a valid http\\(s\\) URL');

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ada Advertiser');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Ada Shop GmbH');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://ada-shop.example');
  await chooseOption(page, 'Country', 'Austria');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await submit.click();

  await expect(page.getByText('Your account is pending approval', { exact: true })).toBeVisible();

  await page.goto('/auth/login');
  await submitLoginForm(page, email, PASSWORD);
  await expect(page.getByText(PENDING_LOGIN)).toBeVisible();
});
