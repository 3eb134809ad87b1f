import type { PublisherOffer, PublisherOfferChange, TrackingLink } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { createScreenMeta } from '../../../testing/factories';
import {
  createCreativeCode,
  createPartnerCreative,
  createPublisherOffer,
  createPublisherPayout,
  createStoredFile,
  createTargeting,
} from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { staffWordingIn } from '../../../testing/staff-wording';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import type { CatalogLinks } from './publisher-offer-list-page';
import PublisherOfferViewPage from './publisher-offer-view-page';

const LINKS: CatalogLinks = {
  available: '/publisher/offer/available',
  approved: '/publisher/offer/approved',
  view: (id) => `/publisher/offer/view/${id}`,
};

/** The publisher's own link as the server answers it, echoing the parts asked for. */
function ownLink(url: URL): TrackingLink {
  const extra = url.searchParams.toString();
  return {
    shortUrl: `https://track.example/c/ownlinkcode${extra ? `?${extra}` : ''}`,
    longUrl: `https://track.example/click?offer_id=1001&pub_id=1042${extra ? `&${extra}` : ''}`,
    domain: { origin: 'https://track.example', kind: 'tracking' },
    offerRef: 1001,
    publisherRef: 1042,
    test: false,
    testExpiresAt: null,
  };
}

/** Each creative's code as the server answers it: their link naming the creative, with the parts asked for. */
function ownCodes(offer: PublisherOffer | null, url: URL) {
  return (offer?.creatives ?? []).map((creative) => {
    const query = new URLSearchParams([['creative', creative.id], ...url.searchParams]);
    return createCreativeCode(creative, `https://track.example/c/ownlinkcode?${query}`, {
      linkPlaced: creative.html !== '<b>No link</b>',
    });
  });
}

function renderView(
  id: string,
  offer: PublisherOffer | null,
  linkOf = ownLink,
  changes: PublisherOfferChange[] = [],
) {
  const api = stubApi({
    [`GET /api/v1/publisher/offers/${id}/changes`]: () => jsonResponse(200, { data: changes }),
    [`GET /api/v1/publisher/offers/${id}`]: () =>
      offer ? jsonResponse(200, { data: offer }) : jsonResponse(404, { message: 'Not found' }),
    [`GET /api/v1/publisher/offers/${id}/tracking-link`]: (_init, url) =>
      jsonResponse(200, { data: linkOf(url) }),
    [`GET /api/v1/publisher/offers/${id}/creative-codes`]: (_init, url) =>
      jsonResponse(200, { data: ownCodes(offer, url) }),
  });
  const view = renderPage(
    <PublisherOfferViewPage screen={createScreenMeta('Offer Details', 'Offers')} links={LINKS} />,
    {
      path: '/publisher/offer/view/:id',
      url: `/publisher/offer/view/${id}`,
    },
  );
  return { ...api, ...view };
}

