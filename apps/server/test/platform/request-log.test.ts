import { expect, test } from 'vitest';
import { seedTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

const lines: string[] = [];
const ctx = useTestApp({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });

test('reset and invitation tokens in page and API URLs never reach the access log', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const token = 'Zq3-reset-token-value-that-must-not-be-logged';
  for (const url of [
    `/auth/reset-password?token=${token}`,
    `/auth/reset-password?lang=en&token=${token}`,
    `/api/v1/app?token=${token}`,
  ]) {
    await app.inject({ method: 'GET', url, headers: { host: tenant.host } });
  }
  const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
  expect(requestLines.map((entry) => entry.req.url)).toEqual([
    '/auth/reset-password?token=[redacted]',
    '/auth/reset-password?lang=en&token=[redacted]',
    '/api/v1/app?token=[redacted]',
  ]);
  expect(lines.join('\n')).not.toContain(token);
});
