import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { statsHourly } from '../../src/db/schema/events';
import { conversionStatusChanges, tenants } from '../../src/db/schema/index';
import { seedClick } from '../helpers/clicks';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, type ConversionWorld, conversionWorld, type WorldOptions } from './conversion-world';

/*
 * What a browser may do (docs/tracking.md "What a browser may do"): the pixel, the iframe and the
 * JS tag hold no secret, so whoever holds a click id can call them with anything. They never set
 * the status, their amount counts only up to the offer's limit, a click converts through them
 * once per event, an offer (or its network) decides whether they count at all, and the
 * advertiser's server postback wins over whatever they recorded.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const BROWSERS_TAKEN = { conversionIntake: 'server_and_browser' as const };

const world = (options: WorldOptions = {}) =>
  conversionWorld(
    { app: ctx.current.app, db, baseUrl },
    { ...options, offer: { ...BROWSERS_TAKEN, ...options.offer } },
  );

/** The log's channel and result pairs, in a fixed order (an accepted call's row is stamped with its transaction's start). */
const resultsOf = async (w: ConversionWorld) =>
  (await w.logsOf()).map((log) => `${log.channel} ${log.result}`).sort();

/** The offer's conversion figures in the rollups (all hours). */
async function rolledUp(w: ConversionWorld) {
  const [row] = await db
    .select({
      approved: sql<number>`coalesce(sum(${statsHourly.approvedConversions}), 0)::int`,
      pending: sql<number>`coalesce(sum(${statsHourly.pendingConversions}), 0)::int`,
      approvedPayout: sql<string>`coalesce(sum(${statsHourly.approvedPayout}), 0)::numeric(14, 2)::text`,
      approvedSale: sql<string>`coalesce(sum(${statsHourly.approvedSale}), 0)::numeric(14, 2)::text`,
      pendingSale: sql<string>`coalesce(sum(${statsHourly.pendingSale}), 0)::numeric(14, 2)::text`,
    })
    .from(statsHourly)
    .where(and(eq(statsHourly.tenantId, w.tenant.id), eq(statsHourly.offerId, w.offer.id)));
  return row;
}

describe('a browser cannot mint money', () => {
  test('four pixels with a huge amount, status approved and new txn ids make one pending conversion paying the CPA only', async () => {
    const w = await world({
      offer: {
        defaultConversionStatus: 'pending',
        events: [
          {
            key: 'conversion',
            isBase: true,
            payoutType: 'cpa_cps',
            payoutAmount: '2.00',
            payoutPercent: '20',
          },
        ],
      },
    });
    for (const txn of ['x1', 'x2', 'x3', 'x4']) {
      const answer = await w.browserCall({ amount: '9999999999.99', status: 'approved', txn_id: txn });
      expect(answer.status).toBe(200);
    }
    const rows = await w.conversionsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      saleAmount: null,
      payout: '2.00',
      txnId: 'x1',
      channel: 'pixel',
    });
    expect(await resultsOf(w)).toEqual([
      'pixel accepted',
      'pixel duplicate',
      'pixel duplicate',
      'pixel duplicate',
    ]);
  });

  test('a sale amount counts up to the offer’s browser limit; above it the call is refused', async () => {
    const w = await world({
      offer: {
        browserSaleAmountMax: '100.00',
        events: [{ key: 'conversion', isBase: true, payoutType: 'cps', payoutPercent: '10' }],
      },
    });
    await w.browserCall({ amount: '100.01', txn_id: 'too-big' });
    expect(await w.conversionsOf()).toEqual([]);
    await w.browserCall({ amount: '80.00', txn_id: 'fine' });
    expect(await w.conversionsOf()).toEqual([
      expect.objectContaining({ saleAmount: '80.00', payout: '8.00', channel: 'pixel' }),
    ]);
    expect(await resultsOf(w)).toEqual(['pixel accepted', 'pixel amount_over_limit']);
  });

  test('an event allowing duplicates takes a few browser conversions per click, and the same txn id once', async () => {
    const w = await world({
      offer: {
        events: [
          { key: 'conversion', isBase: true },
          { key: 'rebill', allowDuplicates: true },
        ],
      },
    });
    expect((await w.browserCall({ event: 'rebill', txn_id: 'R-1' })).status).toBe(200);
    await w.browserCall({ event: 'rebill', txn_id: 'R-1' });
    for (let i = 2; i <= 8; i++) await w.browserCall({ event: 'rebill', txn_id: `R-${i}` });
    expect((await w.conversionsOf()).map((row) => row.txnId).sort()).toEqual([
      'R-1',
      'R-2',
      'R-3',
      'R-4',
      'R-5',
    ]);
    const results = (await w.logsOf()).map((log) => log.result);
    expect(results.filter((result) => result === 'repeat')).toHaveLength(1);
    expect(results.filter((result) => result === 'duplicate')).toHaveLength(3);
  });
});

