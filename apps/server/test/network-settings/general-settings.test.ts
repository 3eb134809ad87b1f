import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { settingChanges, tenants } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant } from '../helpers/factories';
import { type FormInput, multipartPayload } from '../helpers/form-data';
import { colourPng, zipArchive } from '../helpers/made-images';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const PATH = '/api/v1/settings/general';

const validBody = (overrides: FormInput = {}): FormInput => ({
  name: 'Orbit Media',
  brandColor: '#1C7ED6',
  defaultCurrency: 'eur',
  timezone: 'Europe/Berlin',
  supportEmail: 'Help@Orbit.example',
  ...overrides,
});

async function save(headers: Record<string, string>, body: FormInput) {
  const { payload, contentType } = await multipartPayload(body);
  return ctx.current.app.inject({
    method: 'PUT',
    url: PATH,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

test('who may read and save the general settings', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const snapshot = () => handle.db.select().from(tenants).where(eq(tenants.id, tenant.id));
  const reads = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: PATH }),
  });
  expect(reads.statuses).toEqual(STAFF_ONLY(200));
  const writes = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.write',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'PUT', url: PATH, payload: validBody() }),
    snapshot,
  });
  expect(writes.statuses).toEqual(STAFF_ONLY(200));
  expect(writes.afterRefused).toEqual(writes.before);
});

test('a save answers in GET /app at once, and is recorded in the history', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  // Read once first, so the tenant resolver has the old values cached.
  const first = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
  expect(first.json().data.name).toBe(tenant.name);

  const response = await save(headers, validBody());
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual({
    name: 'Orbit Media',
    logo: null,
    favicon: null,
    brandColor: '#1c7ed6',
    defaultCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    supportEmail: 'help@orbit.example',
  });
  const config = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
  expect(config.json().data).toMatchObject({
    name: 'Orbit Media',
    brandColor: '#1c7ed6',
    defaultCurrency: 'EUR',
    timezone: 'Europe/Berlin',
    supportEmail: 'help@orbit.example',
  });

  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/general', headers });
  const [change] = history.json().data;
  expect(change.summary).toBe('Updated the general settings');
  expect(change.changes).toContainEqual({
    field: 'name',
    before: tenant.name,
    after: 'Orbit Media',
    secret: false,
  });
  // Saving the same values again records nothing.
  await save(headers, validBody());
  const again = await app.inject({ method: 'GET', url: '/api/v1/settings/history/general', headers });
  expect(again.json().meta.total).toBe(1);
});

test('the logo and favicon are checked images, served to GET /app; replacing one deletes the old file', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const image = async () => new Blob([await colourPng()], { type: 'image/png' });
  const saved = await save(headers, validBody({ logo: await image(), favicon: await image() }));
  expect(saved.statusCode).toBe(200);
  const { logo, favicon } = saved.json().data;
  expect(logo).toMatch(/^\/api\/v1\/files\//);
  expect(favicon).toMatch(/^\/api\/v1\/files\//);
  const served = await app.inject({ method: 'GET', url: logo, headers: { host: tenant.host } });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  const config = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
  expect(config.json().data).toMatchObject({ logo, favicon });

  const replaced = await save(headers, validBody({ logo: await image(), removeFavicon: true }));
  expect(replaced.json().data.logo).not.toBe(logo);
  expect(replaced.json().data.favicon).toBeNull();
  const gone = await app.inject({ method: 'GET', url: logo, headers: { host: tenant.host } });
  expect(gone.statusCode).toBe(404);
});

test('bad input is a 422 with field errors and changes nothing; a file that is no image is refused', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const response = await save(headers, {
    name: ' ',
    brandColor: 'blue',
    // ISO 4217's "no currency" code: a real code, and one a network cannot bill in.
    defaultCurrency: 'XXX',
    timezone: 'Mars/Olympus',
    supportEmail: 'nope',
  });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual(
    ['brandColor', 'defaultCurrency', 'name', 'supportEmail', 'timezone'].sort(),
  );
  const notImage = await save(headers, validBody({ logo: new Blob([zipArchive()]) }));
  expect(notImage.statusCode).toBe(422);
  expect(notImage.json().errors.logo).toBeDefined();
  const [stored] = await handle.db.select().from(tenants).where(eq(tenants.id, tenant.id));
  expect(stored?.name).toBe(tenant.name);
  expect(await handle.db.select().from(settingChanges).where(eq(settingChanges.tenantId, tenant.id))).toEqual(
    [],
  );
});

test("another network's admin sees and changes only their own network", async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  await save(second.headers, validBody({ name: 'Second network' }));
  const own = await app.inject({ method: 'GET', url: PATH, headers: first.headers });
  expect(own.json().data.name).toBe(first.tenant.name);
  const [stored] = await handle.db.select().from(tenants).where(eq(tenants.id, first.tenant.id));
  expect(stored?.name).toBe(first.tenant.name);
});
