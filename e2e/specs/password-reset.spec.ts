import { FORGOT_PASSWORD_MESSAGE } from '@affnet/contracts';
import { RESET_USER } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { expectLoginScreen, submitLoginForm } from '../support/ui';

const NEW_PASSWORD = 'brand-new-Passw0rd';

// Forgot password → e-mail through the real SMTP listener → set a new password → sign in with
// it; the same link is refused the second time.
test('a password reset link works once', async ({ page, app }) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(RESET_USER);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(FORGOT_PASSWORD_MESSAGE)).toBeVisible();

  await expect.poll(() => app.mail.to(RESET_USER).length).toBe(1);
  const [mail] = app.mail.to(RESET_USER);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, `reset link in:\n${mail?.text}`).toBeTruthy();
  const resetUrl = new URL(link ?? '');
  expect(resetUrl.origin).toBe(app.baseURL);

  const setPassword = async () => {
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  await setPassword();
  await expect(page.getByText('Your password has been changed. You can sign in with it now.')).toBeVisible();

  await page.goto('/auth/login');
  await submitLoginForm(page, RESET_USER, NEW_PASSWORD);
  await expect(page).toHaveURL('/publisher/dashboard');

  await page.evaluate(() => localStorage.clear());
  await setPassword();
  await expect(
    page.getByText('This reset link is invalid, expired or already used. Ask for a new one.'),
  ).toBeVisible();
  await page.goto('/auth/login');
  await expectLoginScreen(page);
});
