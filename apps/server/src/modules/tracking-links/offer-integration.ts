import {
  conversionIntakeOf,
  type IntegrationEvent,
  type OfferIntegration,
  type TrackingDomain,
} from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { NO_PUBLISHER, readOfferSnapshot } from '../../offer-model/index';

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
  const [advertiser] = await db
    .select({ token: partners.conversionToken })
    .from(partners)
    .where(eq(partners.id, snapshot.offer.advertiserId));
  const tokenShown = mayReadAdvertisers && Boolean(advertiser?.token);
  const token = tokenShown && advertiser?.token ? encodeURIComponent(advertiser.token) : '{token}';
  const trackingDomain = await domain(tenantId);
  const [network] = await db
    .select({ conversionIntake: tenants.conversionIntake })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const { conversionIntake, browserSaleAmountMax } = snapshot.offer;
  return {
    domain: trackingDomain,
    offerRef: snapshot.offer.ref,
    advertiser: { ...snapshot.advertiser },
    tokenShown,
    conversionIntake: conversionIntakeOf(conversionIntake, network?.conversionIntake ?? 'server_only'),
    conversionIntakeFrom: conversionIntake === null ? 'network' : 'offer',
    browserSaleAmountMax,
    events: snapshot.events.map((event) =>
      snippetsOf(trackingDomain.origin, snapshot.offer.ref, event, token, browserSaleAmountMax !== null),
    ),
  };
}
