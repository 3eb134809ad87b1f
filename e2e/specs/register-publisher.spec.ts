import { expect, test } from '../support/fixtures';
import { chooseOption, expectFieldError, submitLoginForm } from '../support/ui';

const PENDING_LOGIN = 'Your account is pending approval. We will e-mail you once it is approved.';
const PASSWORD = 'publisher-Passw0rd';

// Publisher sign-up: validation messages, then a pending account that cannot sign in yet.
test('publisher registration: validation, pending account, login refused until approved', async ({
  page,
}) => {
  const email = 'new-publisher@e2e.test';
  await page.goto('/auth/publisher/register');
  const submit = page.getByRole('button', { name: 'Create publisher account' });

  await submit.click();
  await expectFieldError(page, 'Full name', 'Enter a name');
  await expectFieldError(page, 'E-mail', 'Enter a valid e-mail address');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
    /Choose a country/,
  );
  await expect(page.getByText('Choose at least one traffic source')).toBeVisible();
  await expect(page.getByText('You must accept the terms')).toBeVisible();
  // The demo network's extra questions (setting/registration-form), checked like the form's own.
  await expect(page.getByRole('combobox', { name: 'Monthly visitors' })).toHaveAccessibleDescription(
    /Answer this question/,
  );
  await expect(page.getByText('Tick this box to continue')).toBeVisible();

  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Nora Newcomer');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('not a url');
  await chooseOption(page, 'Country', 'Germany');
  await page.getByRole('checkbox', { name: 'Social media' }).check();
  await page.getByRole('checkbox', { name: 'Search', exact: true }).check();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${PASSWORD}-typo`);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await chooseOption(page, 'Monthly visitors', '10,000 to 100,000');
  await page.getByRole('checkbox', { name: 'I will not send incentivised traffic' }).check();
  await submit.click();
  await expectFieldError(page, 'Website', 'Enter a valid http\\(s\\) URL');
  await expectFieldError(page, 'Confirm password', 'Passwords do not match');

  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('https://nora.example');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Your account is pending approval', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await submitLoginForm(page, email, PASSWORD);
  await expect(page.getByText(PENDING_LOGIN)).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});
