import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { partners } from '../../src/db/schema/index';
import { readOfferSnapshot } from '../../src/offer-model/index';
import { attributionsFromMemoryFirst, fxBookOf, type TrackedTenant } from '../../src/tracking/index';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, conversionWorld } from './conversion-world';

/*
 * Where a conversion's offer, publisher and advertiser come from (docs/tracking.md "Conversions"):
 * the click engine's memory when it holds all three, else the database.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const world = () => conversionWorld({ app: ctx.current.app, db, baseUrl });

describe('attributionsFromMemoryFirst', () => {
  /** What the engine would hold of the world, with a token of its own so the answer shows its source. */
  async function memoryOf(w: Awaited<ReturnType<typeof world>>, parts: { advertiser: boolean }) {
    const snapshot = await readOfferSnapshot(db, w.tenant.id, w.offer.id);
    if (!snapshot) throw new Error('no snapshot');
    const tenant: TrackedTenant = {
      offersByRef: new Map([[w.offer.ref, snapshot]]),
      publishersByRef: new Map([[w.publisher.ref, { id: w.publisher.id }]]),
      advertisersById: new Map(
        parts.advertiser
          ? [
              [
                w.advertiser.id,
                { id: w.advertiser.id, conversionToken: 'in-memory', ipAllowlist: ['10.0.0.1'] },
              ],
            ]
          : [],
      ),
      fx: fxBookOf({ defaultCurrency: 'USD', timezone: 'UTC' }, []),
    };
    return (tenantId: string) => (tenantId === w.tenant.id ? tenant : undefined);
  }

  test('answers from memory when it holds the offer, the publisher and the advertiser', async () => {
    const w = await world();
    const attributions = attributionsFromMemoryFirst(await memoryOf(w, { advertiser: true }), db);
    const found = await attributions(w.tenant.id, w.offer.ref, w.publisher.ref);
    expect(found).toMatchObject({
      publisherId: w.publisher.id,
      advertiser: { id: w.advertiser.id, conversionToken: 'in-memory', ipAllowlist: ['10.0.0.1'] },
    });
    expect(found?.snapshot.offer.id).toBe(w.offer.id);
  });

  test('reads the database when memory lacks any of them (a partner or an offer made a moment ago)', async () => {
    const w = await world();
    const attributions = attributionsFromMemoryFirst(await memoryOf(w, { advertiser: false }), db);
    expect(await attributions(w.tenant.id, w.offer.ref, w.publisher.ref)).toMatchObject({
      publisherId: w.publisher.id,
      advertiser: { id: w.advertiser.id, conversionToken: w.token, ipAllowlist: [] },
    });
    // Another tenant's memory is not this one's: the database answers, and it knows no such offer there.
    const other = await world();
    expect(await attributions(other.tenant.id, w.offer.ref, w.publisher.ref)).toBeNull();
    expect(await attributions(other.tenant.id, other.offer.ref, other.publisher.ref)).toMatchObject({
      advertiser: { id: other.advertiser.id, conversionToken: other.token },
    });
  });
});

describe('the advertiser in the click engine’s memory', () => {
  test('a rotated token and a new IP allowlist apply once the engine has read the change feed', async () => {
    const w = await world();
    expect((await w.postback({ txn_id: 'BEFORE' })).status).toBe(200);

    await db
      .update(partners)
      .set({ conversionToken: 'rotated-token' })
      .where(eq(partners.id, w.advertiser.id));
    await w.syncState();
    const inMemory = ctx.current.app.clickEngine.state.tenantState(w.tenant.id)?.advertisersById;
    expect(inMemory?.get(w.advertiser.id)?.conversionToken).toBe('rotated-token');
    const old = await w.postback({ txn_id: 'OLD-TOKEN' });
    expect(bodyOf(old)).toEqual({ status: 'rejected', reason: 'bad_token' });
    expect((await w.postback({ txn_id: 'NEW-TOKEN', token: 'rotated-token' })).status).toBe(200);

    await db
      .update(partners)
      .set({ ipAllowlist: ['10.0.0.1'] })
      .where(eq(partners.id, w.advertiser.id));
    await w.syncState();
    const outside = await w.postback({ txn_id: 'OUTSIDE', token: 'rotated-token' });
    expect(bodyOf(outside)).toEqual({ status: 'rejected', reason: 'ip_not_allowed' });
  });
});
