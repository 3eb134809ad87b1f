import { SYSTEM_EMAILS } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemEmailTemplates, users } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, seedUser, uniqueClientIp } from '../helpers/factories';
import { readableMail, startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const BASE = '/api/v1/settings/system-emails';
const RESET = `${BASE}/password-reset`;
const EDITED = {
  subject: 'Reset for {{name}} at {{network}}',
  body: 'Hi {{ name }},\n\nYour link: {{link}}\nValid for {{minutes}} minutes.',
};

describe('who may read and change the system e-mails', () => {
  test('GET the list: admins and employees with settings.read', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: BASE }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
  });

  test('PUT: admins and employees with settings.write; refused callers change nothing', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: RESET, payload: EDITED }),
      snapshot: () =>
        handle.db.select().from(systemEmailTemplates).where(eq(systemEmailTemplates.tenantId, tenant.id)),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    expect(result.afterRefused).toEqual(result.before);
  });
});

test('every e-mail is listed with its default text until the network edits it', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({ method: 'GET', url: BASE, headers });
  const list = response.json().data;
  expect(list.map((item: { key: string }) => item.key)).toEqual(Object.keys(SYSTEM_EMAILS));
  expect(list[1]).toEqual({
    key: 'password-reset',
    subject: SYSTEM_EMAILS['password-reset'].defaultSubject,
    body: SYSTEM_EMAILS['password-reset'].defaultBody,
    customized: false,
    updatedAt: null,
  });
});

test('an edited password reset arrives with its subject and body, the values escaped in HTML', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const saved = await app.inject({ method: 'PUT', url: RESET, headers, payload: EDITED });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toMatchObject({ ...EDITED, customized: true });

  const user = await seedUser(handle.db, tenant, { role: 'publisher' });
  const name = '<script>alert(1)</script> Smith & Co';
  await handle.db.update(users).set({ name }).where(eq(users.id, user.id));
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host: tenant.host },
    payload: { email: user.email },
    remoteAddress: uniqueClientIp(),
  });
  const mail = readableMail(await smtp.waitForMail(user.email));
  expect(mail).toContain(`Subject: Reset for <script>alert(1)</script> Smith & Co at ${tenant.name}`);
  // The text part carries the value as typed; the HTML part only as escaped text.
  expect(mail).toContain(`Hi ${name},`);
  expect(mail).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; Smith &amp; Co,');
  expect(mail).toContain('Valid for 60 minutes.');
  expect(mail).toMatch(/<a href="http:\/\/[^"]+\/auth\/reset-password\?token=/);
  const html = mail.slice(mail.indexOf('<!doctype html>'));
  expect(html).not.toContain('<script>');
});

test('unknown placeholders are refused on their field, naming them; nothing is stored', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({
    method: 'PUT',
    url: RESET,
    headers,
    payload: { subject: 'Hello {{ first_name }}', body: 'Go: {{link}} {{offer}} {{offer}}' },
  });
  expect(response.statusCode).toBe(422);
  const { errors } = response.json();
  expect(errors.subject[0]).toMatch(
    /^Unknown placeholder \{\{first_name\}\}; this e-mail offers \{\{name\}\}/,
  );
  expect(errors.body[0]).toMatch(/^Unknown placeholder \{\{offer\}\};/);
  const rows = await handle.db
    .select()
    .from(systemEmailTemplates)
    .where(eq(systemEmailTemplates.tenantId, tenant.id));
  expect(rows).toEqual([]);

  const blank = await app.inject({ method: 'PUT', url: RESET, headers, payload: { subject: ' ', body: '' } });
  expect(Object.keys(blank.json().errors).sort()).toEqual(['body', 'subject']);
  const unknownKey = await app.inject({ method: 'PUT', url: `${BASE}/nonsense`, headers, payload: EDITED });
  expect(unknownKey.statusCode).toBe(422);
});

test('the preview renders a draft with sample values and the network name, escaped in HTML', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/offer-access-approved/preview`,
    headers,
    payload: {
      subject: 'Approved: {{offer}}',
      body: 'Hello {{name}}, run {{offer}} at {{network}}: {{offer_link}}',
    },
  });
  expect(response.statusCode).toBe(200);
  const preview = response.json().data;
  expect(preview.subject).toBe('Approved: #12 Summer Sale & Co');
  expect(preview.text).toBe(
    `Hello Alex Morgan, run #12 Summer Sale & Co at ${tenant.name}: https://panel.example.com/publisher/offer/view/sample`,
  );
  expect(preview.html).toContain('run #12 Summer Sale &amp; Co at');
  expect(preview.html).toContain(
    '<a href="https://panel.example.com/publisher/offer/view/sample">https://panel.example.com/publisher/offer/view/sample</a>',
  );
  // Nothing saved by a preview.
  const read = await app.inject({ method: 'GET', url: `${BASE}/offer-access-approved`, headers });
  expect(read.json().data.customized).toBe(false);
});

test('reset goes back to the default; the edit and the reset are in the history', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  await app.inject({ method: 'PUT', url: RESET, headers, payload: EDITED });
  const reset = await app.inject({ method: 'DELETE', url: RESET, headers });
  expect(reset.json().data).toMatchObject({
    subject: SYSTEM_EMAILS['password-reset'].defaultSubject,
    customized: false,
  });
  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/system-email', headers });
  const [resetEntry, editEntry] = history.json().data;
  expect(editEntry.summary).toBe('Edited the e-mail "Password reset"');
  expect(editEntry.changes[0]).toEqual({
    field: 'password-reset.subject',
    before: SYSTEM_EMAILS['password-reset'].defaultSubject,
    after: EDITED.subject,
    secret: false,
  });
  expect(resetEntry.summary).toBe('Reset the e-mail "Password reset" to its default');
});

test("another network's admin sees only the defaults, and its mail keeps the default text", async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  await app.inject({ method: 'PUT', url: RESET, headers: first.headers, payload: EDITED });
  const other = await app.inject({ method: 'GET', url: RESET, headers: second.headers });
  expect(other.json().data.customized).toBe(false);

  const user = await seedUser(handle.db, second.tenant, { role: 'publisher' });
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host: second.tenant.host },
    payload: { email: user.email },
    remoteAddress: uniqueClientIp(),
  });
  const mail = readableMail(await smtp.waitForMail(user.email));
  expect(mail).toContain(`Subject: Reset your ${second.tenant.name} password`);
});
