import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, seedDemoNetwork } from '../../src/demo/index';
import { eventStoreOn } from '../../src/events/index';
import { duePeriodEnd, tenantTodayOf } from '../../src/modules/invoices/index';
import { authHeaders, seedTenant, type TestTenant } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';

/*
 * `npm run demo` seeds 90 days of traffic through the real engine (src/demo/demo-traffic.ts):
 * the rows it leaves must be the ones the engine, the writer and the intake make, rollups and all.
 */

const ctx = useTestApp();
let tenant: TestTenant;
let seedMs = 0;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await ctx.current.handle.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  const { handle, files } = ctx.current;
  tenant = await seedTenant(handle.db);
  const started = Date.now();
  await seedDemoNetwork(
    { db: handle.db, events: eventStoreOn(handle.db) },
    files,
    pino({ level: 'silent' }),
    tenant,
  );
  seedMs = Date.now() - started;
}, 180_000);

describe('npm run demo: traffic through the click engine', () => {
  test('90 days of clicks with several reasons, valid ones and duplicates', async () => {
    const kinds = await rowsOf<{ kind: string; reason: string | null; n: number; days: number }>(sql`
      select kind, reason, count(*)::int as n,
             count(distinct date_trunc('day', clicked_at))::int as days
      from clicks where tenant_id = ${tenant.id} group by kind, reason`);
    const total = kinds.reduce((sum, row) => sum + row.n, 0);
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(5000);
    const reasons = new Set(kinds.map((row) => row.reason).filter(Boolean));
    expect(reasons.size).toBeGreaterThanOrEqual(3);
    expect(reasons).toContain('bot');
    expect(reasons).toContain('duplicate_click');
    const valid = kinds.find((row) => row.kind === 'valid');
    expect(valid?.days).toBeGreaterThanOrEqual(45);
    const [span] = await rowsOf<{ oldest: Date; newest: Date; duplicates: number }>(sql`
      select min(clicked_at) as oldest, max(clicked_at) as newest,
             count(*) filter (where is_duplicate)::int as duplicates
      from clicks where tenant_id = ${tenant.id}`);
    expect(Date.now() - new Date(span?.oldest ?? 0).getTime()).toBeGreaterThan(80 * 86_400_000);
    expect(new Date(span?.newest ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    console.info(`demo network with traffic seeded in ${seedMs} ms (${total} clicks)`);
  });

  test('the hourly rollups equal the raw rows', async () => {
    const [clicks] = await rowsOf<{ raw: number; rolled: number }>(sql`
      select (select count(*)::int from clicks where tenant_id = ${tenant.id} and not is_test) as raw,
             (select coalesce(sum(gross_clicks), 0)::int from stats_hourly where tenant_id = ${tenant.id}) as rolled`);
    expect(clicks?.raw).toBeGreaterThan(0);
    expect(clicks?.rolled).toBe(clicks?.raw);
    const byStatus = await rowsOf<{ status: string; raw: number; rolled: number }>(sql`
      select s.status,
        (select count(*)::int from conversions c
          where c.tenant_id = ${tenant.id} and not c.is_test and c.status = s.status) as raw,
        (select coalesce(sum(case s.status when 'approved' then approved_conversions
                 when 'pending' then pending_conversions else rejected_conversions end), 0)::int
          from stats_hourly where tenant_id = ${tenant.id}) as rolled
      from (values ('approved'), ('pending'), ('rejected')) as s(status)`);
    for (const row of byStatus) expect(row.rolled, row.status).toBe(row.raw);
  });

  test('banners seen before they were clicked: impressions rolled up, clicks naming the banner, a CTR of a few in a hundred views at most', async () => {
    const [views] = await rowsOf<{ raw: number; rolled: number; banners: number; clicks: number }>(sql`
      select (select count(*)::int from impressions where tenant_id = ${tenant.id}) as raw,
        (select coalesce(sum(impressions), 0)::int from stats_hourly where tenant_id = ${tenant.id}) as rolled,
        (select count(distinct creative_id)::int from impressions where tenant_id = ${tenant.id}) as banners,
        (select count(*)::int from clicks where tenant_id = ${tenant.id} and is_unique
           and creative_id in (select id from creatives where type = 'banner')) as clicks`);
    expect(views?.raw).toBeGreaterThan(1000);
    expect(views?.rolled).toBe(views?.raw);
    expect(views?.banners).toBeGreaterThanOrEqual(2);
    // Some banner clicks are refused (targeting, bots) or repeats: fewer unique clicks than 1 in 20–50 views.
    const ctr = (views?.clicks ?? 0) / (views?.raw ?? 1);
    expect(ctr).toBeGreaterThan(0.002);
    expect(ctr).toBeLessThan(0.05);
    console.info(`demo impressions: ${views?.raw} views, ${views?.clicks} unique banner clicks`);
  });

  test('conversions in each status, rejections with a reason and an audit row by the admin', async () => {
    const statuses = await rowsOf<{ status: string; n: number; reasons: number; approvedAt: number }>(sql`
      select status, count(*)::int as n, count(status_reason)::int as reasons,
        count(approved_at)::int as "approvedAt"
      from conversions where tenant_id = ${tenant.id} group by status`);
    const of = (status: string) => statuses.find((row) => row.status === status);
    for (const status of ['pending', 'approved', 'rejected'])
      expect(of(status)?.n ?? 0, status).toBeGreaterThan(0);
    expect(of('rejected')?.reasons).toBe(of('rejected')?.n);
    // The basis date of billing (docs/money.md): every approved conversion has one, no other.
    expect(statuses.map((row) => [row.status, row.approvedAt === row.n, row.approvedAt === 0])).toEqual(
      expect.arrayContaining([
        ['approved', true, false],
        ['pending', false, true],
        ['rejected', false, true],
      ]),
    );
    const [audit] = await rowsOf<{ n: number; after: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where c.converted_at > k.clicked_at)::int as after
      from conversion_status_changes s
      join conversions c on c.id = s.conversion_id
      join clicks k on k.id = c.click_id
      where s.tenant_id = ${tenant.id}`);
    expect(audit?.n).toBeGreaterThan(0);
    expect(audit?.after).toBe(audit?.n);
  });

  test('publisher postbacks queued deliveries to the made-up postback host', async () => {
    const deliveries = await rowsOf<{ url: string; n: number }>(sql`
      select d.url, count(*)::int as n from postback_deliveries d
      where d.tenant_id = ${tenant.id} group by d.url`);
    expect(deliveries.length).toBeGreaterThan(0);
    for (const row of deliveries) expect(row.url).toMatch(/^https:\/\/postback\.example\.net\/p\d+\?/);
  });

  test('the demo advertiser sees their integration at work: a postback log with refusals, and results', async () => {
    const { app } = ctx.current;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      payload: { email: 'advertiser@demo.test', password: DEMO_PASSWORD },
    });
    const headers = authHeaders(tenant, login.json().data.token);
    const get = async (url: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      return answer.json();
    };
    const log = await get('/advertiser/postback-logs?perPage=100');
    const results = new Set(log.data.map((row: { result: string }) => row.result));
    // What a live integration shows: calls taken, a retry of one, a wrong event, an old token.
    for (const result of ['accepted', 'repeat', 'unknown_event', 'bad_token'])
      expect(results).toContain(result);
    const offerIds = new Set(log.data.map((row: { offer: { id: string } | null }) => row.offer?.id));
    const offers = (await get('/advertiser/offers?perPage=100')).data as { id: string }[];
    const withCalls = offers.filter((offer) => offerIds.has(offer.id));
    expect(withCalls.length).toBeGreaterThan(0);
    const figures = await Promise.all(
      withCalls.map(
        async (offer) => (await get(`/advertiser/offers/${offer.id}/results?tz=UTC`)).data.figures,
      ),
    );
    expect(
      figures.some((f) => f.all.grossClicks > 0 && f.all.approvedConversions + f.all.pendingConversions > 0),
    ).toBe(true);
    const billing = (await get('/advertiser/billing')).data.billing;
    expect(billing).toMatchObject({ legalName: 'Acme Shop Ltd', paymentMethod: { kind: 'wire' } });
  });

  test('the demo writes no row itself: no schema import, no query of its own', async () => {
    const folder = join(import.meta.dirname, '../../src/demo');
    for (const name of (await readdir(folder)).filter((file) => file.endsWith('.ts'))) {
      const source = await readFile(join(folder, name), 'utf8');
      expect(source, name).not.toMatch(/db\/schema|drizzle-orm|\.(insert|update|delete|execute)\(/);
    }
  });

  test('seeding again adds no second two weeks', async () => {
    const { handle, files } = ctx.current;
    const count = async () =>
      (
        await rowsOf<{ n: number }>(sql`select count(*)::int as n from clicks where tenant_id = ${tenant.id}`)
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await seedDemoNetwork(
      { db: handle.db, events: eventStoreOn(handle.db) },
      files,
      pino({ level: 'silent' }),
      tenant,
    );
    expect(await count()).toBe(before);
  }, 60_000);
});

describe('npm run demo: three months of billing through the billing use cases', () => {
  test('invoices in every state on both sides, adjustments, a credit note, a paid batch and an exported one', async () => {
    const invoices = await rowsOf<{ kind: string; status: string; n: number }>(sql`
      select partner_kind as kind, status, count(*)::int as n from invoices
      where tenant_id = ${tenant.id} group by partner_kind, status`);
    const statesOf = (kind: string) =>
      new Set(invoices.filter((row) => row.kind === kind).map((row) => row.status));
    expect([...statesOf('publisher')].sort()).toEqual(expect.arrayContaining(['draft', 'issued', 'paid']));
    expect([...statesOf('advertiser')].sort()).toEqual(
      expect.arrayContaining(['draft', 'issued', 'paid', 'partly_paid', 'void']),
    );
    const [extras] = await rowsOf<{ credit_notes: number; bonuses: number; chargebacks: number }>(sql`
      select (select count(*)::int from invoices where tenant_id = ${tenant.id} and credit_note_number is not null) as credit_notes,
             (select count(*)::int from invoice_lines where tenant_id = ${tenant.id} and adjustment_reason = 'bonus') as bonuses,
             (select count(*)::int from invoice_lines where tenant_id = ${tenant.id} and adjustment_reason = 'chargeback') as chargebacks`);
    expect(extras).toEqual({ credit_notes: 1, bonuses: 1, chargebacks: 1 });
    const batches = await rowsOf<{ status: string; items: number; payments: number }>(sql`
      select b.status, count(i.id)::int as items, count(i.invoice_payment_id)::int as payments
      from payment_batches b join payment_batch_items i on i.batch_id = b.id
      where b.tenant_id = ${tenant.id} group by b.id, b.status order by b.status`);
    expect(batches.map((row) => row.status)).toEqual(expect.arrayContaining(['completed', 'exported']));
    for (const batch of batches) expect(batch.payments).toBe(batch.status === 'completed' ? batch.items : 0);
    const [settings] = await rowsOf<{ hold: number }>(sql`
      select payment_details_hold_days as hold from invoice_settings where tenant_id = ${tenant.id}`);
    expect(settings?.hold).toBe(7);
  });

  test('the demo advertiser is under a round credit limit, near it, with only a warning: no offer paused for it', async () => {
    const [credit] = await rowsOf<{ mode: string; limit: string; state: string; at_limit: string }>(sql`
      select mode, credit_limit::text as limit, state, at_limit from advertiser_credit where tenant_id = ${tenant.id}`);
    expect(credit).toMatchObject({ mode: 'credit_limit', state: 'warning', at_limit: 'warn' });
    // A figure a finance team would set: two significant digits, whole units (1,500.00, not 1,555.08).
    const digits = Number(credit?.limit).toFixed(0).replace(/0+$/, '');
    expect(digits.length).toBeLessThanOrEqual(2);
    const [paused] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from offer_status_changes where tenant_id = ${tenant.id} and cause = 'credit'`);
    expect(paused?.n).toBe(0);
  });

  test('monthly runs from here on, publishers may request a payout, and nothing is due before next month', async () => {
    const schedules = await rowsOf<{
      kind: string;
      schedule: string;
      day: number;
      delayDays: number;
      requests: boolean;
      lastPeriodEnd: string;
    }>(sql`
      select kind, schedule, day, delay_days as "delayDays", payout_requests as requests,
        last_period_end::text as "lastPeriodEnd"
      from invoice_run_schedules where tenant_id = ${tenant.id} order by kind`);
    expect(schedules).toMatchObject([
      { kind: 'advertiser', schedule: 'monthly', day: 1, delayDays: 3, requests: false },
      { kind: 'publisher', schedule: 'monthly', day: 1, delayDays: 3, requests: true },
    ]);
    const today = await tenantTodayOf(ctx.current.handle.db, tenant.id);
    for (const row of schedules) {
      const schedule = { schedule: 'monthly', day: row.day, delayDays: row.delayDays } as const;
      expect(duePeriodEnd(schedule, today)).toBe(row.lastPeriodEnd);
    }
  });
});
