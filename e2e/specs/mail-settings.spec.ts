import { E2E_USERS } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { startMailCatcher } from '../support/smtp';
import { selectOption } from '../support/ui';

const SENDER = 'mail@own-smtp.e2e.test';

function requestReset(baseURL: string, email: string) {
  return fetch(`${baseURL}/api/v1/auth/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

// An admin gives the network its own mail server (tested, then saved), edits the password reset
// e-mail, and a reset then arrives through that server with the edited text; both are undone after,
// so the rest of the worker's specs send through the server-wide listener again.
test('own SMTP server and an edited system e-mail carry a password reset', async ({ page, app, signIn }) => {
  const own = await startMailCatcher();
  try {
    await signIn('admin');
    await page.goto('/admin/setting/smtp');
    await expect(page.getByText('No mail server of its own yet')).toBeVisible();
    const port = new URL(own.url).port;
    await page.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port' }).fill(port);
    await selectOption(page.getByRole('combobox', { name: 'Security' }), 'None (plain, port 25)');
    await page.getByRole('textbox', { name: 'Sender name' }).fill('Own Mail');
    await page.getByRole('textbox', { name: 'Sender address' }).fill(SENDER);

    await page.getByRole('textbox', { name: 'Send to' }).fill('probe@e2e.test');
    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^The mail server accepted/ })).toContainText(
      '250',
    );
    expect(own.to('probe@e2e.test')).toHaveLength(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('SMTP settings saved')).toBeVisible();
    await expect(page.getByText("Set up the network's own mail server")).toBeVisible();

    await page.goto('/admin/setting/system-email?email=password-reset');
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Reset your {{network}} password');
    await subject.fill('New password for {{name}}');
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('New password for Alex Morgan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E-mail saved')).toBeVisible();

    const publisher = E2E_USERS.publisher;
    expect((await requestReset(app.baseURL, publisher)).status).toBe(202);
    await expect.poll(() => own.to(publisher).length).toBe(1);
    const [mail] = own.to(publisher);
    expect(mail?.subject).toMatch(/^New password for /);
    expect(mail?.from).toBe(SENDER);
    // Not through the server-wide listener too (which holds the publisher's invoice e-mails).
    expect(app.mail.to(publisher).filter((sent) => sent.subject.startsWith('New password for'))).toEqual([]);
  } finally {
    // Back to the defaults, through the API the page uses, whatever happened above.
    const session = await app.sessionFor('admin');
    const headers = { Authorization: `Bearer ${session.token}` };
    await fetch(`${app.baseURL}/api/v1/settings/system-emails/password-reset`, { method: 'DELETE', headers });
    await fetch(`${app.baseURL}/api/v1/settings/smtp`, { method: 'DELETE', headers });
    await own.close();
  }
});
