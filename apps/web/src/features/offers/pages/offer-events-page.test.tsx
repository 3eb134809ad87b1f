import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer, createOfferEvent } from '../../../testing/factories';
import { sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferEventsPage from './offer-events-page';

function offerWithEvents() {
  return createOffer({
    events: [
      createOfferEvent(),
      createOfferEvent({
        key: 'deposit',
        name: 'Deposit',
        isBase: false,
        isPrivate: true,
        defaultStatus: 'pending',
      }),
    ],
  });
}

test('lists the stored events with their rules', async () => {
  const offer = offerWithEvents();
  renderOfferTab(OfferEventsPage, offer, 'events');

  expect(await screen.findByRole('textbox', { name: 'Event 1 key' })).toHaveValue('conversion');
  expect(screen.getByRole('textbox', { name: 'Event 2 name' })).toHaveValue('Deposit');
  expect(screen.getByRole('radio', { name: 'Event 1 is the base event' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Event 2 is private' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Event 1 conversion status' })).toHaveValue(
    'Offer default (Approved)',
  );
  expect(screen.getByRole('combobox', { name: 'Event 2 conversion status' })).toHaveValue('Pending review');
  expect(screen.getByRole('link', { name: 'Payouts tab' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/payouts`,
  );
});

test('adds an event and saves the list with bracketed keys', async () => {
  const offer = offerWithEvents();
  const { calls, user, putUrl } = renderOfferTab(OfferEventsPage, offer, 'events');
  await user.click(await screen.findByRole('button', { name: 'Add event' }));
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 key' }), 'upsell');
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 name' }), 'Upsell');
  await user.click(screen.getByRole('checkbox', { name: 'Event 3 allows duplicates' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Events saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('events[0][id]')).toBe(offer.events[0]?.id);
  expect(body.get('events[0][isBase]')).toBe('1');
  expect(body.has('events[0][defaultStatus]')).toBe(false);
  expect(body.get('events[1][key]')).toBe('deposit');
  expect(body.get('events[1][isPrivate]')).toBe('1');
  expect(body.get('events[1][defaultStatus]')).toBe('pending');
  expect(body.has('events[2][id]')).toBe(false);
  expect(body.get('events[2][key]')).toBe('upsell');
  expect(body.get('events[2][allowDuplicates]')).toBe('1');
});

test('a server error on a list item shows on that row', async () => {
  const offer = offerWithEvents();
  const { user } = renderOfferTab(OfferEventsPage, offer, 'events', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/events`]: fieldErrors({
        'events.2.key': ['Each event needs its own key'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Add event' }));
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 key' }), 'deposit_2');
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 name' }), 'Deposit again');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  const key = screen.getByRole('textbox', { name: 'Event 3 key' });
  await waitFor(() => expect(key).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Each event needs its own key')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Event 2 key' })).not.toHaveAttribute('aria-invalid', 'true');
});

test('keys that are not lower-case words, or repeat, stop the save', async () => {
  const offer = offerWithEvents();
  const { calls, user } = renderOfferTab(OfferEventsPage, offer, 'events');
  await user.click(await screen.findByRole('button', { name: 'Add event' }));
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 key' }), 'First Deposit');
  await fill(user, screen.getByRole('textbox', { name: 'Event 3 name' }), 'First deposit');
  const second = screen.getByRole('textbox', { name: 'Event 2 key' });
  await user.clear(second);
  await fill(user, second, 'conversion');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText(/Use 1-32 lower-case letters/)).toBeInTheDocument();
  expect(screen.getByText('Each event needs its own key')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('in the wizard, "Save and continue" saves and opens the next tab', async () => {
  const offer = offerWithEvents();
  const { calls, user, putUrl } = renderOfferTab(OfferEventsPage, offer, 'events', { search: '?wizard=1' });
  expect(await screen.findByText(/is a draft/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  expect(await screen.findByTestId('location')).toHaveTextContent(
    `/admin/offer/${offer.id}/landing-pages?wizard=1`,
  );
  expect(sentForm(calls, putUrl).get('events[1][key]')).toBe('deposit');
});
