import {
  type AdvertiserIntegration,
  type ConversionIntake,
  conversionIntakeOf,
  type IntegrationEvent,
  type OfferIntegration,
  type TrackingDomain,
} from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { NO_PUBLISHER, type OfferSnapshot, readOfferSnapshot } from '../../offer-model/index';
import { isShownToAdvertiser } from '../offer-snapshots/index';

/** `&` in an attribute value, written as HTML wants it. */
const inAttribute = (url: string) => url.replaceAll('&', '&amp;');

/**
 * One event's snippets. `{click_id}`, `{amount}` and `{txn_id}` are the advertiser's to fill (their
 * platform's macros), so they stay readable rather than URL-encoded.
 */
function snippetsOf(
  origin: string,
  offerRef: number,
  event: { key: string; name: string; isBase: boolean },
  token: string,
  browserAmount: boolean,
): IntegrationEvent {
  const key = encodeURIComponent(event.key);
  // A browser's sale amount is dropped unless the offer sets a largest one: no {amount} to fill then.
  const pixelQuery = `offer_id=${offerRef}&event=${key}${browserAmount ? '&amount={amount}' : ''}&txn_id={txn_id}`;
  return {
    key: event.key,
    name: event.name,
    isBase: event.isBase,
    postbackUrl: `${origin}/postback?click_id={click_id}&event=${key}&amount={amount}&txn_id={txn_id}&token=${token}`,
    imagePixel: `<img src="${inAttribute(`${origin}/pixel?${pixelQuery}`)}" width="1" height="1" alt="" style="display:none">`,
    iframePixel: `<iframe src="${inAttribute(`${origin}/iframe?${pixelQuery}`)}" width="1" height="1" title="Conversion tracking" style="display:none;border:0"></iframe>`,
    scriptTag: `<script src="${inAttribute(`${origin}/tag.js?${pixelQuery}`)}" async></script>`,
  };
}

type IntegrationParts = {
  snapshot: OfferSnapshot;
  token: string | null;
  domain: TrackingDomain;
  networkIntake: ConversionIntake;
};

/** The offer, its advertiser's token, the tracking domain and the network's default channels. */
async function integrationParts(
  db: Database,
  tenantId: string,
  snapshot: OfferSnapshot,
  domain: (tenantId: string) => Promise<TrackingDomain>,
): Promise<IntegrationParts> {
  const [advertiser] = await db
    .select({ token: partners.conversionToken })
    .from(partners)
    .where(eq(partners.id, snapshot.offer.advertiserId));
  const [network] = await db
    .select({ conversionIntake: tenants.conversionIntake })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return {
    snapshot,
    token: advertiser?.token ?? null,
    domain: await domain(tenantId),
    networkIntake: network?.conversionIntake ?? 'server_only',
  };
}

const eventsOf = ({ snapshot, domain }: IntegrationParts, token: string) =>
  snapshot.events.map((event) =>
    snippetsOf(domain.origin, snapshot.offer.ref, event, token, snapshot.offer.browserSaleAmountMax !== null),
  );

/**
 * The integration tab: the advertiser's server postback, pixels and JS tag for each event. The
 * advertiser's token appears only for callers who may read advertisers (it is on their page).
 */
export async function offerIntegration(
  db: Database,
  tenantId: string,
  offerId: string,
  domain: (tenantId: string) => Promise<TrackingDomain>,
  mayReadAdvertisers: boolean,
): Promise<OfferIntegration> {
  const snapshot = await readOfferSnapshot(db, tenantId, offerId, NO_PUBLISHER);
  if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
  const parts = await integrationParts(db, tenantId, snapshot, domain);
  const tokenShown = mayReadAdvertisers && Boolean(parts.token);
  const token = tokenShown && parts.token ? encodeURIComponent(parts.token) : '{token}';
  const { conversionIntake, browserSaleAmountMax } = snapshot.offer;
  return {
    domain: parts.domain,
    offerRef: snapshot.offer.ref,
    advertiser: { ...snapshot.advertiser },
    tokenShown,
    conversionIntake: conversionIntakeOf(conversionIntake, parts.networkIntake),
    conversionIntakeFrom: conversionIntake === null ? 'network' : 'offer',
    browserSaleAmountMax,
    events: eventsOf(parts, token),
  };
}

/**
 * The same snippets for the advertiser who owns the offer (their offer view), with their own
 * token. An offer taking server postbacks only answers no pixels or tag: they would be refused.
 * Anyone else's offer, or a draft, is a 404.
 */
export async function advertiserIntegration(
  db: Database,
  tenantId: string,
  advertiserId: string,
  offerId: string,
  domain: (tenantId: string) => Promise<TrackingDomain>,
): Promise<AdvertiserIntegration> {
  const snapshot = await readOfferSnapshot(db, tenantId, offerId, NO_PUBLISHER);
  if (!snapshot || !isShownToAdvertiser(snapshot, advertiserId)) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
  const parts = await integrationParts(db, tenantId, snapshot, domain);
  const token = parts.token ?? '';
  const intake = conversionIntakeOf(snapshot.offer.conversionIntake, parts.networkIntake);
  const browsers = intake === 'server_and_browser';
  return {
    domain: parts.domain,
    offerRef: snapshot.offer.ref,
    conversionToken: token,
    conversionIntake: intake,
    browserSaleAmountMax: snapshot.offer.browserSaleAmountMax,
    events: eventsOf(parts, encodeURIComponent(token)).map((event) =>
      browsers ? event : { ...event, imagePixel: null, iframePixel: null, scriptTag: null },
    ),
  };
}
