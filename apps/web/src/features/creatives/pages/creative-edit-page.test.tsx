import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createCreative, createCreativeLinks, createOfferSummary } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import CreativeEditPage from './creative-edit-page';

const LINKS = createCreativeLinks();

test('editing keeps the banner file unless a new one is chosen, and saves with PUT', async () => {
  const offer = createOfferSummary({ name: 'Summer Sale' });
  const creative = createCreative({
    name: 'Leaderboard',
    offer: { id: offer.id, ref: offer.ref, name: offer.name },
  });
  const url = `/api/v1/creatives/${creative.id}`;
  const { calls } = stubApi({
    [`GET ${url}`]: () => jsonResponse(200, { data: creative }),
    [`PUT ${url}`]: () => jsonResponse(200, { data: { ...creative, name: 'Leaderboard XL' } }),
    [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    'GET /api/v1/offers/options': () => jsonResponse(200, { data: [] }),
  });
  const { user } = renderPage(
    <CreativeEditPage screen={createScreenMeta('Edit Creative', 'Creatives')} links={LINKS} />,
    {
      path: '/admin/offer/creative/edit/:id',
      url: `/admin/offer/creative/edit/${creative.id}`,
    },
  );

  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Leaderboard');
  expect(screen.getByRole('img', { name: 'Current banner' })).toHaveAttribute('src', creative.file?.url);
  expect(screen.getByText('Current size: 728 × 90 px')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Leaderboard XL');
  await user.click(screen.getByRole('switch', { name: /Publishers can see and download it/ }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  const body = sentForm(calls, url);
  expect(body.get('name')).toBe('Leaderboard XL');
  expect(body.get('offerId')).toBe(offer.id);
  expect(body.get('downloadable')).toBe('0');
  expect(body.has('file')).toBe(false);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/offer/creative/view/${creative.id}`),
  );
});

test('an unknown creative shows the not-found state instead of the form', async () => {
  const id = crypto.randomUUID();
  stubApi({ [`GET /api/v1/creatives/${id}`]: () => jsonResponse(404, { message: 'Not found' }) });
  renderPage(<CreativeEditPage screen={createScreenMeta('Edit Creative', 'Creatives')} links={LINKS} />, {
    path: '/admin/offer/creative/edit/:id',
    url: `/admin/offer/creative/edit/${id}`,
  });
  expect(await screen.findByRole('heading', { name: 'Creative not found' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
});
