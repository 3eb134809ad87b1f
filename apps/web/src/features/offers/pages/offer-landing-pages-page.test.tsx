import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferLandingPagesPage from './offer-landing-pages-page';

function offerWithPages() {
  return createOffer({
    landingPages: [
      {
        id: crypto.randomUUID(),
        name: 'Quiz',
        url: 'https://shop.example/quiz?c={click_id}',
        previewUrl: null,
        status: 'active',
        weight: 75,
      },
      {
        id: crypto.randomUUID(),
        name: 'Video',
        url: 'https://shop.example/video',
        previewUrl: 'https://shop.example/video-preview',
        status: 'active',
        weight: 25,
      },
    ],
    deepLinksEnabled: true,
    deepLinkDomains: ['shop.example'],
  });
}

test('shows the pages with their share of the rotation and the deep-link domains', async () => {
  renderOfferTab(OfferLandingPagesPage, offerWithPages(), 'landing-pages');

  expect(await screen.findByRole('textbox', { name: 'Landing page 1 name' })).toHaveValue('Quiz');
  expect(screen.getByRole('textbox', { name: 'Landing page 2 preview URL' })).toHaveValue(
    'https://shop.example/video-preview',
  );
  expect(screen.getByText('About 75% of rotating clicks')).toBeInTheDocument();
  expect(screen.getByText('About 25% of rotating clicks')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Allow deep links' })).toBeChecked();
  expect(screen.getByText('shop.example')).toBeInTheDocument();
});

test('adds a page and saves pages and domains', async () => {
  const offer = offerWithPages();
  const { calls, user, putUrl } = renderOfferTab(OfferLandingPagesPage, offer, 'landing-pages');
  await user.click(await screen.findByRole('button', { name: 'Add landing page' }));
  await fill(user, screen.getByRole('textbox', { name: 'Landing page 3 name' }), 'Checkout');
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Landing page 3 URL' }),
    'https://shop.example/checkout',
  );
  const weight = screen.getByRole('textbox', { name: 'Landing page 3 weight' });
  await user.clear(weight);
  await user.type(weight, '0');
  expect(screen.getByText('Not in the rotation')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Landing Pages saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('landingPages[0][id]')).toBe(offer.landingPages[0]?.id);
  expect(body.get('landingPages[0][weight]')).toBe('75');
  expect(body.get('landingPages[1][previewUrl]')).toBe('https://shop.example/video-preview');
  expect(body.get('landingPages[2][name]')).toBe('Checkout');
  expect(body.get('landingPages[2][weight]')).toBe('0');
  expect(body.get('landingPages[2][status]')).toBe('active');
  expect(body.get('deepLinksEnabled')).toBe('1');
  expect(body.getAll('deepLinkDomains[]')).toEqual(['shop.example']);
});

test('a server error on a page URL shows on that page', async () => {
  const offer = offerWithPages();
  const { user } = renderOfferTab(OfferLandingPagesPage, offer, 'landing-pages', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/landing-pages`]: fieldErrors({
        'landingPages.1.url': ['This offer requires HTTPS: start the URL with https://'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const url = screen.getByRole('textbox', { name: 'Landing page 2 URL' });
  await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText(/requires HTTPS/)).toBeInTheDocument();
});

test('a page without a URL stops the save', async () => {
  const offer = createOffer();
  const { calls, user } = renderOfferTab(OfferLandingPagesPage, offer, 'landing-pages');
  await user.click(await screen.findByRole('button', { name: 'Add landing page' }));
  await fill(user, screen.getByRole('textbox', { name: 'Landing page 1 name' }), 'Quiz');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  const url = screen.getByRole('textbox', { name: 'Landing page 1 URL' });
  await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('deep links without a domain stop the save', async () => {
  const offer = createOffer();
  const { calls, user } = renderOfferTab(OfferLandingPagesPage, offer, 'landing-pages');
  await user.click(await screen.findByRole('switch', { name: 'Allow deep links' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('List the domains deep links may go to')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('a page URL without {click_id} is warned about on its input, and the pages still save', async () => {
  const offer = offerWithPages();
  const { user } = renderOfferTab(OfferLandingPagesPage, offer, 'landing-pages');
  const quiz = await screen.findByRole('textbox', { name: 'Landing page 1 URL' });
  const video = screen.getByRole('textbox', { name: 'Landing page 2 URL' });
  expect(quiz).not.toHaveAccessibleDescription(/Warning/);
  expect(video).toHaveAccessibleDescription(/^Warning: No \{click_id\} in this URL/);
  await user.clear(video);
  await fill(user, video, 'https://shop.example/video?c={click_id}');
  expect(video).not.toHaveAccessibleDescription(/Warning/);
  await user.clear(quiz);
  await fill(user, quiz, 'https://shop.example/quiz');
  expect(quiz).toHaveAccessibleDescription(/^Warning: No \{click_id\} in this URL/);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Landing Pages saved')).toBeInTheDocument();
});
