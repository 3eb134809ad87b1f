import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { advertiserPostbackLogs, conversions, postbackDeliveries } from '../../src/db/schema/index';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { clickWorld, collectingSink, US_IP } from '../helpers/click-world';
import { seedPublisherPostback } from '../helpers/clicks';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/* "Test conversion": a real test click through the engine, then a real test conversion. */

const HEADLESS_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

const sink = collectingSink();
const ctx = useTestApp({ clicks: { clickSink: sink } });
const db = () => ctx.current.handle.db;

async function testWorld() {
  const world = await clickWorld(db());
  const { headers } = await signedIn(ctx.current.app, db(), world.tenant);
  const run = (offerId: string, payload: Record<string, unknown>) =>
    ctx.current.app.inject({
      method: 'POST',
      url: `/api/v1/offers/${offerId}/test-conversion`,
      remoteAddress: US_IP,
      // An automated browser's agent: the test visitor plays an ordinary one all the same.
      headers: { ...headers, 'user-agent': HEADLESS_CHROME },
      payload,
    });
  return { ...world, headers, run };
}

describe('POST /offers/:id/test-conversion', () => {
  test('stores a test click, converts it as a test and queues the publisher’s postbacks as tests', async () => {
    const w = await testWorld();
    // A minimum time to convert guards against fraud; a staff test converts at once all the same.
    const offer = await w.offer({ minConversionSeconds: 600 });
    await seedPublisherPostback(db(), w.tenant, {
      publisherId: w.publisher.id,
      statuses: ['approved'],
      isActive: true,
    });
    const answer = await w.run(offer.id, { publisherId: w.publisher.id });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    // Run from a headless browser, the click is still an ordinary desktop visitor's.
    expect(data.click).toMatchObject({
      outcome: 'valid',
      reason: null,
      visitor: { ip: US_IP, country: 'US', device: 'desktop', os: 'windows', browser: 'chrome' },
    });
    expect(data.click.landingUrl).toBe(`https://shop.example/?cid=${data.click.id}`);
    // The engine's sink got the click: the writer stores it like any other, flagged test.
    expect(sink.records.find((record) => record.id === data.click.id)).toMatchObject({
      isTest: true,
      kind: 'valid',
      offerId: offer.id,
    });
    expect(data.conversion).toMatchObject({
      result: 'accepted',
      status: 'approved',
      payout: '5.00',
      revenue: '8.00',
      currency: 'USD',
    });
    const [stored] = await db().select().from(conversions).where(eq(conversions.id, data.conversion.id));
    expect(stored).toMatchObject({ isTest: true, channel: 'test', clickId: data.click.id });
    expect(data.postbacks).toHaveLength(1);
    expect(data.postbacks[0].url).toContain(`click=${data.click.id}`);
    const [delivery] = await db()
      .select()
      .from(postbackDeliveries)
      .where(eq(postbackDeliveries.id, data.postbacks[0].id));
    expect(delivery?.isTest).toBe(true);
    // Not an advertiser's call: their postback log stays as it was.
    const logs = await db()
      .select()
      .from(advertiserPostbackLogs)
      .where(and(eq(advertiserPostbackLogs.tenantId, w.tenant.id)));
    expect(logs).toEqual([]);
  });

  test('says which check refused the click, and converts nothing', async () => {
    const w = await testWorld();
    const offer = await w.offer({ status: 'paused' });
    const answer = await w.run(offer.id, { publisherId: w.publisher.id });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      click: { outcome: 'rejected', reason: 'offer_paused', landingUrl: null },
      conversion: null,
      postbacks: [],
    });
  });

  test('answers the intake’s reason for an event the offer does not have', async () => {
    const w = await testWorld();
    const offer = await w.offer();
    const answer = await w.run(offer.id, { publisherId: w.publisher.id, eventKey: 'upsell' });
    expect(answer.json().data.conversion).toMatchObject({ result: 'unknown_event', id: null });
  });

  test('refuses bad input, another network’s offer and its publishers', async () => {
    const w = await testWorld();
    const other = await clickWorld(db());
    const offer = await w.offer();
    const theirs = await other.offer();
    const bad = await w.run(offer.id, { publisherId: 'nope', amount: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['publisherId', 'amount']));
    expect((await w.run(theirs.id, { publisherId: w.publisher.id })).statusCode).toBe(404);
    const foreign = await w.run(offer.id, { publisherId: other.publisher.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ publisherId: ['Choose a publisher of this network'] });
  });

  test('is for staff who may edit offers', async () => {
    const w = await clickWorld(db());
    const offer = await w.offer();
    const { statuses } = await statusesByCaller(ctx.current.app, db(), w.tenant, {
      permission: 'offers.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `/api/v1/offers/${offer.id}/test-conversion`,
        payload: { publisherId: w.publisher.id },
      }),
    });
    expect(statuses).toEqual(STAFF_ONLY(200));
  });
});
