import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { startTestApp, type TestContext } from '../helpers/test-app';
import { bodyOf, conversionWorld } from './conversion-world';

/*
 * Storage down: the database handle is really closed (no mock), so every query fails as a lost
 * connection would. Nothing can be stored, so nothing may be answered 200.
 */

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await startTestApp();
  baseUrl = await listenOnLoopback(ctx.app);
});

afterAll(async () => {
  await ctx.app.close();
  rmSync(ctx.uploadsDir, { recursive: true, force: true });
});

test('a postback answers 503 with Retry-After, a pixel still its GIF, once the database is gone', async () => {
  const w = await conversionWorld(ctx.handle.db, baseUrl);
  expect((await w.postback({ txn_id: 'before' })).status).toBe(200);
  await ctx.handle.close();
  const answer = await w.postback({ txn_id: 'after' });
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('30');
  expect(bodyOf(answer)).toEqual({ status: 'unavailable', reason: 'unavailable' });
  const pixel = await httpRequest(baseUrl, {
    path: `/pixel?click_id=${w.click.id}&txn_id=pixel`,
    headers: { host: w.tenant.trackingHost },
  });
  expect(pixel.status).toBe(200);
  expect(pixel.headers['content-type']).toBe('image/gif');
});
