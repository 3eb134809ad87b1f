import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { partners, registrationFields, settingChanges } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, type TestTenant, uniqueClientIp } from '../helpers/factories';
import { type FormInput, multipartPayload } from '../helpers/form-data';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const SETTINGS = '/api/v1/settings/registration-form';

const QUESTIONS = [
  {
    label: 'Monthly visitors',
    kind: 'select',
    required: true,
    options: ['Under 10k', '10k to 100k', 'Over 100k'],
  },
  { label: 'Main site', kind: 'url', required: false },
  { label: 'I run no incentive traffic', kind: 'checkbox', required: true },
  { label: 'How did you hear of us?', kind: 'text', required: false, helpText: 'A name or a link' },
];

type Headers = Record<string, string>;

async function saveQuestions(headers: Headers, fields: unknown[], audience = 'publisher') {
  return ctx.current.app.inject({
    method: 'PUT',
    url: `${SETTINGS}/${audience}`,
    headers,
    payload: { fields },
  });
}

let emailCounter = 0;
function publisherForm(answers: Record<string, string>): FormInput {
  emailCounter += 1;
  return {
    name: 'Pat Publisher',
    email: `asked-${Date.now()}-${emailCounter}@signup.test`,
    company: 'Traffic Lab',
    country: 'DE',
    trafficSources: ['social'],
    acceptTerms: true,
    password: 'signup-secret-1',
    passwordConfirmation: 'signup-secret-1',
    // `answers[<question id>]`, as the web client's form encoding sends a record.
    ...Object.fromEntries(Object.entries(answers).map(([id, value]) => [`answers[${id}]`, value])),
  };
}

async function signUp(tenant: TestTenant, form: FormInput) {
  const { payload, contentType } = await multipartPayload(form);
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register/publisher',
    headers: { host: tenant.host, 'content-type': contentType },
    remoteAddress: uniqueClientIp(),
    payload,
  });
}

test.each([
  ['GET', 'settings.read' as const],
  ['PUT', 'settings.write' as const],
])('who may %s the sign-up questions; refused callers change nothing', async (method, permission) => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const result = await statusesByCaller(app, handle.db, tenant, {
    permission,
    expected: STAFF_ONLY(200),
    request: async (caller) => ({
      method,
      url: `${SETTINGS}/advertiser`,
      ...(method === 'PUT' ? { payload: { fields: [{ label: `Asked by ${caller}`, kind: 'text' }] } } : {}),
    }),
    snapshot: () =>
      handle.db.select().from(registrationFields).where(eq(registrationFields.tenantId, tenant.id)),
  });
  expect(result.statuses).toEqual(STAFF_ONLY(200));
  expect(result.afterRefused).toEqual(result.before);
});

test('questions round-trip in order, kept ones keep their id, and each save is in the history', async () => {
  const { app, handle } = ctx.current;
  const { headers, tenant } = await adminOfNewTenant(app, handle.db);
  const saved = await saveQuestions(headers, QUESTIONS);
  expect(saved.statusCode, saved.body).toBe(200);
  const fields = saved.json().data.fields;
  expect(fields.map((field: { label: string }) => field.label)).toEqual(QUESTIONS.map((q) => q.label));
  expect(fields[0]).toMatchObject({ kind: 'select', required: true, options: QUESTIONS[0]?.options });
  expect(fields[3]).toMatchObject({
    kind: 'text',
    required: false,
    options: [],
    helpText: 'A name or a link',
  });

  const [visitors, , checkbox] = fields;
  const reordered = await saveQuestions(headers, [
    { ...checkbox, required: false },
    { ...visitors, label: 'Visitors a month' },
  ]);
  expect(reordered.statusCode).toBe(200);
  expect(reordered.json().data.fields).toEqual([
    { ...checkbox, required: false },
    { ...visitors, label: 'Visitors a month' },
  ]);
  const read = await app.inject({ method: 'GET', url: `${SETTINGS}/publisher`, headers });
  expect(read.json().data.fields).toEqual(reordered.json().data.fields);
  const advertiserSide = await app.inject({ method: 'GET', url: `${SETTINGS}/advertiser`, headers });
  expect(advertiserSide.json().data.fields).toEqual([]);

  const history = await handle.db.select().from(settingChanges).where(eq(settingChanges.tenantId, tenant.id));
  expect(history.map((change) => change.summary)).toEqual([
    'Updated the publisher sign-up questions',
    'Updated the publisher sign-up questions',
  ]);
  const unchanged = await saveQuestions(headers, reordered.json().data.fields);
  expect(unchanged.statusCode).toBe(200);
  const after = await handle.db.select().from(settingChanges).where(eq(settingChanges.tenantId, tenant.id));
  expect(after).toHaveLength(2);
});

