import type { AccountStatus } from '@affnet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../src/db/schema/index';
import {
  authHeaders,
  loginAs,
  seedPartner,
  type TestPartner,
  type TestTenant,
  uniqueClientIp,
} from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { EACH_KIND, type KindSpec, storedPartner } from '../helpers/partners';
import { startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const LOGIN_REFUSED = {
  pending: 'Your account is pending approval. We will e-mail you once it is approved.',
  rejected: 'Your application was not approved. Contact support if you think this is a mistake.',
  blocked: 'Your account is blocked. Contact support.',
};

function changeStatus(spec: KindSpec, headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.current.app.inject({ method: 'POST', url: `${spec.path}/status`, headers, payload });
}

function login(tenant: TestTenant, seeded: TestPartner) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host },
    remoteAddress: uniqueClientIp(),
    payload: { email: seeded.user.email, password: seeded.user.password },
  });
}

const statusOf = async (seeded: TestPartner) =>
  (await storedPartner(ctx.current.handle.db, seeded.partner.id))?.status;

describe.each(EACH_KIND)('POST %s/status', (_path, spec) => {
  test('approve: a pending partner becomes active, gets the approval e-mail and can sign in', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const pending = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    expect((await login(tenant, pending)).json().message).toBe(LOGIN_REFUSED.pending);

    const response = await changeStatus(spec, headers, { ids: [pending.partner.id], action: 'approve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(pending)).toBe('active');

    const mail = await smtp.waitForMail(pending.user.email);
    expect(mail.raw).toContain(`Your ${tenant.name} account is approved`);
    expect(mail.raw).toContain(`http://${tenant.host}/auth/login`);
    expect((await login(tenant, pending)).statusCode).toBe(200);
  });

  test('reject: a pending partner becomes rejected, the reason is stored, sign-in says so', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const pending = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    const response = await changeStatus(spec, headers, {
      ids: [pending.partner.id],
      action: 'reject',
      reason: 'Website under construction',
    });
    expect(response.json()).toEqual({ data: { updated: 1 } });
    const fetched = await app.inject({ method: 'GET', url: `${spec.path}/${pending.partner.id}`, headers });
    expect(fetched.json().data).toMatchObject({
      status: 'rejected',
      statusReason: 'Website under construction',
    });
    const refused = await login(tenant, pending);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LOGIN_REFUSED.rejected);
  });

  test('block: an active partner is signed out at once and cannot sign in; unblock lets them back', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const active = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const partnerHeaders = authHeaders(tenant, await loginAs(app, tenant, active.user));
    const me = () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: partnerHeaders });
    expect((await me()).statusCode).toBe(200);

    const blocked = await changeStatus(spec, headers, {
      ids: [active.partner.id],
      action: 'block',
      reason: 'Fraudulent traffic',
    });
    expect(blocked.json()).toEqual({ data: { updated: 1 } });
    expect((await storedPartner(handle.db, active.partner.id))?.partner.statusReason).toBe(
      'Fraudulent traffic',
    );
    expect((await me()).statusCode).toBe(401);
    const live = await handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, active.user.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const refused = await login(tenant, active);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(LOGIN_REFUSED.blocked);

    const unblocked = await changeStatus(spec, headers, { ids: [active.partner.id], action: 'unblock' });
    expect(unblocked.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(active)).toBe('active');
    expect((await me()).statusCode).toBe(401);
    expect((await login(tenant, active)).statusCode).toBe(200);
  });

  const TRANSITIONS: Array<[string, Record<AccountStatus, AccountStatus>]> = [
    ['approve', { pending: 'active', active: 'active', rejected: 'active', blocked: 'blocked' }],
    ['reject', { pending: 'rejected', active: 'active', rejected: 'rejected', blocked: 'blocked' }],
    ['block', { pending: 'blocked', active: 'blocked', rejected: 'blocked', blocked: 'blocked' }],
    ['unblock', { pending: 'pending', active: 'active', rejected: 'rejected', blocked: 'active' }],
  ];

  test.each(TRANSITIONS)(
    '%s skips partners it does not apply to; updated counts only the changed',
    async (action, expected) => {
      const { handle } = ctx.current;
      const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
      const statuses = ['pending', 'active', 'rejected', 'blocked'] as const;
      const seeded = {} as Record<AccountStatus, TestPartner>;
      for (const status of statuses) {
        seeded[status] = await seedPartner(handle.db, tenant, {
          kind: spec.kind,
          status,
          statusReason: 'Earlier',
        });
      }
      const response = await changeStatus(spec, headers, {
        ids: statuses.map((status) => seeded[status].partner.id),
        action,
        reason: 'Batch decision',
      });
      expect(response.statusCode).toBe(200);

      const changed = statuses.filter((status) => expected[status] !== status);
      // block from blocked and approve from active are no-ops too: only a real change counts.
      expect(response.json()).toEqual({ data: { updated: changed.length } });
      for (const status of statuses) {
        const row = await storedPartner(handle.db, seeded[status].partner.id);
        const reason = changed.includes(status) ? 'Batch decision' : 'Earlier';
        expect({ from: status, to: row?.status, reason: row?.partner.statusReason }).toEqual({
          from: status,
          to: expected[status],
          reason,
        });
      }
    },
  );

  test('approval e-mails go only to the partners that were approved', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const pending = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    const active = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const blocked = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'blocked' });
    const ids = [pending, active, blocked].map((seeded) => seeded.partner.id);
    expect((await changeStatus(spec, headers, { ids, action: 'approve' })).json().data.updated).toBe(1);
    await ctx.current.mailsSettled();
    expect(smtp.messages.filter((mail) => mail.to.includes(pending.user.email))).toHaveLength(1);
    const others = [active.user.email, blocked.user.email];
    expect(smtp.messages.filter((mail) => mail.to.some((to) => others.includes(to)))).toEqual([]);
  });

  test('empty ids and an unknown action are 422; a repeated id counts once', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const empty = await changeStatus(spec, headers, { ids: [], action: 'block' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ ids: ['Choose 1 to 500 partners'] });
    expect(Object.keys((await changeStatus(spec, headers, { action: 'block' })).json().errors)).toEqual([
      'ids',
    ]);
    const pending = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    const unknown = await changeStatus(spec, headers, { ids: [pending.partner.id], action: 'delete' });
    expect(Object.keys(unknown.json().errors)).toEqual(['action']);
    const notUuid = await changeStatus(spec, headers, { ids: ['42'], action: 'block' });
    expect(Object.keys(notUuid.json().errors)).toEqual(['ids.0']);

    const id = pending.partner.id;
    const twice = await changeStatus(spec, headers, { ids: [id, id], action: 'approve' });
    expect(twice.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(pending)).toBe('active');
  });

  test('accepts multipart form data with ids[] (spec §5)', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const first = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const second = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const { payload, contentType } = await multipartPayload({
      ids: [first.partner.id, second.partner.id],
      action: 'block',
      reason: '',
    });
    const response = await app.inject({
      method: 'POST',
      url: `${spec.path}/status`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.json()).toEqual({ data: { updated: 2 } });
    expect([await statusOf(first), await statusOf(second)]).toEqual(['blocked', 'blocked']);
  });
});
