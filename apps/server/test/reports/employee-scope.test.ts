import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { partners } from '../../src/db/schema/index';
import { listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { recentRange, reportWorld } from './report-world';

/*
 * An employee whose role's data scope is "managed" (docs/team.md) reads the reports, their
 * exports and the dashboard of their own partners' traffic only; one whose scope is "all" reads
 * the network's, as the admin does.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

async function scopedTraffic() {
  const { app } = ctx.current;
  const w = await reportWorld({ app, db, baseUrl });
  const managed = await signedIn(app, db, w.tenant, {
    role: 'employee',
    permissions: ['reports.read'],
    dataScope: 'managed',
  });
  const everyone = await signedIn(app, db, w.tenant, {
    role: 'employee',
    permissions: ['reports.read'],
    dataScope: 'all',
  });
  await db
    .update(partners)
    .set({ accountManagerId: managed.user.id })
    .where(eq(partners.id, w.publisherA.partner.id));
  const mine = [w.click(w.usd.offer, w.publisherA, { sub1: 'mine' }), w.click(w.usd.offer, w.publisherA)];
  const theirs = [w.click(w.usd.offer, w.publisherB, { sub1: 'theirs' })];
  await w.writeClicks([...mine, ...theirs]);
  await w.convert(mine[0]?.id ?? '', { txn_id: 'M1' });
  await w.convert(theirs[0]?.id ?? '', { txn_id: 'T1' });
  const get = (headers: Record<string, string>, path: string, query: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/v1${path}?${new URLSearchParams({ ...recentRange(), ...query })}`,
      headers,
    });
  return { w, managed, everyone, get };
}

test('the performance report and its export count only the managed partners’ traffic', async () => {
  const { w, managed, everyone, get } = await scopedTraffic();
  const grouped = { groupBy: 'publisher' };
  const own = await get(managed.headers, '/reports/performance', grouped);
  expect(own.statusCode, own.body).toBe(200);
  const ownRows = own.json().data;
  expect(ownRows).toHaveLength(1);
  expect(JSON.stringify(ownRows)).toContain(w.publisherA.partner.id);
  expect(JSON.stringify(own.json())).not.toContain(w.publisherB.partner.id);
  const all = await get(everyone.headers, '/reports/performance', grouped);
  expect(all.json().data).toHaveLength(2);

  const csv = await get(managed.headers, '/reports/performance/export', grouped);
  expect(csv.statusCode).toBe(200);
  expect(csv.body).not.toContain(w.publisherB.partner.company);
});

test('the conversion and click reports and their exports show only the managed partners’ rows', async () => {
  const { w, managed, everyone, get } = await scopedTraffic();
  const conversions = (await get(managed.headers, '/reports/conversions')).json();
  expect(conversions.meta.total).toBe(1);
  expect(conversions.data[0].publisher.id).toBe(w.publisherA.partner.id);
  expect((await get(everyone.headers, '/reports/conversions')).json().meta.total).toBe(2);

  const clicks = (await get(managed.headers, '/reports/clicks')).json();
  expect(clicks.meta.total).toBe(2);
  expect(
    clicks.data.every((row: { publisher: { id: string } }) => row.publisher.id === w.publisherA.partner.id),
  ).toBe(true);
  expect((await get(everyone.headers, '/reports/clicks')).json().meta.total).toBe(3);

  for (const path of ['/reports/conversions/export', '/reports/clicks/export']) {
    const csv = await get(managed.headers, path);
    expect(csv.statusCode, path).toBe(200);
    expect(csv.body, path).not.toContain('theirs');
    expect(csv.body, path).not.toContain(w.publisherB.partner.company);
  }
});

test('the dashboard of a managed employee sums their partners’ traffic only', async () => {
  const { managed, everyone, get } = await scopedTraffic();
  const clicksOf = (body: unknown) => JSON.stringify(body);
  const own = await get(managed.headers, '/dashboard');
  const all = await get(everyone.headers, '/dashboard');
  expect(own.statusCode, own.body).toBe(200);
  expect(clicksOf(own.json())).not.toEqual(clicksOf(all.json()));
  expect(JSON.stringify(own.json())).not.toContain('theirs');
});
