import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import type { ClickRecord, ImpressionRecord } from '../../src/events/index';
import {
  buildClickRecord,
  buildImpressionRecord,
  buildRejectedClick,
  type ClickWorld,
} from '../helpers/click-records';
import { testClickIds } from '../helpers/clicks';
import { writeClicks, writeImpressions } from '../helpers/events';
import {
  authHeaders,
  loginAs,
  seedPartner,
  seedTenant,
  type TestPartner,
  type TestTenant,
} from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { seedOffer } from '../helpers/offers';

/*
 * A network with traffic for reports: two publishers, one advertiser, a USD offer (with a
 * private event) and a EUR offer; clicks written by the click writer (rows and rollups in one
 * statement) and conversions posted over real HTTP through intake, so every figure a report
 * shows was produced the way production produces it.
 */

export type ReportTarget = { app: FastifyInstance; db: Database; baseUrl: string };

const minutesAgo = (minutes: number) => new Date(Math.floor((Date.now() - minutes * 60_000) / 1000) * 1000);

export async function reportWorld({ app, db, baseUrl }: ReportTarget) {
  const tenant = await seedTenant(db);
  const advertiser = await seedPartner(db, tenant, { kind: 'advertiser' });
  const publisherA = await seedPartner(db, tenant, { kind: 'publisher' });
  const publisherB = await seedPartner(db, tenant, { kind: 'publisher' });
  const usd = await seedOffer(db, tenant, {
    advertiserId: advertiser.partner.id,
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true },
      { key: 'vip', name: 'VIP', isPrivate: true, payoutAmount: '20.00', revenueAmount: '30.00' },
    ],
  });
  const eur = await seedOffer(db, tenant, { advertiserId: advertiser.partner.id, currency: 'EUR' });
  await app.clickEngine.state.sync();
  const codec = await testClickIds(db);

  const worldOf = (offer: typeof usd.offer, publisher: TestPartner): ClickWorld => ({
    tenantId: tenant.id,
    offerId: offer.id,
    offerRef: offer.ref,
    publisherId: publisher.partner.id,
    publisherRef: publisher.partner.ref,
    advertiserId: advertiser.partner.id,
  });
  /** A click as the handler decides it, with an id the app's own key signs (intake checks it). */
  const click = (offer: typeof usd.offer, publisher: TestPartner, overrides: Partial<ClickRecord> = {}) => {
    const world = worldOf(offer, publisher);
    const clickedAt = overrides.clickedAt ?? minutesAgo(30);
    const id = codec.issue({
      offerRef: offer.ref,
      publisherRef: publisher.partner.ref,
      clickedAtSeconds: Math.floor(clickedAt.getTime() / 1000),
      flags: overrides.isTest ? 1 : 0,
    });
    const build = overrides.kind === 'rejected' ? buildRejectedClick : buildClickRecord;
    return build(world, { currency: offer.currency, ...overrides, clickedAt, id });
  };
  const writeRecords = (records: ClickRecord[]) => writeClicks(db, records);
  /** A banner view as the impression handler counts it. */
  const impression = (
    offer: typeof usd.offer,
    publisher: TestPartner,
    overrides: Partial<ImpressionRecord> = {},
  ) =>
    buildImpressionRecord(worldOf(offer, publisher), {
      currency: offer.currency,
      shownAt: minutesAgo(30),
      ...overrides,
    });
  const writeImpressionRecords = (records: ImpressionRecord[]) => writeImpressions(db, records);

  /** Posts a conversion for a click through /postback; answers its id. */
  const convert = async (clickId: string, params: Record<string, string> = {}) => {
    const answer = await httpRequest(baseUrl, {
      path: `/postback?${new URLSearchParams({ click_id: clickId, token: advertiser.partner.conversionToken ?? '', ...params })}`,
      headers: { host: tenant.trackingHost },
    });
    const body = JSON.parse(answer.body) as { status: string; conversionId?: string; reason?: string };
    if (body.status !== 'ok' || !body.conversionId) throw new Error(`conversion refused: ${answer.body}`);
    return body.conversionId;
  };

  const headersOf = async (who: TestPartner) => authHeaders(tenant, await loginAs(app, tenant, who.user));

  return {
    tenant,
    advertiser,
    publisherA,
    publisherB,
    usd,
    eur,
    click,
    writeClicks: writeRecords,
    impression,
    writeImpressions: writeImpressionRecords,
    convert,
    headersOf,
  };
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

/** Today and yesterday (UTC): the range that holds everything a world wrote "just now". */
export function recentRange(): { from: string; to: string } {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return { from: yesterday, to: today };
}

export type { TestTenant };
