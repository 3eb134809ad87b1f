import type { AdvertiserTestConversion, AdvertiserTestConversionBody } from '@affnet/contracts';
import { AppError } from '../../lib/app-error';
import { type OfferSnapshot, readOfferSnapshot } from '../../offer-model/index';
import type { ClickEngine, PublisherFacts } from '../../tracking/index';
import { isShownToAdvertiser } from '../offer-snapshots/index';
import { type ChainStorage, runTestChain } from './run-test-conversion';

/*
 * The advertiser's "Send a test conversion" (their offer view): the staff test's chain, for real
 * and flagged test, on their own offer. A click needs a publisher; the advertiser does not choose
 * one (they do not see the network's publishers), so the test runs as the active publisher with
 * the lowest number who may run the offer, and that publisher hears nothing of it: no postback is
 * queued. The answer leaves out what the publisher earns and where their postbacks go.
 */

export type AdvertiserTestInput = AdvertiserTestConversionBody & {
  tenantId: string;
  advertiserId: string;
  offerId: string;
  /** The advertiser's address: the test visitor's (its browser is an ordinary desktop Chrome). */
  ip: string;
};

/**
 * Whether a publisher may send the offer clicks, whatever the offer's status (the click then says
 * why a paused offer refused it): the access rule of the click engine's publisher check.
 */
function mayRun(snapshot: OfferSnapshot, publisher: PublisherFacts): boolean {
  if (publisher.status !== 'active') return false;
  const entry = snapshot.access.find((row) => row.publisherId === publisher.id);
  if (entry?.status === 'blocked') return false;
  return snapshot.offer.visibility === 'public' || entry?.status === 'approved';
}

/** The engine's copy of the offer and the publisher the test clicks as, from its memory. */
function testPublisherOf(engine: ClickEngine, snapshot: OfferSnapshot): PublisherFacts {
  const tenant = engine.state.tenantState(snapshot.offer.tenantId);
  const live = tenant?.offersById.get(snapshot.offer.id) ?? snapshot;
  const runners = [...(tenant?.publishersByRef.values() ?? [])]
    .filter((publisher) => mayRun(live, publisher))
    .sort((a, b) => a.ref - b.ref);
  const [first] = runners;
  if (!first) {
    throw new AppError(
      'CONFLICT',
      'No publisher runs this offer yet, so there is no click to test with. Ask your account manager to approve a publisher first.',
    );
  }
  return first;
}

export async function runAdvertiserTestConversion(
  { db, events }: ChainStorage,
  engine: ClickEngine,
  input: AdvertiserTestInput,
  onFailure: (error: unknown) => void,
): Promise<AdvertiserTestConversion> {
  const snapshot = await readOfferSnapshot(db, input.tenantId, input.offerId);
  if (!snapshot || !isShownToAdvertiser(snapshot, input.advertiserId)) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
  // The engine decides from memory: let it catch up with edits made just before the test.
  await engine.state.sync();
  const publisher = testPublisherOf(engine, snapshot);
  const chain = {
    publisherRef: publisher.ref,
    ip: input.ip,
    eventKey: input.eventKey,
    amount: input.amount,
    notifyPublisher: false,
  };
  const result = await runTestChain({ db, events }, engine, snapshot, chain, onFailure);
  if (!result) throw new AppError('CONFLICT', 'The tracking engine is still loading this offer. Try again.');
  const { conversion } = result;
  return {
    click: result.click,
    conversion: conversion && {
      result: conversion.result,
      id: conversion.id,
      status: conversion.status,
      revenue: conversion.revenue,
      currency: conversion.currency,
    },
    isTest: true,
  };
}
