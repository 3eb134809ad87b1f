import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { jsonResponse, sentForm } from '../../../testing/stub-api';
import { fieldErrors, renderOfferTab } from '../testing/render-offer-tab';
import OfferFallbackPage from './offer-fallback-page';

const backup = { id: crypto.randomUUID(), ref: 1077, name: 'Backup Offer', status: 'active' as const };
const spare = { id: crypto.randomUUID(), ref: 1078, name: 'Spare Offer', status: 'active' as const };

const FALLBACK_PRIORITY = 'By priority (first that applies)';

function offerWithFallbacks() {
  return createOffer({
    fallbacks: [
      {
        id: crypto.randomUUID(),
        kind: 'url',
        url: 'https://fallback.example/?c={click_id}',
        offerId: null,
        offer: null,
        weight: 100,
        reasons: ['cap_reached'],
      },
      {
        id: crypto.randomUUID(),
        kind: 'offer',
        url: null,
        offerId: backup.id,
        offer: { id: backup.id, name: 'Backup Offer' },
        weight: 40,
        reasons: [],
      },
    ],
  });
}

test('shows the entries in order with their targets and reasons', async () => {
  renderOfferTab(OfferFallbackPage, offerWithFallbacks(), 'fallback');

  expect(await screen.findByRole('textbox', { name: 'Fallback 1 URL' })).toHaveValue(
    'https://fallback.example/?c={click_id}',
  );
  expect(screen.getByText('Cap reached')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Fallback 2 offer' })).toHaveValue('Backup Offer');
  expect(screen.getByRole('radio', { name: FALLBACK_PRIORITY })).toBeChecked();
  expect(screen.queryByRole('textbox', { name: 'Fallback 2 weight' })).not.toBeInTheDocument();
});

test('reorders entries, picks by weight, adds another offer and saves', async () => {
  const offer = offerWithFallbacks();
  const { calls, user, putUrl } = renderOfferTab(OfferFallbackPage, offer, 'fallback', {
    handlers: {
      'GET /api/v1/offers/options': () =>
        jsonResponse(200, {
          data: [{ id: offer.id, ref: offer.ref, name: offer.name, status: 'draft' }, spare],
        }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Move fallback 2 up' }));
  expect(screen.getByRole('combobox', { name: 'Fallback 1 offer' })).toHaveValue('Backup Offer');
  await user.click(screen.getByRole('radio', { name: 'By weight (split among those that apply)' }));
  await user.click(screen.getByRole('button', { name: 'Add fallback' }));
  const third = screen.getByRole('group', { name: 'Fallback 3' });
  await user.click(within(third).getByRole('radio', { name: 'Another offer' }));
  await user.click(within(third).getByRole('combobox', { name: 'Fallback 3 offer' }));
  expect(await screen.findByRole('option', { name: '#1078 Spare Offer' })).toBeInTheDocument();
  // The offer being edited cannot be its own fallback.
  expect(screen.queryByRole('option', { name: `#${offer.ref} ${offer.name}` })).not.toBeInTheDocument();
  await user.click(screen.getByRole('option', { name: '#1078 Spare Offer' }));
  await user.click(within(third).getByRole('combobox', { name: 'Fallback 3 reasons' }));
  await user.click(await screen.findByRole('option', { name: 'Targeting mismatch' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Fallback saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('fallbackStrategy')).toBe('weight');
  expect(body.get('fallbacks[0][id]')).toBe(offer.fallbacks[1]?.id);
  expect(body.get('fallbacks[0][kind]')).toBe('offer');
  expect(body.get('fallbacks[0][offerId]')).toBe(backup.id);
  expect(body.get('fallbacks[0][weight]')).toBe('40');
  expect(body.has('fallbacks[0][reasons][]')).toBe(false);
  expect(body.get('fallbacks[1][url]')).toBe('https://fallback.example/?c={click_id}');
  expect(body.getAll('fallbacks[1][reasons][]')).toEqual(['cap_reached']);
  expect(body.get('fallbacks[2][kind]')).toBe('offer');
  expect(body.get('fallbacks[2][offerId]')).toBe(spare.id);
  expect(body.has('fallbacks[2][url]')).toBe(false);
  expect(body.getAll('fallbacks[2][reasons][]')).toEqual(['targeting']);
});

test('a server error on an entry shows on its input', async () => {
  const offer = offerWithFallbacks();
  const { user } = renderOfferTab(OfferFallbackPage, offer, 'fallback', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/fallback`]: fieldErrors({
        'fallbacks.0.url': ['This offer requires HTTPS: start the URL with https://'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const url = screen.getByRole('textbox', { name: 'Fallback 1 URL' });
  await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
});

test('an offer entry without an offer stops the save', async () => {
  const { calls, user } = renderOfferTab(OfferFallbackPage, createOffer(), 'fallback');
  await user.click(await screen.findByRole('button', { name: 'Add fallback' }));
  await user.click(screen.getByRole('radio', { name: 'Another offer' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Choose an offer')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});
