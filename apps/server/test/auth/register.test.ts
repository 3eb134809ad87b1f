import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { partners, users } from '../../src/db/schema/index';
import { WEAK_PASSWORD_MESSAGE } from '../../src/lib/password-policy';
import { createPartnerAccount } from '../../src/modules/partners/index';
import { seedTenant, seedUser, type TestTenant, uniqueClientIp } from '../helpers/factories';
import { type FormInput, multipartPayload } from '../helpers/form-data';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const PENDING_MESSAGE =
  'Thank you for signing up. Your account is pending approval; we will e-mail you once it is approved.';
const PENDING_LOGIN = 'Your account is pending approval. We will e-mail you once it is approved.';

type Role = 'publisher' | 'advertiser';

let emailCounter = 0;
const freshEmail = (role: Role) => `${role}-${Date.now()}-${++emailCounter}@signup.test`;

function publisherForm(overrides: FormInput = {}): FormInput {
  return {
    name: 'Pat Publisher',
    email: freshEmail('publisher'),
    company: 'Traffic Lab',
    website: 'https://traffic-lab.example',
    country: 'de',
    phone: '+49 30 1234567',
    messenger: 'telegram',
    messengerHandle: '@patpub',
    trafficSources: ['social', 'search'],
    acceptTerms: true,
    password: 'signup-secret-1',
    passwordConfirmation: 'signup-secret-1',
    ...overrides,
  };
}

function advertiserForm(overrides: FormInput = {}): FormInput {
  return {
    name: 'Alex Advertiser',
    email: freshEmail('advertiser'),
    company: 'Acme Shop Ltd',
    website: 'https://acme-shop.example',
    country: 'GB',
    acceptTerms: true,
    password: 'signup-secret-1',
    passwordConfirmation: 'signup-secret-1',
    ...overrides,
  };
}

/** Posts the form as multipart/form-data encoded by the spec's rules (what the web client sends). */
async function registerMultipart(tenant: TestTenant, role: Role, form: FormInput) {
  const { payload, contentType } = await multipartPayload(form);
  return ctx.current.app.inject({
    method: 'POST',
    url: `/api/v1/auth/register/${role}`,
    headers: { host: tenant.host, 'content-type': contentType },
    remoteAddress: uniqueClientIp(),
    payload,
  });
}

function registerJson(tenant: TestTenant, role: Role, body: Record<string, unknown>) {
  return ctx.current.app.inject({
    method: 'POST',
    url: `/api/v1/auth/register/${role}`,
    headers: { host: tenant.host },
    remoteAddress: uniqueClientIp(),
    payload: body,
  });
}

function login(tenant: TestTenant, email: string, password: string) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host },
    payload: { email, password },
  });
}

async function usersWithEmail(tenant: TestTenant, email: string) {
  return ctx.current.handle.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.email, email.toLowerCase())));
}

describe('POST /api/v1/auth/register/publisher', () => {
  test('multipart by the spec rules: pending account, profile written, login refused as pending', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const form = publisherForm();
    const response = await registerMultipart(tenant, 'publisher', form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { status: 'pending', message: PENDING_MESSAGE } });

    const [user] = await usersWithEmail(tenant, String(form.email));
    expect(user).toMatchObject({ role: 'publisher', status: 'pending', name: 'Pat Publisher' });
    const [profile] = await handle.db
      .select()
      .from(partners)
      .where(eq(partners.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      tenantId: tenant.id,
      company: 'Traffic Lab',
      website: 'https://traffic-lab.example',
      country: 'DE',
      phone: '+49 30 1234567',
      messenger: 'telegram',
      messengerHandle: '@patpub',
      trafficSources: ['social', 'search'],
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const signIn = await login(tenant, String(form.email), 'signup-secret-1');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ message: PENDING_LOGIN });
  });

  test('JSON is accepted too, with optional fields left out', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const email = freshEmail('publisher');
    const response = await registerJson(tenant, 'publisher', {
      name: 'Jo Json',
      email,
      country: 'FR',
      trafficSources: ['email'],
      acceptTerms: true,
      password: 'signup-secret-1',
      passwordConfirmation: 'signup-secret-1',
    });
    expect(response.statusCode).toBe(201);
    const [user] = await usersWithEmail(tenant, email);
    const [profile] = await handle.db
      .select()
      .from(partners)
      .where(eq(partners.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      kind: 'publisher',
      company: 'Jo Json', // no company given: the person's name stands in
      website: null,
      phone: null,
      messenger: null,
      country: 'FR',
      trafficSources: ['email'],
    });
  });

  test('is active at once when the tenant auto-approves publishers', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { autoApprovePublishers: true });
    const form = publisherForm();
    const response = await registerMultipart(tenant, 'publisher', form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      status: 'active',
      message: 'Your account is ready. You can sign in now.',
    });
    const signIn = await login(tenant, String(form.email), 'signup-secret-1');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.role.slug).toBe('publisher');
  });

  test('an e-mail already used in the tenant is a 422 on errors.email, whatever its case', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const existing = await seedUser(handle.db, tenant, { role: 'advertiser' });
    const response = await registerMultipart(
      tenant,
      'publisher',
      publisherForm({ email: existing.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['An account with this e-mail already exists.'] });
    const rows = await usersWithEmail(tenant, existing.email);
    expect(rows.map((row) => row.id)).toEqual([existing.id]);
  });

  test('the same e-mail may sign up in another tenant', async () => {
    const { handle } = ctx.current;
    const first = await seedTenant(handle.db);
    const second = await seedTenant(handle.db);
    const form = publisherForm();
    expect((await registerMultipart(first, 'publisher', form)).statusCode).toBe(201);
    expect((await registerMultipart(second, 'publisher', form)).statusCode).toBe(201);
    expect(await usersWithEmail(first, String(form.email))).toHaveLength(1);
    expect(await usersWithEmail(second, String(form.email))).toHaveLength(1);
  });

  test('invalid fields answer 422 with each field key, and nothing is written', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const form = publisherForm({
      country: 'XX',
      website: 'javascript:alert(1)',
      acceptTerms: false,
      trafficSources: [],
      phone: 'call me',
      messenger: 'pigeon',
    });
    const response = await registerMultipart(tenant, 'publisher', form);
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'acceptTerms',
      'country',
      'messenger',
      'phone',
      'trafficSources',
      'website',
    ]);
    expect(errors.country).toEqual(['Choose a country']);
    expect(errors.website).toEqual(['Enter a valid http(s) URL']);
    expect(errors.acceptTerms).toEqual(['You must accept the terms']);
    expect(errors.trafficSources).toEqual(['Choose at least one traffic source']);
    expect(await usersWithEmail(tenant, String(form.email))).toEqual([]);
  });

  test.each([
    ['publisher', '12345678'],
    ['advertiser', 'password'],
    ['publisher', 'PatPublisher1'],
  ] as const)(
    'a %s choosing a common or guessable password (%s) gets a 422 on password; nothing is written',
    async (role, password) => {
      const tenant = await seedTenant(ctx.current.handle.db);
      const form = (role === 'publisher' ? publisherForm : advertiserForm)({
        password,
        passwordConfirmation: password,
      });
      const response = await registerMultipart(tenant, role, form);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [WEAK_PASSWORD_MESSAGE] });
      expect(await usersWithEmail(tenant, String(form.email))).toEqual([]);
    },
  );

  test('an unknown traffic source is reported on that field', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await registerMultipart(
      tenant,
      'publisher',
      publisherForm({ trafficSources: ['social', 'spam'] }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['trafficSources.1']);
  });

  test('missing required fields are each reported', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await registerMultipart(tenant, 'publisher', { acceptTerms: true });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'country',
      'email',
      'name',
      'password',
      'passwordConfirmation',
      'trafficSources',
    ]);
  });

  test('passwords that do not match are reported on passwordConfirmation', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const form = publisherForm({ passwordConfirmation: 'not-the-same-1' });
    const response = await registerMultipart(tenant, 'publisher', form);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ passwordConfirmation: ['Passwords do not match'] });
    expect(await usersWithEmail(tenant, String(form.email))).toEqual([]);
  });

  test('answers 403 when the tenant has closed publisher sign-ups, and writes nothing', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { publisherRegistrationOpen: false });
    const form = publisherForm();
    const response = await registerMultipart(tenant, 'publisher', form);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: `${tenant.name} is not accepting publisher sign-ups right now.`,
    });
    expect(await usersWithEmail(tenant, String(form.email))).toEqual([]);
  });
});

