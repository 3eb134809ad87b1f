import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversions, exchangeRates, tenants } from '../../src/db/schema/index';
import { attributionsFromDatabase } from '../../src/tracking/index';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { conversionWorld } from './conversion-world';

/*
 * Each conversion stores the exchange rate in force when it was recorded (docs/money.md
 * "Currency"), from the click engine's memory, which a new or changed rate reaches through the
 * change feed. A rate changed later leaves what was stored alone.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const euroWorld = () =>
  conversionWorld({ app: ctx.current.app, db, baseUrl }, { offer: { currency: 'EUR' } });

async function snapshotOf(tenantId: string, txnId: string) {
  const [row] = await db
    .select({ fxBase: conversions.fxBase, fxRate: conversions.fxRate, currency: conversions.currency })
    .from(conversions)
    .where(and(eq(conversions.tenantId, tenantId), eq(conversions.txnId, txnId)));
  return row;
}

const setRate = (tenantId: string, effectiveFrom: string, rate: string) =>
  db
    .insert(exchangeRates)
    .values({ tenantId, currency: 'EUR', effectiveFrom, rate })
    .onConflictDoUpdate({
      target: [exchangeRates.tenantId, exchangeRates.currency, exchangeRates.effectiveFrom],
      set: { rate },
    });

describe('the FX snapshot of a conversion', () => {
  test('no rate yet: null against the default currency; a rate entered since is taken, and later changes leave it', async () => {
    const w = await euroWorld();
    expect((await w.postback({ txn_id: 'BEFORE-ANY-RATE' })).status).toBe(200);
    expect(await snapshotOf(w.tenant.id, 'BEFORE-ANY-RATE')).toEqual({
      fxBase: 'USD',
      fxRate: null,
      currency: 'EUR',
    });

    await setRate(w.tenant.id, '2020-01-01', '1.1');
    // A rate starting tomorrow is not in force today.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await setRate(w.tenant.id, tomorrow, '9.99');
    await w.syncState();
    expect((await w.postback({ txn_id: 'AT-1.1' })).status).toBe(200);
    expect(await snapshotOf(w.tenant.id, 'AT-1.1')).toMatchObject({ fxBase: 'USD', fxRate: '1.10000000' });

    await setRate(w.tenant.id, '2020-01-01', '1.3');
    await w.syncState();
    expect((await w.postback({ txn_id: 'AT-1.3' })).status).toBe(200);
    expect(await snapshotOf(w.tenant.id, 'AT-1.3')).toMatchObject({ fxRate: '1.30000000' });
    expect(await snapshotOf(w.tenant.id, 'AT-1.1')).toMatchObject({ fxRate: '1.10000000' });
    expect(await snapshotOf(w.tenant.id, 'BEFORE-ANY-RATE')).toMatchObject({ fxRate: null });
  });

  test('an offer in the default currency stores 1; a new default currency is snapshotted against', async () => {
    const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    expect((await w.postback({ txn_id: 'IN-USD' })).status).toBe(200);
    expect(await snapshotOf(w.tenant.id, 'IN-USD')).toMatchObject({ fxBase: 'USD', fxRate: '1.00000000' });

    await db.update(tenants).set({ defaultCurrency: 'EUR' }).where(eq(tenants.id, w.tenant.id));
    await w.syncState();
    expect((await w.postback({ txn_id: 'USD-AGAINST-EUR' })).status).toBe(200);
    expect(await snapshotOf(w.tenant.id, 'USD-AGAINST-EUR')).toEqual({
      fxBase: 'EUR',
      fxRate: null,
      currency: 'USD',
    });
  });

  test('read from the database, as off the engine’s memory, the attribution carries the same rates', async () => {
    const w = await euroWorld();
    await setRate(w.tenant.id, '2020-01-01', '1.25');
    const found = await attributionsFromDatabase(db)(w.tenant.id, w.offer.ref, w.publisher.ref);
    expect(found?.fx.base).toBe('USD');
    expect(found?.fx.byCurrency.get('EUR')).toEqual([{ from: '2020-01-01', rate: '1.25000000' }]);
  });
});
