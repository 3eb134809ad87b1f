import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { insertPasswordReset } from '../../src/modules/auth/reset-repository';
import { EACH_KIND, partnerBody, partnersOf, usersWithEmail } from '../helpers/partners';
import { startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

// The one stubbed dependency: storing the invitation link (the last write of an add).
vi.mock('../../src/modules/auth/reset-repository', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/auth/reset-repository')>();
  return { ...original, insertPasswordReset: vi.fn(original.insertPasswordReset) };
});

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

test.each(EACH_KIND)(
  'POST %s: when the invitation cannot be stored, answers 500 and leaves no account, profile or e-mail',
  async (_path, spec) => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    vi.mocked(insertPasswordReset).mockRejectedValueOnce(new Error('disk full'));
    const body = partnerBody(spec.kind);

    const response = await app.inject({ method: 'POST', url: spec.path, headers, payload: body });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(await usersWithEmail(handle.db, tenant.id, String(body.email))).toEqual([]);
    expect(await partnersOf(handle.db, tenant.id)).toEqual([]);

    // The same add goes through once the store works again, and only then is an e-mail sent.
    expect((await app.inject({ method: 'POST', url: spec.path, headers, payload: body })).statusCode).toBe(
      201,
    );
    await ctx.current.mailsSettled();
    expect(smtp.messages.filter((m) => m.to.includes(String(body.email)))).toHaveLength(1);
  },
);
