import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { storeImage } from '../../src/modules/files/index';
import { seedTenant, type TestTenant } from '../helpers/factories';
import { FIXTURE_FILES, type FixtureName, fixtureBytes, storedFixtureBytes } from '../helpers/fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** A file stored the way uploads are, its declared type a lie: only the bytes decide. */
async function stored(
  tenant: TestTenant,
  fixture: FixtureName,
  filename: string = FIXTURE_FILES[fixture].name,
) {
  const { handle, files } = ctx.current;
  const file = { filename, mimetype: 'text/html', data: fixtureBytes(fixture) };
  const upload = { tenantId: tenant.id, userId: null, purpose: 'creative' as const, field: 'file', file };
  return (await storeImage(handle.db, files, upload)).record;
}

const get = (tenant: TestTenant, url: string) =>
  ctx.current.app.inject({ method: 'GET', url, headers: { host: tenant.host } });

describe('GET /api/v1/files/:id', () => {
  test('serves the bytes with the type read from them, never sniffed, never scripted', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const record = await stored(tenant, 'banner');
    const response = await get(tenant, `/api/v1/files/${record.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(await storedFixtureBytes('banner'))).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe('inline; filename="banner-300x250.png"');
    // The one /api/ answer that may be cached: a file's bytes never change under its id.
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  test('?download=1 saves it under a cleaned name', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const record = await stored(tenant, 'thumbnail', '"quoted"<name>.jpg');
    const response = await get(tenant, `/api/v1/files/${record.id}?download=1`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBe('attachment; filename="_quoted_name_.jpg"');
  });

  test("another network's file, an unknown id and bytes gone missing are 404", async () => {
    const { handle, files } = ctx.current;
    const owner = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const record = await stored(owner, 'gif');
    expect((await get(other, `/api/v1/files/${record.id}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/v1/files/${randomUUID()}`)).statusCode).toBe(404);
    await files.remove(record.storageKey);
    expect((await get(owner, `/api/v1/files/${record.id}`)).statusCode).toBe(404);
  });

  test('a bad id is refused before any lookup', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    expect((await get(tenant, '/api/v1/files/not-a-uuid')).statusCode).toBe(422);
    expect((await get(tenant, `/api/v1/files/${randomUUID()}?download=yes`)).statusCode).toBe(422);
  });
});