describe('POST /api/v1/auth/register/advertiser', () => {
  test('multipart: pending advertiser with its profile', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const form = advertiserForm({ phone: '+44 20 7946 0000' });
    const response = await registerMultipart(tenant, 'advertiser', form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('pending');
    const [user] = await usersWithEmail(tenant, String(form.email));
    expect(user).toMatchObject({ role: 'advertiser', status: 'pending' });
    const [profile] = await handle.db
      .select()
      .from(partners)
      .where(eq(partners.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      company: 'Acme Shop Ltd',
      website: 'https://acme-shop.example',
      country: 'GB',
      phone: '+44 20 7946 0000',
      trafficSources: [],
    });
  });

  test('JSON: active at once when the tenant auto-approves advertisers', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { autoApproveAdvertisers: true });
    const form = advertiserForm();
    const response = await registerJson(tenant, 'advertiser', form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.status).toBe('active');
    expect((await login(tenant, String(form.email), 'signup-secret-1')).statusCode).toBe(200);
  });

  test('auto-approving publishers does not auto-approve advertisers', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { autoApprovePublishers: true });
    const response = await registerJson(tenant, 'advertiser', advertiserForm());
    expect(response.json().data.status).toBe('pending');
  });

  test('company and website are required for an advertiser', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const form = advertiserForm({ company: '', website: null, acceptTerms: false });
    const response = await registerMultipart(tenant, 'advertiser', form);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['acceptTerms', 'company', 'website']);
    expect(await usersWithEmail(tenant, String(form.email))).toEqual([]);
  });

  test('a duplicate e-mail is a 422 on errors.email', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const existing = await seedUser(handle.db, tenant, { role: 'publisher' });
    const response = await registerJson(
      tenant,
      'advertiser',
      advertiserForm({ email: ` ${existing.email.toUpperCase()} ` }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email']);
  });

  test('answers 403 when advertiser sign-ups are closed, while publishers may still join', async () => {
    const tenant = await seedTenant(ctx.current.handle.db, { advertiserRegistrationOpen: false });
    expect((await registerJson(tenant, 'advertiser', advertiserForm())).statusCode).toBe(403);
    expect((await registerMultipart(tenant, 'publisher', publisherForm())).statusCode).toBe(201);
  });
});

describe('creating an account', () => {
  test('is all or nothing: when the profile cannot be written, no user row remains', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const email = freshEmail('publisher');
    await expect(
      createPartnerAccount(handle.db, {
        tenantId: tenant.id,
        kind: 'publisher',
        account: { email, name: 'Half Written', password: 'signup-secret-1', status: 'pending' },
        // An impossible value makes the second insert of the transaction fail.
        columns: { company: 'Half Written', trafficSources: ['social'], createdAt: new Date(Number.NaN) },
      }),
    ).rejects.toThrow();
    expect(await usersWithEmail(tenant, email)).toEqual([]);
  });
});
