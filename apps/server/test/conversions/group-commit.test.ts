import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { statsHourlyOffer } from '../../src/db/schema/events';
import {
  type AcceptedLog,
  createConversionRecorder,
  type IntakeRequest,
  type NewConversion,
  receiveConversion,
  recordConversionBatch,
} from '../../src/tracking/index';
import { testClickIds } from '../helpers/clicks';
import { eventStoreOf } from '../helpers/events';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, type ConversionWorld, conversionWorld } from './conversion-world';

/*
 * Group commit (docs/tracking.md "Conversions"): conversions that arrive while a transaction
 * writes go together in the next one, and each is answered as if it had been alone.
 */

const queries: string[] = [];
const ctx = useTestApp({ onQuery: (query) => queries.push(query) });
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

type Checked = { input: NewConversion; log: AcceptedLog };

/** Runs the real checks on a postback for the world's click and keeps what they hand to storage. */
async function checked(w: ConversionWorld, params: Record<string, string>): Promise<Checked> {
  const clickIds = await testClickIds(db);
  let kept: Checked | undefined;
  const request: IntakeRequest = {
    tenantId: w.tenant.id,
    networkIntake: 'server_only',
    channel: 'postback',
    method: 'GET',
    protocol: 'http',
    ip: '127.0.0.1',
    params: { click_id: w.click.id, token: w.token, ...params },
    cookieClickId: () => null,
  };
  const deps = {
    db,
    events: eventStoreOf(db),
    clickIds: async () => clickIds,
    recentClicks: new Map(),
    record: async (input: NewConversion, log: AcceptedLog) => {
      kept = { input, log };
      return { result: 'accepted' as const, conversionId: 'not stored' };
    },
  };
  await receiveConversion(deps, request, (error) => {
    throw error;
  });
  if (!kept) throw new Error(`the checks refused ${JSON.stringify(params)}`);
  return kept;
}

const insertsOfConversions = () => queries.filter((query) => /^insert into "conversions"/.test(query)).length;

async function approvedInRollup(w: ConversionWorld): Promise<number> {
  const [row] = await db
    .select({ approved: sql<string>`coalesce(sum(${statsHourlyOffer.approvedConversions}), 0)` })
    .from(statsHourlyOffer)
    .where(and(eq(statsHourlyOffer.tenantId, w.tenant.id), eq(statsHourlyOffer.offerId, w.offer.id)));
  return Number(row?.approved);
}

const world = () =>
  conversionWorld(
    { app: ctx.current.app, db, baseUrl },
    { offer: { events: [{ key: 'sale', isBase: true, defaultStatus: 'approved' }] } },
  );

describe('a batch of conversions', () => {
  test('one insert for all; repeats and duplicates in it answered as if alone', async () => {
    const w = await world();
    const stored = await checked(w, { txn_id: 'EARLIER', amount: '5' });
    await recordConversionBatch({ db, events: eventStoreOf(db) }, [stored]);
    const calls = [
      await checked(w, { txn_id: 'A', amount: '10' }),
      await checked(w, { txn_id: 'B', amount: '10' }),
      await checked(w, { txn_id: 'A', amount: '10' }), // the same call again, in the same batch
      await checked(w, { txn_id: 'EARLIER', amount: '5' }), // a repeat of a stored one
      await checked(w, { txn_id: 'EARLIER', amount: '99' }), // another call with a stored txn id
    ];
    const before = insertsOfConversions();
    const outcomes = await recordConversionBatch({ db, events: eventStoreOf(db) }, calls);
    expect(insertsOfConversions() - before).toBe(1);

    const rows = await w.conversionsOf();
    const idOf = (txnId: string) => rows.find((row) => row.txnId === txnId)?.id;
    expect(rows.map((row) => row.txnId).sort()).toEqual(['A', 'B', 'EARLIER']);
    expect(outcomes).toEqual([
      { result: 'accepted', conversionId: idOf('A') },
      { result: 'accepted', conversionId: idOf('B') },
      { result: 'repeat', conversionId: idOf('A') },
      { result: 'repeat', conversionId: idOf('EARLIER') },
      { result: 'duplicate' },
    ]);
    // The accepted ones are logged with the batch; the caller logs the others (as for one conversion).
    expect((await w.logsOf()).map((log) => log.txnId).sort()).toEqual(['A', 'B', 'EARLIER']);
    expect(await approvedInRollup(w)).toBe(3);
  });

  test('the recorder sends conversions arriving during a write together in the next', async () => {
    const w = await world();
    const calls = await Promise.all(['1', '2', '3', '4', '5'].map((txn) => checked(w, { txn_id: txn })));
    const record = createConversionRecorder({ db, events: eventStoreOf(db) });
    const before = insertsOfConversions();
    // The first goes at once; the other four arrive while it is being written.
    const outcomes = await Promise.all(calls.map(({ input, log }) => record(input, log)));
    expect(insertsOfConversions() - before).toBe(2);
    expect(outcomes.map((outcome) => outcome.result)).toEqual(Array(5).fill('accepted'));
    expect(await w.conversionsOf()).toHaveLength(5);
    expect(await approvedInRollup(w)).toBe(5);
  });

  test('a batch that fails is retried one by one: only the bad conversion fails', async () => {
    const w = await world();
    const good = await checked(w, { txn_id: 'GOOD' });
    const bad = await checked(w, { txn_id: 'BAD' });
    const alsoGood = await checked(w, { txn_id: 'ALSO-GOOD' });
    // An offer deleted since the checks: its row breaks the foreign key, and with it the batch.
    const gone = {
      ...bad.input,
      snapshot: { ...bad.input.snapshot, offer: { ...bad.input.snapshot.offer, id: randomUUID() } },
    };
    const record = createConversionRecorder({ db, events: eventStoreOf(db) });
    const first = record(good.input, good.log);
    const answers = await Promise.allSettled([record(gone, bad.log), record(alsoGood.input, alsoGood.log)]);
    expect(await first).toMatchObject({ result: 'accepted' });
    expect(answers[0].status).toBe('rejected');
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { result: 'accepted' } });
    expect((await w.conversionsOf()).map((row) => row.txnId).sort()).toEqual(['ALSO-GOOD', 'GOOD']);
    expect(await approvedInRollup(w)).toBe(2);
  });
});

describe('over HTTP', () => {
  test('40 postbacks at once: each stored once, answered with its own id, counted once', async () => {
    const w = await world();
    const txnIds = Array.from({ length: 40 }, (_, index) => `PAR-${index % 20}`);
    const answers = await Promise.all(txnIds.map((txn_id) => w.postback({ txn_id, amount: '10' })));
    const rows = await w.conversionsOf();
    expect(rows).toHaveLength(20);
    const idOf = new Map(rows.map((row) => [row.txnId, row.id]));
    expect(answers.map(bodyOf)).toEqual(
      txnIds.map((txnId) => ({ status: 'ok', conversionId: idOf.get(txnId) })),
    );
    const results = (await w.logsOf()).map((log) => log.result);
    expect(results.filter((result) => result === 'accepted')).toHaveLength(20);
    expect(results.filter((result) => result === 'repeat')).toHaveLength(20);
    expect(await approvedInRollup(w)).toBe(20);
  });
});
