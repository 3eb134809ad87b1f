import { requiredSignUpAnswers } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectLoginScreen, submitLoginForm } from '../support/ui';

const PASSWORD = 'approve-me-Passw0rd';

async function registerPublisher(baseURL: string, email: string, company: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/v1/auth/register/publisher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Paula Pending',
      email,
      company,
      country: 'NL',
      trafficSources: ['content'],
      acceptTerms: true,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      answers: await requiredSignUpAnswers(baseURL, 'publisher'),
    }),
  });
  expect(response.status).toBe(201);
}

// An admin finds a pending sign-up on the manage screen, approves it, and the publisher can sign in.
test('approving a pending publisher lets them sign in', async ({ page, app, signIn }) => {
  const email = 'pending-approval@e2e.test';
  const company = 'Pending Pages BV';
  await registerPublisher(app.baseURL, email, company);

  await signIn('admin');
  await page.goto(`/admin/publisher/manage?status=pending&search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toBeVisible();
  await row.getByRole('checkbox', { name: `Select ${company}` }).check();
  await page.getByRole('button', { name: 'Approve' }).first().click();
  await expect(page.getByText(/Approved 1 publisher/)).toBeVisible();

  await expect.poll(() => app.mail.to(email).length).toBe(1);
  expect(app.mail.to(email)[0]?.subject).toMatch(/approved/i);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await expectLoginScreen(page);
  await submitLoginForm(page, email, PASSWORD);
  await expect(page).toHaveURL('/publisher/dashboard');
});