test('shows what a publisher needs: payouts, description, rules, pages, creatives, schedule and caps', async () => {
  const banner = createStoredFile({ url: '/api/v1/files/banner-1', name: 'leaderboard.png' });
  const offer = createPublisherOffer({
    name: 'Summer Sale',
    access: 'approved',
    description: '<p>Sell <strong>summer</strong> gear</p>',
    restrictions: 'No incentivised traffic',
    payouts: [
      createPublisherPayout({
        payoutAmount: '2.50',
        countryPayouts: [{ country: 'US', payoutType: 'cpa', payoutAmount: '3.00', payoutPercent: null }],
      }),
      createPublisherPayout({
        eventKey: 'sale',
        eventName: 'Sale',
        isBase: false,
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '5',
      }),
    ],
    targeting: createTargeting({
      country: { include: ['US', 'CA'], exclude: [] },
      device: { include: [], exclude: ['tablet'] },
    }),
    landingPages: [
      { id: crypto.randomUUID(), name: 'Spring page', previewUrl: 'https://shop.example.com/spring' },
    ],
    creatives: [
      createPartnerCreative({ name: 'Leaderboard', file: banner }),
      createPartnerCreative({ name: 'Widget', type: 'html', file: null, html: '<b>Buy</b>' }),
    ],
    schedule: {
      timezone: 'Europe/Berlin',
      liveFrom: null,
      liveUntil: null,
      dayPartingEnabled: true,
      dayPartingHours: [0, 1, 2, 3, 4].flatMap((day) =>
        Array.from({ length: 9 }, (_, i) => day * 24 + 9 + i),
      ),
    },
    caps: [
      {
        metric: 'conversions',
        period: 'day',
        timezone: 'UTC',
        scope: 'each_publisher',
        eventKey: null,
        limit: '50',
        action: 'pending',
      },
    ],
  });
  renderView(offer.id, offer);

  expect(await screen.findByRole('heading', { level: 1, name: /Summer Sale/ })).toBeInTheDocument();
  expect(screen.getByText('You can run this offer')).toBeInTheDocument();
  const base = screen.getByRole('region', { name: 'Payout for Conversion' });
  expect(base).toHaveTextContent('Conversion (main event): $2.50 CPA');
  expect(base).toHaveTextContent('From United States: $3.00 CPA');
  expect(screen.getByRole('region', { name: 'Payout for Sale' })).toHaveTextContent('Sale: 5% CPS');
  // The server sanitised the description; its markup is rendered, not shown as text.
  expect(screen.getByText('summer').tagName).toBe('STRONG');
  expect(screen.getByText('No incentivised traffic')).toBeInTheDocument();
  expect(screen.getByText('Only United States, Canada')).toBeInTheDocument();
  expect(screen.getByText('All but Tablet')).toBeInTheDocument();
  const preview = screen.getByRole('link', { name: 'Preview' });
  expect(preview).toHaveAttribute('href', 'https://shop.example.com/spring');
  expect(preview).toHaveAttribute('target', '_blank');
  expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Download Leaderboard' })).toHaveAttribute(
    'href',
    '/api/v1/files/banner-1?download=1',
  );
  const widget = screen.getByRole('article', { name: 'Widget' });
  expect(within(widget).getByTitle('Preview of Widget')).toHaveAttribute('sandbox', '');
  expect(await within(widget).findByRole('button', { name: 'Copy HTML' })).toBeInTheDocument();
  expect(screen.getByText('Monday to Friday: 09:00–18:00')).toBeInTheDocument();
  expect(screen.getByText(/Times are in the offer's time zone, Europe\/Berlin/)).toBeInTheDocument();
  expect(screen.getByText(/Daily conversions: 50, then conversions wait for review/)).toBeInTheDocument();
  expect(screen.getByText('(counted for you alone)')).toBeInTheDocument();
});

test('a rejected publisher sees the reason and may ask again', async () => {
  const offer = createPublisherOffer({ access: 'rejected', accessReason: 'Traffic source not allowed' });
  renderView(offer.id, offer);

  expect(await screen.findByText('Your request was not approved')).toBeInTheDocument();
  expect(screen.getByText('Reason: Traffic source not allowed')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request again' })).toBeInTheDocument();
});

test('an approved publisher is told when the offer is paused', async () => {
  const offer = createPublisherOffer({ access: 'approved', status: 'paused' });
  renderView(offer.id, offer);

  expect(await screen.findByText('You can run this offer')).toBeInTheDocument();
  expect(screen.getByText(/The offer is paused for now/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Request/ })).not.toBeInTheDocument();
});

test('a publisher who has not asked is offered the request', async () => {
  const offer = createPublisherOffer({ access: 'none', approvalQuestions: ['Website?'] });
  const { user } = renderView(offer.id, offer);

  await user.click(await screen.findByRole('button', { name: 'Request access' }));
  const dialog = await screen.findByRole('dialog', { name: `Request access to ${offer.name}` });
  expect(within(dialog).getByRole('textbox', { name: 'Website?' })).toBeInTheDocument();
});

test('an offer the publisher may not see is not found', async () => {
  const id = crypto.randomUUID();
  renderView(id, null);

  expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
  expect(screen.getByText('This offer does not exist, or is not open to you.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to available offers' })).toHaveAttribute(
    'href',
    LINKS.available,
  );
});

