import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { partners, users } from '../../src/db/schema/index';
import { WEAK_PASSWORD_MESSAGE } from '../../src/lib/password-policy';
import { seedPartner, seedTenant, seedUser, uniqueClientIp } from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import {
  EACH_KIND,
  freshEmail,
  type KindSpec,
  partnerBody,
  partnersOf,
  usersWithEmail,
} from '../helpers/partners';
import { extractResetToken, startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const COMMON_KEYS = [
  'accountManager',
  'company',
  'contactName',
  'country',
  'createdAt',
  'currency',
  'email',
  'id',
  'lastLoginAt',
  'notes',
  'phone',
  'ref',
  'registrationAnswers',
  'status',
  'statusReason',
  'taxId',
  'timezone',
  'website',
];
const KIND_KEYS = {
  advertiser: ['conversionToken', 'ipAllowlist', 'validationAction', 'validationDays'],
  publisher: [
    'holdDays',
    'messenger',
    'messengerHandle',
    'minimumPayout',
    'selfBillingAcceptedAt',
    'trafficSources',
  ],
};

function create(spec: KindSpec, headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.current.app.inject({ method: 'POST', url: spec.path, headers, payload });
}

describe.each(EACH_KIND)('POST %s', (_path, spec) => {
  test('answers 201 with the partner as the API shows it, and nothing of the account internals', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const manager = await seedUser(handle.db, tenant, { role: 'employee', permissions: [spec.read] });
    const body = partnerBody(spec.kind, { accountManagerId: manager.id, country: 'de', currency: 'eur' });
    const email = String(body.email);
    const response = await create(spec, headers, { ...body, email: `  ${email.toUpperCase()} ` });

    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual([...COMMON_KEYS, ...KIND_KEYS[spec.kind]].sort());
    expect(data).toMatchObject({
      company: 'Northwind Media',
      contactName: 'Nora North',
      email,
      phone: '+49 30 1234567',
      website: 'https://northwind.example',
      country: 'DE',
      currency: 'EUR',
      timezone: 'Europe/Berlin',
      accountManager: { id: manager.id, name: manager.name, email: manager.email },
      status: 'active',
      statusReason: 'Checked by phone',
      notes: 'Prefers e-mail',
      taxId: 'DE123456789',
      lastLoginAt: null,
      registrationAnswers: [],
    });
    if (spec.kind === 'advertiser') {
      expect(data.conversionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.ipAllowlist).toEqual(['203.0.113.7', '198.51.100.0/24']);
    } else {
      expect(data).toMatchObject({
        trafficSources: ['social', 'search'],
        messenger: 'telegram',
        messengerHandle: '@nora',
      });
    }
    expect(response.body).not.toMatch(/argon2|passwordHash|userId|tenantId/);

    const [user] = await usersWithEmail(handle.db, tenant.id, email);
    expect(user).toMatchObject({ role: spec.kind, status: 'active', name: 'Nora North' });
    const [row] = await handle.db.select().from(partners).where(eq(partners.id, data.id));
    expect(row).toMatchObject({ tenantId: tenant.id, kind: spec.kind, userId: user?.id });
    if (spec.kind === 'publisher') expect(row?.conversionToken).toBeNull();

    const fetched = await app.inject({ method: 'GET', url: `${spec.path}/${data.id}`, headers });
    expect(fetched.json()).toEqual({ data });
  });

  test('e-mails an invitation whose link sets the password; then the partner can sign in', async () => {
    const { app } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const body = partnerBody(spec.kind);
    const email = String(body.email);
    expect((await create(spec, headers, body)).statusCode).toBe(201);

    const mail = await smtp.waitForMail(email);
    expect(mail.raw).toContain(`Your ${tenant.name} account`);
    expect(mail.raw).toContain('Hello Nora North');
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toContain(`http://${tenant.host}/auth/reset-password?token=`);
    const token = extractResetToken(mail);

    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        headers: { host: tenant.host },
        remoteAddress: uniqueClientIp(),
        payload: { token, password, passwordConfirmation: password },
      });
    // A common password is refused and leaves the link usable.
    const common = await reset('qwerty123');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [WEAK_PASSWORD_MESSAGE] });
    expect((await reset('invited-secret-1')).statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      remoteAddress: uniqueClientIp(),
      payload: { email, password: 'invited-secret-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.role.slug).toBe(spec.kind);
    // The link is single-use.
    expect((await reset('second-try-secret-1')).statusCode).toBe(422);
  });

  test('an e-mail any user of the tenant has (in any case) is a 422 on errors.email; nothing is written', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const otherKind = await seedPartner(handle.db, tenant, { kind: spec.other });
    const employee = await seedUser(handle.db, tenant, { role: 'employee' });
    const before = await partnersOf(handle.db, tenant.id);

    for (const taken of [` ${otherKind.user.email.toUpperCase()} `, employee.email]) {
      const response = await create(spec, headers, partnerBody(spec.kind, { email: taken }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['An account with this e-mail already exists.'] });
    }
    expect(await partnersOf(handle.db, tenant.id)).toHaveLength(before.length);

    // Another tenant's user does not make the address taken here.
    const elsewhere = await seedUser(handle.db, await seedTenant(handle.db));
    expect((await create(spec, headers, partnerBody(spec.kind, { email: elsewhere.email }))).statusCode).toBe(
      201,
    );
  });

  test('an account manager who is not active staff of this tenant is a 422 on errors.accountManagerId', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const candidates = {
      publisher: (await seedPartner(handle.db, tenant, { kind: 'publisher' })).user.id,
      advertiser: (await seedPartner(handle.db, tenant, { kind: 'advertiser' })).user.id,
      blockedEmployee: (await seedUser(handle.db, tenant, { role: 'employee', status: 'blocked' })).id,
      otherTenantAdmin: (await seedUser(handle.db, await seedTenant(handle.db))).id,
      unknown: '00000000-0000-4000-8000-000000000000',
    };
    for (const [label, accountManagerId] of Object.entries(candidates)) {
      const body = partnerBody(spec.kind, { accountManagerId });
      const response = await create(spec, headers, body);
      expect(response.statusCode, label).toBe(422);
      expect(Object.keys(response.json().errors), label).toEqual(['accountManagerId']);
      expect(await usersWithEmail(handle.db, tenant.id, String(body.email)), label).toEqual([]);
    }
    expect(await partnersOf(handle.db, tenant.id)).toHaveLength(2);
  });

  test('bad website, country, currency, time zone and list entries are each reported; nothing is written', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const listField =
      spec.kind === 'advertiser'
        ? { ipAllowlist: ['203.0.113.7', '300.1.2.3/8'] }
        : { trafficSources: ['social', 'spam'] };
    const body = partnerBody(spec.kind, {
      website: 'javascript:alert(1)',
      country: 'XX',
      // Three letters, but no currency: ISO 4217's 'no currency' code.
      currency: 'XXX',
      timezone: 'Mars/Olympus',
      ...listField,
    });
    const response = await create(spec, headers, body);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(
      [
        'country',
        'currency',
        'timezone',
        'website',
        spec.kind === 'advertiser' ? 'ipAllowlist.1' : 'trafficSources.1',
      ].sort(),
    );
    expect(errors).toMatchObject({
      website: ['Enter a valid http(s) URL'],
      country: ['Choose a country'],
      currency: ['Choose a currency from the list'],
      timezone: ['Choose a time zone'],
    });
    if (spec.kind === 'advertiser')
      expect(errors['ipAllowlist.1']).toEqual(['Enter an IP address or CIDR range']);
    expect(await usersWithEmail(handle.db, tenant.id, String(body.email))).toEqual([]);
  });

  test('company, contact name and e-mail are required', async () => {
    const { headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const response = await create(spec, headers, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['company', 'contactName', 'email']);
  });

  test('accepts multipart form data with lists as repeated key[] fields (spec §5)', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const email = freshEmail(spec.kind);
    const lists =
      spec.kind === 'advertiser'
        ? { ipAllowlist: ['192.0.2.1', '2001:db8::/32'] }
        : { trafficSources: ['email', 'push'], messenger: 'skype' };
    const { payload, contentType } = await multipartPayload({
      company: 'Form Corp',
      contactName: 'Fiona Form',
      email,
      phone: '',
      country: 'fr',
      ...lists,
    });
    const response = await app.inject({
      method: 'POST',
      url: spec.path,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      company: 'Form Corp',
      email,
      phone: null,
      country: 'FR',
      currency: 'USD',
      timezone: 'UTC',
      status: 'active',
      accountManager: null,
    });
    if (spec.kind === 'advertiser') expect(data.ipAllowlist).toEqual(['192.0.2.1', '2001:db8::/32']);
    else expect(data).toMatchObject({ trafficSources: ['email', 'push'], messenger: 'skype' });
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.tenantId).toBe(tenant.id);
  });
});
