import type { Creative } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createCreative, createCreativeLinks, pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import { OfferCreativesPanel } from '../components/offer-creatives-panel';
import CreativeListPage from './creative-list-page';

const LIST_URL = '/api/v1/creatives';
const PATH = '/admin/offer/creative/manage';
const CREATIVE_LINKS = createCreativeLinks();

function stubList(rows: Creative[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf(rows)),
    'GET /api/v1/offers/options': () => jsonResponse(200, { data: [] }),
    ...extra,
  });
}

function renderList(url = PATH) {
  return renderPage(
    <CreativeListPage screen={createScreenMeta('Manage Creatives', 'Creatives')} links={CREATIVE_LINKS} />,
    { path: PATH, url },
  );
}

test('lists creatives with banner thumbnails, their offer, and view and edit links', async () => {
  const banner = createCreative({ name: 'Leaderboard' });
  const link = createCreative({
    name: 'Text Deal',
    type: 'text_link',
    file: null,
    width: null,
    height: null,
    linkText: 'Save 20% today',
  });
  const { calls } = stubList([banner, link]);
  renderList();

  expect(await screen.findByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'href',
    `/admin/offer/creative/view/${banner.id}`,
  );
  const bannerRow = screen.getByRole('row', { name: /Leaderboard/ });
  expect(within(bannerRow).getByRole('img', { name: 'Banner Leaderboard' })).toHaveAttribute(
    'src',
    banner.file?.url,
  );
  expect(within(bannerRow).getByText('728 × 90 px')).toBeInTheDocument();
  expect(within(bannerRow).getByText(`#${banner.offer.ref} ${banner.offer.name}`)).toBeInTheDocument();
  expect(within(bannerRow).getByRole('link', { name: 'Edit Leaderboard' })).toHaveAttribute(
    'href',
    `/admin/offer/creative/edit/${banner.id}`,
  );
  const linkRow = screen.getByRole('row', { name: /Text Deal/ });
  expect(within(linkRow).getByText('Save 20% today')).toBeInTheDocument();
  expect(within(linkRow).queryByRole('img', { name: /Banner/ })).not.toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('the URL state drives the query; filters change the URL', async () => {
  const offerId = crypto.randomUUID();
  const { calls } = stubList([createCreative()]);
  const { user, router } = renderList(
    `${PATH}?offerId=${offerId}&type=html&search=promo&sort=name&order=asc`,
  );

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    search: 'promo',
    sort: 'name',
    order: 'asc',
    offerId,
    type: 'html',
  });
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Paused' }));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('status')).toBe('paused'));

  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?sort=name&order=asc`));
});

test('empty, no-match and error states', async () => {
  let attempts = 0;
  stubList([], {
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, pageOf([]));
    },
  });
  const { user } = renderList();

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load creatives' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'No creatives yet' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Add creative' })[0]).toHaveAttribute(
    'href',
    '/admin/offer/creative/add',
  );
});

test("the offer's creatives panel asks for that offer only and adds with it chosen", async () => {
  const offerId = crypto.randomUUID();
  const { calls } = stubList([]);
  renderPage(<OfferCreativesPanel offerId={offerId} links={CREATIVE_LINKS} />, {
    path: '/admin/offer/:id/creatives',
    url: `/admin/offer/${offerId}/creatives`,
  });

  expect(await screen.findByRole('heading', { name: 'No creatives yet' })).toBeInTheDocument();
  expect(queriesTo(calls, LIST_URL)[0]?.get('offerId')).toBe(offerId);
  expect(screen.queryByRole('combobox', { name: 'Offer' })).not.toBeInTheDocument();
  for (const link of screen.getAllByRole('link', { name: 'Add creative' }))
    expect(link).toHaveAttribute('href', `/admin/offer/creative/add?offerId=${offerId}`);
});
