import type { TrackingLink } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { jsonResponse, queriesTo } from '../../../testing/stub-api';
import { renderOfferTab } from '../testing/render-offer-tab';
import OfferTrackingLinkPage from './offer-tracking-link-page';

const publisher = { id: crypto.randomUUID(), ref: 1042, company: 'Pat Media' };

function linkOf(url: URL, test = false): TrackingLink {
  const query = new URLSearchParams(url.searchParams);
  query.delete('publisherId');
  query.delete('test');
  const extra = query.toString() ? `?${query}` : '';
  return {
    shortUrl: `https://track.example/c/abcdefghijklmnopqrst${extra}${test ? `${extra ? '&' : '?'}test=1.sig` : ''}`,
    longUrl: `https://track.example/click?offer_id=1001&pub_id=1042${extra ? `&${query}` : ''}`,
    domain: { origin: 'https://track.example', kind: 'tracking' },
    offerRef: 1001,
    publisherRef: 1042,
    test,
    testExpiresAt: test ? '2026-12-01T00:00:00.000Z' : null,
  };
}

/** The generator's card: the click preview below it has a publisher field of its own. */
const generator = () => screen.getByRole('region', { name: 'Link generator' });

function renderTab(offer = createOffer()) {
  const base = `/api/v1/offers/${offer.id}`;
  return {
    base,
    ...renderOfferTab(OfferTrackingLinkPage, offer, 'tracking-link', {
      handlers: {
        [`GET ${base}/tracking-link/publishers`]: () => jsonResponse(200, { data: [publisher] }),
        'GET /api/v1/creatives': () =>
          jsonResponse(200, { data: [], meta: { page: 1, perPage: 100, total: 0 } }),
        [`GET ${base}/tracking-link`]: (_init, url) =>
          jsonResponse(200, { data: linkOf(url, url.searchParams.get('test') === 'true') }),
      },
    }),
  };
}

test('a publisher chosen by number, a sub id typed: the link follows, and each form copies', async () => {
  const { user, calls, base } = renderTab();
  expect(await screen.findByText('Choose a publisher first.')).toBeInTheDocument();
  await user.click(within(generator()).getByRole('combobox', { name: 'Publisher' }));
  await user.click(await screen.findByRole('option', { name: '#1042 Pat Media' }));
  expect(await screen.findByText('https://track.example/c/abcdefghijklmnopqrst')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'sub1' }), 'spring');
  expect(
    await screen.findByText('https://track.example/c/abcdefghijklmnopqrst?sub1=spring'),
  ).toBeInTheDocument();
  const last = queriesTo(calls, `${base}/tracking-link`).at(-1);
  expect(last?.get('publisherId')).toBe(publisher.id);
  expect(last?.get('sub1')).toBe('spring');

  await user.click(screen.getByRole('button', { name: 'Copy short link' }));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(
    'https://track.example/c/abcdefghijklmnopqrst?sub1=spring',
  );
  await user.click(screen.getByRole('button', { name: 'Copy long link' }));
  await waitFor(async () =>
    expect(await navigator.clipboard.readText()).toBe(
      'https://track.example/click?offer_id=1001&pub_id=1042&sub1=spring',
    ),
  );

  await user.click(screen.getByRole('switch', { name: /Test link/ }));
  expect(await screen.findByRole('button', { name: 'Copy test link' })).toBeInTheDocument();
  expect(
    screen.getByText('https://track.example/c/abcdefghijklmnopqrst?sub1=spring&test=1.sig'),
  ).toBeInTheDocument();
  expect(queriesTo(calls, `${base}/tracking-link`).at(-1)?.get('test')).toBe('true');
});

test('the deep link field shows only when the offer allows deep links', async () => {
  renderTab(createOffer({ deepLinksEnabled: false }));
  expect(await screen.findByRole('textbox', { name: 'sub1' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Deep link' })).not.toBeInTheDocument();
});

test('with deep links on, a deep link is checked before asking and the server’s refusal shows on the field', async () => {
  const offer = createOffer({ deepLinksEnabled: true, deepLinkDomains: ['shop.example'] });
  const base = `/api/v1/offers/${offer.id}`;
  const { user } = renderOfferTab(OfferTrackingLinkPage, offer, 'tracking-link', {
    handlers: {
      [`GET ${base}/tracking-link/publishers`]: () => jsonResponse(200, { data: [publisher] }),
      'GET /api/v1/creatives': () =>
        jsonResponse(200, { data: [], meta: { page: 1, perPage: 100, total: 0 } }),
      [`GET ${base}/tracking-link`]: (_init, url) =>
        url.searchParams.get('url')
          ? jsonResponse(422, {
              message: 'The link has errors.',
              errors: { url: ['Deep links may go only to shop.example'] },
            })
          : jsonResponse(200, { data: linkOf(url) }),
    },
  });
  await user.click(
    within(await screen.findByRole('region', { name: 'Link generator' })).getByRole('combobox', {
      name: 'Publisher',
    }),
  );
  await user.click(await screen.findByRole('option', { name: '#1042 Pat Media' }));
  const deep = screen.getByRole('textbox', { name: 'Deep link' });
  await user.type(deep, 'not a url');
  expect(await screen.findByText('Enter a valid http(s) URL')).toBeInTheDocument();
  await user.clear(deep);
  await user.type(deep, 'https://evil.example/');
  expect(await screen.findAllByText('Deep links may go only to shop.example')).not.toHaveLength(0);
});