describe('which channels an offer takes', () => {
  test('a network that takes server postbacks only refuses pixels on offers that follow it', async () => {
    const w = await world({ offer: { conversionIntake: null } });
    await w.browserCall({ txn_id: 'P-1' });
    await w.browserCall({ txn_id: 'P-2' }, 'iframe');
    expect(await w.conversionsOf()).toEqual([]);
    expect(await resultsOf(w)).toEqual(['iframe browser_not_accepted', 'pixel browser_not_accepted']);
    expect((await w.postback({ txn_id: 'S-1' })).status).toBe(200);
  });

  test('an offer’s own choice wins over the network’s default, both ways', async () => {
    const taking = await world({ offer: { conversionIntake: 'server_and_browser' } });
    await taking.browserCall();
    expect(await taking.conversionsOf()).toHaveLength(1);
    const refusing = await world({ offer: { conversionIntake: 'server_only' } });
    await db
      .update(tenants)
      .set({ conversionIntake: 'server_and_browser' })
      .where(eq(tenants.id, refusing.tenant.id));
    await refusing.syncState();
    await refusing.browserCall();
    expect(await refusing.conversionsOf()).toEqual([]);
    expect(await resultsOf(refusing)).toEqual(['pixel browser_not_accepted']);
  });
});

describe('the advertiser’s server postback wins', () => {
  test('a pixel cannot void another publisher’s conversion: the postback confirms the browser’s row', async () => {
    const w = await world({ offer: { defaultConversionStatus: 'pending' } });
    // Someone else's click id, with status=rejected: the status is not the browser's to choose.
    await w.browserCall({ status: 'rejected', txn_id: 'FAKE', amount: '1.00' });
    const [browserRow] = await w.conversionsOf();
    expect(browserRow).toMatchObject({ status: 'pending', channel: 'pixel', saleAmount: null });
    expect(await rolledUp(w)).toMatchObject({ approved: 0, pending: 1 });

    const answer = await w.postback({ txn_id: 'ORDER-9', amount: '49.90', status: 'approved' });
    expect(answer.status).toBe(200);
    expect(bodyOf(answer)).toEqual({ status: 'ok', conversionId: browserRow?.id });
    const rows = await w.conversionsOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: browserRow?.id,
      status: 'approved',
      channel: 'postback',
      txnId: 'ORDER-9',
      saleAmount: '49.90',
      payout: '5.00',
    });
    expect(await rolledUp(w)).toMatchObject({
      approved: 1,
      pending: 0,
      approvedPayout: '5.00',
      approvedSale: '49.90',
    });
    const changes = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.conversionId, browserRow?.id ?? ''));
    expect(changes).toEqual([
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'approved', changedBy: null }),
    ]);
    // The same postback again is an exact repeat of the conversion it confirmed.
    expect(bodyOf(await w.postback({ txn_id: 'ORDER-9', amount: '49.90', status: 'approved' }))).toEqual({
      status: 'ok',
      conversionId: browserRow?.id,
    });
  });

  test('after the postback, a pixel for the same click and event adds nothing', async () => {
    const w = await world();
    expect((await w.postback({ txn_id: 'ORDER-1' })).status).toBe(200);
    await w.browserCall({ txn_id: 'ORDER-2' });
    expect(await w.conversionsOf()).toEqual([
      expect.objectContaining({ channel: 'postback', txnId: 'ORDER-1' }),
    ]);
    expect(await resultsOf(w)).toEqual(['pixel duplicate', 'postback accepted']);
  });

  test('pixels and postbacks arriving together leave one conversion per click, set by the postback', async () => {
    const w = await world();
    const clicks = await Promise.all(
      Array.from({ length: 8 }, () => seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher })),
    );
    await Promise.all(
      clicks.flatMap((click) => [
        w.browserCall({ click_id: click.id, txn_id: `B-${click.id}` }),
        w.postback({ click_id: click.id, txn_id: `S-${click.id}`, amount: '10.00' }),
        w.browserCall({ click_id: click.id, txn_id: `B2-${click.id}` }, 'iframe'),
      ]),
    );
    const rows = (await w.conversionsOf()).filter((row) => row.clickId !== w.click.id);
    expect(rows).toHaveLength(clicks.length);
    for (const row of rows) expect(row).toMatchObject({ channel: 'postback', saleAmount: '10.00' });
    expect(await rolledUp(w)).toMatchObject({ approved: clicks.length, approvedSale: '80.00' });
  });
});
