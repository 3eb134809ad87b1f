import type { Advertiser, Offer } from '@affnet/contracts';
import type { ComponentType } from 'react';
import type { OfferScreenProps } from '../../../lib/screen';
import { createOfferLinks, createScreenMeta } from '../../../testing/factories';
import { type PageUser, renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';

type Handlers = Parameters<typeof stubApi>[0];

/** Long enough for a tab's first render in a busy jsdom. */

/**
 * Opens one offer editor tab at /admin/offer/:id/<segment> with the offer served by a stubbed
 * `GET /api/v1/offers/:id`, and `PUT .../<segment>` answering with `saved` (the offer by default);
 * the caps tab's pacing and the general tab's status history answer an empty list unless
 * `handlers` say otherwise.
 */
export function renderOfferTab(
  Page: ComponentType<OfferScreenProps>,
  offer: Offer,
  segment: string,
  { handlers = {}, search = '', saved }: { handlers?: Handlers; search?: string; saved?: Offer } = {},
) {
  const url = `/api/v1/offers/${offer.id}`;
  const api = stubApi({
    [`GET ${url}`]: () => jsonResponse(200, { data: offer }),
    [`PUT ${url}/${segment}`]: () => jsonResponse(200, { data: saved ?? offer }),
    // The caps tab paces its saved caps; nothing counted unless a test says otherwise.
    ...(segment === 'caps' ? { 'GET /api/v1/cap-pacing': () => jsonResponse(200, { data: [] }) } : {}),
    // The general tab shows the status and change histories; none unless a test says otherwise.
    ...(segment === 'general'
      ? {
          [`GET ${url}/status-changes`]: () => jsonResponse(200, { data: [] }),
          [`GET ${url}/versions`]: () => jsonResponse(200, { data: [] }),
        }
      : {}),
    ...handlers,
  });
  const view = renderPage(
    <Page screen={createScreenMeta(`Offer ${segment}`, 'Offers')} links={createOfferLinks()} />,
    { path: `/admin/offer/:id/${segment}`, url: `/admin/offer/${offer.id}/${segment}${search}` },
  );
  return { ...api, ...view, putUrl: `${url}/${segment}` };
}

/** A 422 answer with field errors, as the server sends for bad input. */
export function fieldErrors(errors: Record<string, string[]>, message = 'Check the highlighted fields.') {
  return () => jsonResponse(422, { message, errors });
}

/** Types text into an input in one go (a paste), which keeps list-heavy forms fast in jsdom. */
export async function fill(user: PageUser, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  await user.paste(text);
}

/**
 * The calls a new-offer form makes: one advertiser to pick, no categories, and `create`
 * answering the submit.
 */
export function stubOfferCreation(advertiser: Advertiser, create: () => Response) {
  return stubApi({
    'GET /api/v1/advertisers': () =>
      jsonResponse(200, { data: [advertiser], meta: { page: 1, perPage: 100, total: 1 } }),
    'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }),
    'POST /api/v1/offers': create,
  });
}
