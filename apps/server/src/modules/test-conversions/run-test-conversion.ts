import { TEST_CLICK_USER_AGENT, type TestConversion, type TestConversionBody } from '@affnet/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversions, postbackDeliveries } from '../../db/schema/index';
import type { EventStore } from '../../events/index';
import { fieldError } from '../../lib/app-error';
import type { OfferSnapshot } from '../../offer-model/index';
import type { ClickEngine } from '../../tracking/index';
import { readPublishers, receiveConversion } from '../../tracking/index';

/*
 * "Test conversion": the whole chain, for real, flagged test. The click engine decides and stores
 * a test click (its own evaluateClick and sink); the conversion intake then receives a conversion
 * of that click on the `test` channel, which queues the publisher's postbacks as test deliveries.
 * Test clicks and conversions count in no cap and no money (docs/tracking.md).
 */

/** The test's body and the staff member's address (the test visitor's; its browser is fixed). */
export type TestConversionInput = TestConversionBody & { ip: string };

type ConversionStep = NonNullable<TestConversion['conversion']>;

async function publisherRefOf(db: Database, tenantId: string, publisherId: string): Promise<number> {
  const [row] = await readPublishers(db, { partnerIds: [publisherId] });
  if (!row || row.tenantId !== tenantId)
    throw fieldError('publisherId', 'Choose a publisher of this network');
  return row.ref;
}

async function convertedStep(db: Database, result: string, id: string | null): Promise<ConversionStep> {
  const [row] = id ? await db.select().from(conversions).where(eq(conversions.id, id)) : [];
  return {
    result,
    id: row?.id ?? null,
    status: row?.status ?? null,
    payout: row?.payout ?? null,
    revenue: row?.revenue ?? null,
    currency: row?.currency ?? null,
  };
}

async function queuedPostbacks(db: Database, conversionId: string | null) {
  if (!conversionId) return [];
  return db
    .select({
      id: postbackDeliveries.id,
      method: postbackDeliveries.method,
      url: postbackDeliveries.url,
      state: postbackDeliveries.state,
    })
    .from(postbackDeliveries)
    .where(eq(postbackDeliveries.conversionId, conversionId))
    .orderBy(asc(postbackDeliveries.createdAt));
}

/** Where the chain stores its click and conversion, as the engine and the intake do. */
export type ChainStorage = { db: Database; events: EventStore };

/** What the chain is run with: the click's publisher and visitor address, the event and amount. */
export type TestChainInput = {
  publisherRef: number;
  ip: string;
  eventKey?: string;
  amount?: string;
  /** False for an advertiser's own test: no publisher hears of it. */
  notifyPublisher: boolean;
};

/**
 * The chain itself: a test click decided and stored by the engine (an ordinary desktop Chrome
 * visitor at the caller's address), then, when the offer took it, a conversion of it received on
 * the `test` channel. Null when the engine does not know the publisher.
 */
export async function runTestChain(
  { db, events }: ChainStorage,
  engine: ClickEngine,
  snapshot: OfferSnapshot,
  input: TestChainInput,
  onFailure: (error: unknown) => void,
): Promise<TestConversion | null> {
  const { tenantId } = snapshot.offer;
  const clicked = engine.recordTestClick({
    tenantId,
    offerRef: snapshot.offer.ref,
    publisherRef: input.publisherRef,
    ip: input.ip,
    userAgent: TEST_CLICK_USER_AGENT,
  });
  if (!clicked) return null;
  const { decision, visitor } = clicked;
  const first = decision.steps[0];
  const click = {
    id: first?.clickId ?? '',
    outcome: decision.outcome,
    reason: first?.reason ?? null,
    landingUrl: decision.finalUrl,
    visitor: {
      ip: visitor.ip,
      country: visitor.country,
      device: visitor.device,
      os: visitor.os,
      browser: visitor.browser,
    },
  };
  const taken = decision.validStep;
  if (!taken || taken.snapshot.offer.id !== snapshot.offer.id)
    return { click, conversion: null, postbacks: [] };
  const params: Record<string, string> = { click_id: taken.clickId };
  if (input.eventKey) params.event = input.eventKey;
  if (input.amount) params.amount = input.amount;
  const outcome = await receiveConversion(
    { db, events, clickIds: async () => engine.clickIds, recentClicks: engine.recentClicks },
    {
      tenantId,
      // The browser rules never apply to a test, so the network's default does not matter.
      networkIntake: 'server_only',
      channel: 'test',
      method: 'POST',
      protocol: 'https',
      ip: input.ip,
      params,
      cookieClickId: () => null,
      notifyPublisher: input.notifyPublisher,
    },
    onFailure,
  );
  return {
    click,
    conversion: await convertedStep(db, outcome.result, outcome.conversionId),
    postbacks: await queuedPostbacks(db, outcome.conversionId),
  };
}

/** Staff's test, for the publisher they chose; the publisher's postbacks are sent as test calls. */
export async function runTestConversion(
  { db, events }: ChainStorage,
  engine: ClickEngine,
  snapshot: OfferSnapshot,
  input: TestConversionInput,
  onFailure: (error: unknown) => void,
): Promise<TestConversion> {
  const publisherRef = await publisherRefOf(db, snapshot.offer.tenantId, input.publisherId);
  // The engine decides from memory: let it catch up with edits made just before the test.
  await engine.state.sync();
  const chain = { ...input, publisherRef, notifyPublisher: true };
  const result = await runTestChain({ db, events }, engine, snapshot, chain, onFailure);
  if (!result) throw fieldError('publisherId', 'The click engine does not know this publisher yet');
  return result;
}
