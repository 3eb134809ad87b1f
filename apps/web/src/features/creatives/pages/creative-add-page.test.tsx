import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import {
  createCreative,
  createCreativeLinks,
  createLandingPage,
  createOfferOption,
  createOfferSummary,
} from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../testing/stub-api';
import CreativeAddPage from './creative-add-page';

const CREATE_URL = '/api/v1/creatives';
const PATH = '/admin/offer/creative/add';
const LINKS = createCreativeLinks();
const SPRING = createLandingPage({ name: 'Spring landing' });
const OFFER = createOfferSummary({
  name: 'Summer Sale',
  landingPages: [SPRING, createLandingPage({ name: 'Old page', status: 'paused' })],
});

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to point at.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

function renderAdd(url = PATH, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET /api/v1/offers/${OFFER.id}`]: () => jsonResponse(200, { data: OFFER }),
    'GET /api/v1/offers/options': () =>
      jsonResponse(200, { data: [createOfferOption({ id: OFFER.id, ref: OFFER.ref, name: OFFER.name })] }),
    ...handlers,
  });
  const view = renderPage(
    <CreativeAddPage screen={createScreenMeta('Add Creative', 'Creatives')} links={LINKS} />,
    {
      path: PATH,
      url,
    },
  );
  return { ...api, ...view };
}

test('?offerId= chooses the offer, and its landing pages are offered', async () => {
  const { user } = renderAdd(`${PATH}?offerId=${OFFER.id}`);

  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue(`#${OFFER.ref} Summer Sale`),
  );
  await user.click(screen.getByRole('combobox', { name: 'Landing page' }));
  expect(await screen.findByRole('option', { name: 'Spring landing' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Old page (paused)' })).toBeInTheDocument();
});

test('a banner is sent as multipart with its image file and nothing of the other types', async () => {
  const created = createCreative({ name: 'Leaderboard' });
  const { calls, user } = renderAdd(`${PATH}?offerId=${OFFER.id}`, {
    [`POST ${CREATE_URL}`]: () => jsonResponse(201, { data: created }),
  });
  const image = new File([new Uint8Array([137, 80, 78, 71])], 'leaderboard.png', { type: 'image/png' });

  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue(`#${OFFER.ref} Summer Sale`),
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Leaderboard');
  // Mantine's FileInput is a button over a hidden file input, which is what receives the file.
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('expected a file input');
  await user.upload(input, image);
  expect(await screen.findByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  await user.click(screen.getByRole('combobox', { name: 'Landing page' }));
  await user.click(await screen.findByRole('option', { name: 'Spring landing' }));
  await user.click(screen.getByRole('button', { name: 'Add creative' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/offer/creative/view/${created.id}`);
  expect(await screen.findByText('Leaderboard added')).toBeInTheDocument();
  const body = sentForm(calls, CREATE_URL);
  expect(body.get('offerId')).toBe(OFFER.id);
  expect(body.get('name')).toBe('Leaderboard');
  expect(body.get('type')).toBe('banner');
  expect(body.get('status')).toBe('active');
  expect(body.get('downloadable')).toBe('1');
  expect(body.get('landingPageId')).toBe(SPRING.id);
  expect((body.get('file') as File).name).toBe('leaderboard.png');
  for (const other of ['linkText', 'html', 'emailSubject', 'emailFromName', 'emailBody'])
    expect(body.has(other)).toBe(false);
});

test('the schema and the banner rule stop an incomplete creative before sending', async () => {
  const { calls, user } = renderAdd();

  await user.click(screen.getByRole('button', { name: 'Add creative' }));
  expect(await screen.findByText('Choose the offer')).toBeInTheDocument();
  expect(screen.getByText('Enter the creative name')).toBeInTheDocument();
  expect(screen.getByText('Choose the banner image')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'E-mail' }));
  await user.click(screen.getByRole('button', { name: 'Add creative' }));
  expect(await screen.findByText('Enter the subject line')).toBeInTheDocument();
  expect(screen.getByText('Enter the e-mail body')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('HTML goes as html only, and server field errors land on their inputs', async () => {
  const message = 'The landing page is not one of this offer';
  const { calls, user } = renderAdd(`${PATH}?offerId=${OFFER.id}`, {
    [`POST ${CREATE_URL}`]: () =>
      jsonResponse(422, {
        message: 'Invalid input',
        errors: { landingPageId: [message], html: ['Too long'] },
      }),
  });

  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue(`#${OFFER.ref} Summer Sale`),
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Widget');
  await user.click(screen.getByRole('radio', { name: 'HTML' }));
  await user.type(screen.getByRole('textbox', { name: 'HTML' }), '<b>Hi</b>');
  await user.click(screen.getByRole('button', { name: 'Add creative' }));

  const page = screen.getByRole('combobox', { name: 'Landing page' });
  await waitFor(() => expect(page).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(screen.getByRole('textbox', { name: 'HTML' })).toHaveAccessibleDescription(
    expect.stringContaining('Too long'),
  );
  const body = sentForm(calls, CREATE_URL);
  expect(body.get('type')).toBe('html');
  expect(body.get('html')).toBe('<b>Hi</b>');
  expect(body.has('file')).toBe(false);
  expect(within(document.body).queryByText('Could not save the creative')).not.toBeInTheDocument();
});
