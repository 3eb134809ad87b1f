import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversions } from '../../src/db/schema/index';
import { bodyOf, conversionWorld, type WorldOptions } from '../conversions/conversion-world';
import { seedClick } from '../helpers/clicks';
import { listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

/*
 * The basis date of billing (docs/money.md "Basis date"): `approved_at` is set when a conversion
 * becomes approved (recorded approved, confirmed approved by a postback, or approved by staff) and
 * cleared when it leaves approved.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const world = (options: WorldOptions = {}) => conversionWorld({ app: ctx.current.app, db, baseUrl }, options);

async function stored(id: string) {
  const [row] = await db.select().from(conversions).where(eq(conversions.id, id));
  if (!row) throw new Error(`conversion ${id} not found`);
  return row;
}

describe('approved_at', () => {
  test('the intake sets it on a conversion recorded approved, and not on a pending one', async () => {
    const w = await world();
    const approved = String(bodyOf(await w.postback({ txn_id: 'A-1' })).conversionId);
    const other = await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    const pending = String(
      bodyOf(await w.postback({ click_id: other.id, txn_id: 'P-1', status: 'pending' })).conversionId,
    );
    const row = await stored(approved);
    expect(row.status).toBe('approved');
    expect(row.approvedAt).toEqual(row.convertedAt);
    expect(await stored(pending)).toMatchObject({ status: 'pending', approvedAt: null });
  });

  test('a status change sets it on approval and clears it on rejection', async () => {
    const w = await world();
    const id = String(bodyOf(await w.postback({ txn_id: 'S-1', status: 'pending' })).conversionId);
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const change = (payload: { status: string; reason?: string }) =>
      ctx.current.app.inject({ method: 'PATCH', url: `/api/v1/conversions/${id}/status`, headers, payload });

    const before = Date.now();
    expect((await change({ status: 'approved' })).statusCode).toBe(200);
    const approved = await stored(id);
    expect(approved.approvedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(approved.approvedAt).toEqual(approved.updatedAt);

    expect((await change({ status: 'rejected', reason: 'Fraud' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'rejected', approvedAt: null });
  });

  test("a postback confirming a browser's pending conversion as approved sets it", async () => {
    const w = await world({
      offer: { conversionIntake: 'server_and_browser', defaultConversionStatus: 'pending' },
    });
    await w.browserCall({ txn_id: 'B-1' });
    const [browserRow] = await w.conversionsOf();
    expect(browserRow).toMatchObject({ status: 'pending', approvedAt: null });
    await w.postback({ txn_id: 'B-1', status: 'approved' });
    const confirmed = await stored(browserRow?.id ?? '');
    expect(confirmed.status).toBe('approved');
    expect(confirmed.approvedAt).toEqual(confirmed.updatedAt);
  });
});
