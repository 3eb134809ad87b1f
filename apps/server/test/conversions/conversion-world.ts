import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { advertiserPostbackLogs, conversions } from '../../src/db/schema/index';
import { seedClick } from '../helpers/clicks';
import { type SeedPartnerOptions, seedPartner, seedTenant } from '../helpers/factories';
import { httpRequest } from '../helpers/http';
import { type SeedOfferOptions, seedOffer } from '../helpers/offers';

/*
 * A network with an advertiser, a publisher, an offer and one valid click, and a way to post
 * conversions for it over real HTTP on the tenant's tracking domain.
 */

export type WorldOptions = {
  offer?: Omit<SeedOfferOptions, 'advertiserId'>;
  advertiser?: Omit<SeedPartnerOptions, 'kind'>;
};

/** The app under test, its database and where it listens. */
export type ConversionTarget = { app: FastifyInstance; db: Database; baseUrl: string };

export async function conversionWorld({ app, db, baseUrl }: ConversionTarget, options: WorldOptions = {}) {
  const tenant = await seedTenant(db);
  const advertiserAccount = await seedPartner(db, tenant, { kind: 'advertiser', ...options.advertiser });
  const publisherAccount = await seedPartner(db, tenant, { kind: 'publisher' });
  const { partner: advertiser } = advertiserAccount;
  const { partner: publisher } = publisherAccount;
  const seeded = await seedOffer(db, tenant, { advertiserId: advertiser.id, ...options.offer });
  const click = await seedClick(db, tenant, { offer: seeded.offer, publisher });
  const token = advertiser.conversionToken ?? '';
  /**
   * The click engine's memory catches up with rows written since (the poller would within a
   * second): the tracking context finds the tenant there, and intake the offer's snapshot.
   */
  const syncState = () => app.clickEngine.state.sync();
  await syncState();

  /** GET /postback with the click's id and the advertiser's token unless the params say otherwise. */
  const postback = (params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    httpRequest(baseUrl, {
      path: `/postback?${new URLSearchParams({ click_id: click.id, token, ...params })}`,
      headers: { host: tenant.trackingHost, ...headers },
    });

  /** GET /pixel (or another browser channel) for the click, as a visitor's browser would call it. */
  const browserCall = (
    params: Record<string, string> = {},
    channel: 'pixel' | 'iframe' = 'pixel',
    headers: Record<string, string> = {},
  ) =>
    httpRequest(baseUrl, {
      path: `/${channel}?${new URLSearchParams({ click_id: click.id, ...params })}`,
      headers: { host: tenant.trackingHost, ...headers },
    });

  const conversionsOf = () => db.select().from(conversions).where(eq(conversions.tenantId, tenant.id));
  const logsOf = () =>
    db
      .select()
      .from(advertiserPostbackLogs)
      .where(and(eq(advertiserPostbackLogs.tenantId, tenant.id)));

  return {
    tenant,
    advertiser,
    publisher,
    /** The partners with their sign-in accounts, for `loginAs`. */
    advertiserAccount,
    publisherAccount,
    ...seeded,
    click,
    token,
    postback,
    browserCall,
    conversionsOf,
    logsOf,
    syncState,
  };
}

export type ConversionWorld = Awaited<ReturnType<typeof conversionWorld>>;

export const bodyOf = (answer: { body: string }) => JSON.parse(answer.body) as Record<string, unknown>;
