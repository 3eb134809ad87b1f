import type { Advertiser, OfferOption, PagingMeta, Publisher } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickerOption } from '../../../components/remote-select';
import { request } from '../../../lib/http';
import { offerKeys } from './offer-keys';

/*
 * The records an offer form picks from. Keys sit under each entity's own root key, so a change
 * made on the advertisers or publishers screens refreshes these lists too.
 */

export const advertiserOptionsKey = (search: string) => ['advertisers', 'options', search] as const;

/** `GET /api/v1/advertisers?status=active`: advertisers an offer can belong to. */
export async function getAdvertiserOptions(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const answer = await request<{ data: Advertiser[]; meta: PagingMeta }>('/v1/advertisers', {
    query: { status: 'active', perPage: 100, search },
    signal,
  });
  return answer.data.map((advertiser) => ({ value: advertiser.id, label: advertiser.company }));
}

export const publisherOptionsKey = (search: string) => ['publishers', 'options', search] as const;

/** `GET /api/v1/publishers?search=`: publishers for overrides, caps and the payout preview. */
export async function getPublisherOptions(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const answer = await request<{ data: Publisher[]; meta: PagingMeta }>('/v1/publishers', {
    query: { search },
    signal,
  });
  return answer.data.map((publisher) => ({ value: publisher.id, label: publisher.company }));
}

/** `GET /api/v1/offers/options?search=`: other offers to send fallback traffic to. */
export async function getOfferOptions(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const answer = await request<{ data: OfferOption[] }>('/v1/offers/options', { query: { search }, signal });
  return answer.data.map((offer) => ({ value: offer.id, label: `#${offer.ref} ${offer.name}` }));
}
export const offerOptionsKey = offerKeys.options;