test('bad questions are refused field by field and nothing is written', async () => {
  const { app, handle } = ctx.current;
  const { headers, tenant } = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const foreign = (await saveQuestions(other.headers, [{ label: 'Theirs', kind: 'text' }])).json().data
    .fields[0];

  const cases: Array<[unknown[], string]> = [
    [[{ label: 'Size', kind: 'select', options: ['Only one'] }], 'fields.0.options'],
    [[{ label: 'Size', kind: 'text', options: ['A', 'B'] }], 'fields.0.options'],
    [[{ label: 'Size', kind: 'select', options: ['A', 'a'] }], 'fields.0.options.1'],
    [[{ label: '', kind: 'text' }], 'fields.0.label'],
    [[{ label: 'Site', kind: 'color' }], 'fields.0.kind'],
    [
      [
        { label: 'Site', kind: 'url' },
        { label: 'site', kind: 'text' },
      ],
      'fields.1.label',
    ],
    [[{ id: foreign.id, label: 'Stolen', kind: 'text' }], 'fields.0.id'],
    [Array.from({ length: 21 }, (_, index) => ({ label: `Q${index}`, kind: 'text' })), 'fields'],
  ];
  for (const [fields, path] of cases) {
    const response = await saveQuestions(headers, fields);
    expect(response.statusCode, path).toBe(422);
    expect(Object.keys(response.json().errors ?? {}), path).toContain(path);
  }
  const stored = await handle.db
    .select()
    .from(registrationFields)
    .where(eq(registrationFields.tenantId, tenant.id));
  expect(stored).toEqual([]);
  const theirs = await app.inject({ method: 'GET', url: `${SETTINGS}/publisher`, headers: other.headers });
  expect(theirs.json().data.fields).toEqual([foreign]);
});

test('sign-up asks the questions: answers are checked, stored with their labels and shown to staff', async () => {
  const { app, handle } = ctx.current;
  const { headers, tenant } = await adminOfNewTenant(app, handle.db);
  const fields = (await saveQuestions(headers, QUESTIONS)).json().data.fields;
  const [visitors, site, checkbox, heard] = fields;

  const asked = await app.inject({
    method: 'GET',
    url: '/api/v1/registration-form/publisher',
    headers: { host: tenant.host },
  });
  expect(asked.statusCode).toBe(200);
  expect(asked.json().data.fields).toEqual(fields);

  const missing = await signUp(tenant, publisherForm({ [site.id]: 'not a url' }));
  expect(missing.statusCode).toBe(422);
  expect(missing.json().errors).toEqual({
    [`answers.${visitors.id}`]: ['Answer this question'],
    [`answers.${site.id}`]: ['Enter a valid http(s) URL'],
    [`answers.${checkbox.id}`]: ['Tick this box to continue'],
  });
  const offList = await signUp(tenant, publisherForm({ [visitors.id]: 'A billion', [checkbox.id]: '1' }));
  expect(offList.json().errors).toEqual({ [`answers.${visitors.id}`]: ['Choose one of the listed answers'] });
  expect(await handle.db.select().from(partners).where(eq(partners.tenantId, tenant.id))).toEqual([]);

  const accepted = await signUp(
    tenant,
    publisherForm({ [visitors.id]: '10k to 100k', [checkbox.id]: '1', [heard.id]: '=HYPERLINK("x")' }),
  );
  expect(accepted.statusCode).toBe(201);
  const [partner] = await handle.db.select().from(partners).where(eq(partners.tenantId, tenant.id));
  const expected = [
    { fieldId: visitors.id, label: 'Monthly visitors', kind: 'select', value: '10k to 100k' },
    { fieldId: checkbox.id, label: 'I run no incentive traffic', kind: 'checkbox', value: 'Yes' },
    { fieldId: heard.id, label: 'How did you hear of us?', kind: 'text', value: '=HYPERLINK("x")' },
  ];
  expect(partner?.registrationAnswers).toEqual(expected);
  const view = await app.inject({ method: 'GET', url: `/api/v1/publishers/${partner?.id}`, headers });
  expect(view.json().data.registrationAnswers).toEqual(expected);
});
