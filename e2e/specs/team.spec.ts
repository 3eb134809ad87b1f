import { expect, test } from '../support/fixtures';
import { selectOption, submitLoginForm } from '../support/ui';

const EMAIL = 'desk-employee@e2e.test';
const PASSWORD = 'desk-chosen-Passw0rd';

// An admin adds a role and an employee; the employee chooses a password through the invitation
// e-mail (real SMTP listener), signs in to /employee and sees only what the role opens.
test('an invited employee signs in and sees only their screens and partners', async ({
  page,
  app,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/employee/role/add');
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E Publisher desk');
  const publishers = page.getByRole('group', { name: 'Publishers' });
  await publishers.getByRole('checkbox', { name: /See publishers/ }).check();
  await page.getByRole('radio', { name: /Only the partners they manage/ }).check();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page).toHaveURL(/\/admin\/employee\/role\/view\//);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Publisher desk' })).toBeVisible();

  await page.goto('/admin/employee/add');
  await page.getByRole('textbox', { name: 'Name' }).fill('Dee Desk');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
  await selectOption(page.getByRole('combobox', { name: 'Role' }), 'E2E Publisher desk');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dee Desk' })).toBeVisible();
  // The admin sees the network's publishers; the employee will see none of them.
  await page.goto('/admin/publisher/manage');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await expect.poll(() => app.mail.to(EMAIL).length).toBe(1);
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w%-]+/.exec(
    app.mail.to(EMAIL)[0]?.text ?? '',
  )?.[0];
  expect(link).toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  const invitation = new URL(link ?? '');
  await page.goto(`${invitation.pathname}${invitation.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await page.goto('/auth/login');
  await submitLoginForm(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL('/employee/dashboard');
  await expect(page.getByRole('region', { name: 'Your publishers' })).toContainText('0 in all');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Publishers', { exact: true })).toBeVisible();
  await expect(nav.getByText('Offers', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('Employees', { exact: true })).toHaveCount(0);

  await page.goto('/employee/publisher/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Publishers' })).toBeVisible();
  await expect(page.getByText('No publishers yet')).toBeVisible();

  await page.goto('/employee/offer/manage');
  await expect(page.getByText('Your role does not open this screen')).toBeVisible();
  await expect(page.getByText(/"offers.read"/)).toBeVisible();
});
