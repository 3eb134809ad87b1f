import { SETTING_AREAS } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { settingChanges } from '../../src/db/schema/index';
import { diffSettings, recordSettingChange } from '../../src/modules/settings-history/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant } from '../helpers/factories';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const historyOf = (area: string) => `/api/v1/settings/history/${area}`;

test('who may read a settings page history', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const result = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.read',
    expected: STAFF_ONLY(200),
    request: async () => ({ method: 'GET', url: historyOf('company') }),
    snapshot: () => handle.db.select().from(settingChanges),
  });
  expect(result.statuses).toEqual(STAFF_ONLY(200));
});

test('a recorded change is listed newest first with who made it; secrets show as changed only', async () => {
  const { app, handle } = ctx.current;
  const { tenant, user, headers } = await adminOfNewTenant(app, handle.db);
  await recordSettingChange(handle.db, {
    tenantId: tenant.id,
    actorUserId: user.id,
    area: 'smtp',
    summary: 'Updated the SMTP server',
    changes: diffSettings({ host: 'old.example', password: 'a' }, { host: 'mail.example', password: 'b' }, [
      'password',
    ]),
  });
  await recordSettingChange(handle.db, {
    tenantId: tenant.id,
    actorUserId: null,
    area: 'smtp',
    summary: 'Changed the port',
    changes: diffSettings({ port: 25 }, { port: 587 }),
  });
  const response = await app.inject({ method: 'GET', url: historyOf('smtp'), headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.meta).toEqual({ page: 1, perPage: 25, total: 2 });
  const [newest, oldest] = body.data;
  expect(newest).toMatchObject({ summary: 'Changed the port', actor: null });
  expect(newest.changes).toEqual([{ field: 'port', before: '25', after: '587', secret: false }]);
  expect(oldest.actor).toEqual({ id: user.id, name: user.name, email: user.email });
  expect(oldest.changes).toEqual([
    { field: 'host', before: 'old.example', after: 'mail.example', secret: false },
    { field: 'password', before: null, after: null, secret: true },
  ]);
  expect(JSON.stringify(body)).not.toContain('"b"');
});

test('another network sees none of the history, and a save that changed nothing records nothing', async () => {
  const { app, handle } = ctx.current;
  const first = await adminOfNewTenant(app, handle.db);
  const second = await adminOfNewTenant(app, handle.db);
  await recordSettingChange(handle.db, {
    tenantId: first.tenant.id,
    actorUserId: first.user.id,
    area: 'company',
    summary: 'Updated the company details',
    changes: diffSettings({ legalName: 'A' }, { legalName: 'B' }),
  });
  await recordSettingChange(handle.db, {
    tenantId: first.tenant.id,
    actorUserId: first.user.id,
    area: 'company',
    summary: 'Saved without changes',
    changes: diffSettings({ legalName: 'B' }, { legalName: 'B' }),
  });
  const own = await app.inject({ method: 'GET', url: historyOf('company'), headers: first.headers });
  expect(own.json().meta.total).toBe(1);
  const other = await app.inject({ method: 'GET', url: historyOf('company'), headers: second.headers });
  expect(other.json()).toEqual({ data: [], meta: { page: 1, perPage: 25, total: 0 } });
});

test('an unknown settings area is a 422 on the area', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({ method: 'GET', url: historyOf('nonsense'), headers });
  expect(response.statusCode).toBe(422);
  expect(JSON.stringify(response.json())).toContain('area');
});

test('every settings page answers its history, whatever routes its own area has', async () => {
  const { app, handle } = ctx.current;
  const { tenant, user, headers } = await adminOfNewTenant(app, handle.db);
  for (const area of SETTING_AREAS) {
    await recordSettingChange(handle.db, {
      tenantId: tenant.id,
      actorUserId: user.id,
      area,
      summary: `Changed ${area}`,
      changes: diffSettings({ value: 'a' }, { value: 'b' }),
    });
  }
  for (const area of SETTING_AREAS) {
    // registration-form has `/settings/registration-form/:audience`, which once took "history".
    const response = await app.inject({ method: 'GET', url: historyOf(area), headers });
    expect(response.statusCode, area).toBe(200);
    expect(response.json().data.map((change: { summary: string }) => change.summary)).toEqual([
      `Changed ${area}`,
    ]);
  }
});