test('a publisher who may run the offer gets their own link, with their sub ids; no deep link field unless allowed', async () => {
  const offer = createPublisherOffer({ access: 'approved', deepLinksEnabled: false });
  const { user, calls } = renderView(offer.id, offer);
  expect(await screen.findByText('https://track.example/c/ownlinkcode')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Deep link' })).not.toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'sub2' }), 'banner-a');
  expect(await screen.findByText('https://track.example/c/ownlinkcode?sub2=banner-a')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy short link' }));
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  // Their own link only: the request names no publisher.
  const asked = queriesTo(calls, `/api/v1/publisher/offers/${offer.id}/tracking-link`);
  expect(asked.every((query) => !query.has('publisherId'))).toBe(true);
});

test('without access, the link card says how to get one and asks the server for nothing', async () => {
  const offer = createPublisherOffer({ access: 'none' });
  const { calls } = renderView(offer.id, offer);
  expect(
    await screen.findByText('Your link appears here once you may run this offer: request access above.'),
  ).toBeInTheDocument();
  expect(queriesTo(calls, `/api/v1/publisher/offers/${offer.id}/tracking-link`)).toEqual([]);
});

test('each creative comes with the publisher’s code to paste, their link inside, following the sub ids they type', async () => {
  const banner = createPartnerCreative({ name: 'Leaderboard', type: 'banner' });
  const text = createPartnerCreative({ name: 'Sale link', type: 'text_link', file: null, linkText: 'Shop' });
  const email = createPartnerCreative({
    name: 'Newsletter',
    type: 'email',
    file: null,
    emailBody: '<b>Hi</b>',
  });
  const bare = createPartnerCreative({
    name: 'Bare widget',
    type: 'html',
    file: null,
    html: '<b>No link</b>',
  });
  const offer = createPublisherOffer({ access: 'approved', creatives: [banner, text, email, bare] });
  const { user, calls } = renderView(offer.id, offer);

  const bannerTile = await screen.findByRole('article', { name: 'Leaderboard' });
  const link = `https://track.example/c/ownlinkcode?creative=${banner.id}`;
  expect(
    await within(bannerTile).findByText(new RegExp(`<a href="${escapeRegExp(link)}"><img`)),
  ).toBeInTheDocument();
  expect(
    within(bannerTile).getByText(`https://track.example/i/code?creative=${banner.id}`),
  ).toBeInTheDocument();
  expect(within(bannerTile).getByText(link)).toBeInTheDocument();
  for (const name of ['Copy banner code', 'Copy image URL', 'Copy link']) {
    expect(within(bannerTile).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(within(bannerTile).getByRole('link', { name: 'Download Leaderboard' })).toBeInTheDocument();
  const textTile = screen.getByRole('article', { name: 'Sale link' });
  expect(within(textTile).getByRole('button', { name: 'Copy link HTML' })).toBeInTheDocument();
  const emailTile = screen.getByRole('article', { name: 'Newsletter' });
  expect(
    within(emailTile).getByText(/^<p><a href="https:\/\/track.example\/c\/ownlinkcode\?creative=/),
  ).toBeInTheDocument();
  expect(within(emailTile).getByRole('button', { name: 'Copy e-mail HTML' })).toBeInTheDocument();
  expect(within(emailTile).queryByText('<b>Hi</b>')).not.toBeInTheDocument();
  const bareTile = screen.getByRole('article', { name: 'Bare widget' });
  expect(within(bareTile).getByText('This creative has no place for the link')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'sub2' }), 'banner-a');
  expect(await within(bannerTile).findByText(`${link}&sub2=banner-a`)).toBeInTheDocument();
  await user.click(within(bannerTile).getByRole('button', { name: 'Copy banner code' }));
  expect(await within(bannerTile).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  // The codes name their own creative: the generator's creative choice is not sent.
  const asked = queriesTo(calls, `/api/v1/publisher/offers/${offer.id}/creative-codes`);
  expect(asked.at(-1)?.get('sub2')).toBe('banner-a');
  expect(asked.every((query) => !query.has('creativeId') && !query.has('publisherId'))).toBe(true);
});

test('before the publisher may run the offer, each creative says why it has no code, and no code is asked for', async () => {
  const offer = createPublisherOffer({
    access: 'pending',
    creatives: [createPartnerCreative({ name: 'Widget', type: 'html', file: null, html: '<b>Buy</b>' })],
  });
  const { calls } = renderView(offer.id, offer);
  const tile = await screen.findByRole('article', { name: 'Widget' });
  expect(
    within(tile).getByText(
      'Your code with your tracking link appears here once the network approves your request.',
    ),
  ).toBeInTheDocument();
  expect(within(tile).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  expect(queriesTo(calls, `/api/v1/publisher/offers/${offer.id}/creative-codes`)).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the link card speaks to the publisher: no staff wording, even on a network without a tracking domain', async () => {
  const offer = createPublisherOffer({ access: 'approved' });
  const onPanel = (url: URL): TrackingLink => ({
    ...ownLink(url),
    shortUrl: 'https://panel.example/c/ownlinkcode',
    domain: { origin: 'https://panel.example', kind: 'panel' },
  });
  const { container } = renderView(offer.id, offer, onPanel);
  expect(await screen.findByText('https://panel.example/c/ownlinkcode')).toBeInTheDocument();
  expect(screen.queryByText('No tracking domain yet')).not.toBeInTheDocument();
  expect(screen.getByText('offer_id, pub_id: the offer number and yours (long form).')).toBeInTheDocument();
  expect(staffWordingIn(container.textContent ?? '')).toEqual([]);
});

test('the changes to the publisher’s terms, newest first, each in words with its time', async () => {
  const offer = createPublisherOffer({ access: 'approved' });
  const change = (path: string, item: string | null, before: unknown, after: unknown) => ({
    path,
    item,
    kind: before === null ? ('added' as const) : ('changed' as const),
    before,
    after,
  });
  renderView(offer.id, offer, ownLink, [
    { version: 5, changedAt: '2026-11-28T09:30:00Z', changes: [change('status', null, 'active', 'paused')] },
    {
      version: 2,
      changedAt: '2026-11-20T14:00:00Z',
      changes: [
        change('payouts.payoutAmount', 'conversion', '4.50', '5.25'),
        change('yourPayouts', null, null, {
          id: crypto.randomUUID(),
          eventKey: 'conversion',
          country: 'US',
          payoutType: 'cpa',
          payoutAmount: '6.00',
          payoutPercent: null,
        }),
      ],
    },
  ]);
  const list = await screen.findByRole('list', { name: 'Changes to your terms' });
  const versions = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => [
      item.querySelector('p')?.textContent,
      within(item)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ]);
  expect(versions).toEqual([
    [formatDateTime('2026-11-28T09:30:00Z'), ['Status: active → paused']],
    [
      formatDateTime('2026-11-20T14:00:00Z'),
      ['Payouts › payout amount (conversion): 4.50 → 5.25', 'Your payouts: added conversion in US: 6.00'],
    ],
  ]);
});

test('no change yet says so', async () => {
  const offer = createPublisherOffer({ access: 'approved' });
  renderView(offer.id, offer);
  expect(await screen.findByText('No change to your terms since the offer was created.')).toBeInTheDocument();
});
