import { expect, test } from 'vitest';
import { seedPartner } from '../helpers/factories';
import { ADVERTISERS, storedPartner } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const rotate = (id: string, headers: Record<string, string>) =>
  ctx.current.app.inject({ method: 'POST', url: `${ADVERTISERS.path}/${id}/conversion-token`, headers });

test('POST /api/v1/advertisers/:id/conversion-token replaces the token with a new one', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
  const neighbour = await seedPartner(handle.db, tenant, { kind: 'advertiser' });

  const first = await rotate(partner.id, headers);
  expect(first.statusCode).toBe(200);
  const token = first.json().data.conversionToken;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(token).not.toBe(partner.conversionToken);
  const second = (await rotate(partner.id, headers)).json().data.conversionToken;
  expect(second).not.toBe(token);

  const fetched = await app.inject({ method: 'GET', url: `${ADVERTISERS.path}/${partner.id}`, headers });
  expect(fetched.json().data.conversionToken).toBe(second);
  // Only this advertiser's token changed.
  expect((await storedPartner(handle.db, neighbour.partner.id))?.partner.conversionToken).toBe(
    neighbour.partner.conversionToken,
  );
});

test('a publisher id answers 404 and the publisher gets no token', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  const response = await rotate(partner.id, headers);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Advertiser not found.' });
  expect((await storedPartner(handle.db, partner.id))?.partner.conversionToken).toBeNull();
});

test('publishers have no conversion-token endpoint', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/publishers/${partner.id}/conversion-token`,
    headers,
  });
  expect(response.statusCode).toBe(404);
});
