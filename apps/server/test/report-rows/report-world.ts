import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client';
import { bodyOf, conversionWorld } from '../conversions/conversion-world';
import { seedClick } from '../helpers/clicks';
import { authHeaders, loginAs, seedPartner, type TestPartner, type TestTenant } from '../helpers/factories';
import { seedCreative } from '../helpers/offers';
import { signedIn } from '../helpers/partners';

/*
 * A network with conversions made through the engine's intake, for the row reports: publisher A
 * converts twice on one click (a public event and a private one), publisher B once with a sub id
 * that is a spreadsheet formula, on a click that carries a creative. Everyone signs in through the real login.
 */

export const FORMULA_SUB = '=HYPERLINK("http://evil.test","click me")';

/** Today and yesterday in UTC, the range that holds everything the world made. */
export function recentDays() {
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return { from: yesterday, to: today };
}

const headersOf = async (app: FastifyInstance, tenant: TestTenant, seeded: TestPartner) =>
  authHeaders(tenant, await loginAs(app, tenant, seeded.user));

export async function reportWorld(target: { app: FastifyInstance; db: Database; baseUrl: string }) {
  const { app, db } = target;
  const w = await conversionWorld(target, {
    offer: {
      events: [
        { key: 'conversion', isBase: true },
        { key: 'upsell', isPrivate: true, payoutAmount: '2.00', revenueAmount: '3.00' },
      ],
    },
  });
  const publisherB = await seedPartner(db, w.tenant, { kind: 'publisher' });
  const creative = await seedCreative(db, w.tenant, { offerId: w.offer.id });
  const clickB = await seedClick(db, w.tenant, {
    offer: w.offer,
    publisher: publisherB.partner,
    sub1: FORMULA_SUB,
    creativeId: creative.id,
  });
  const conversionIdOf = async (params: Record<string, string>) => {
    const answer = await w.postback(params);
    if (answer.status !== 200) throw new Error(`postback refused: ${answer.body}`);
    return String(bodyOf(answer).conversionId);
  };
  const publicA = await conversionIdOf({ txn_id: 'ORDER-A', amount: '100' });
  const privateA = await conversionIdOf({ txn_id: 'ORDER-A2', event: 'upsell' });
  const fromB = await conversionIdOf({ click_id: clickB.id, txn_id: 'ORDER-B' });

  const admin = await signedIn(app, db, w.tenant);
  return {
    ...w,
    publisherB,
    clickB,
    creative,
    ids: { publicA, privateA, fromB },
    headers: {
      admin: admin.headers,
      publisherA: await headersOf(app, w.tenant, w.publisherAccount),
      publisherB: await headersOf(app, w.tenant, publisherB),
      advertiser: await headersOf(app, w.tenant, w.advertiserAccount),
    },
  };
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;

/** A GET of the API as one caller, with a query. */
export function getAs(
  headers: Record<string, string>,
  url: string,
  query: Record<string, string>,
): InjectOptions {
  return { method: 'GET', url: `/api/v1${url}`, headers, query };
}
