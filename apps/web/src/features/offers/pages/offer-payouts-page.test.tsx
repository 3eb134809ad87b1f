import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createOffer,
  createOfferEvent,
  createOfferPayout,
  createPublisher,
} from '../../../testing/factories';
import { jsonResponse, queriesTo, sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferPayoutsPage from './offer-payouts-page';

const publisher = createPublisher({ company: 'Traffic Co' });
const PUBLISHERS = {
  'GET /api/v1/publishers': () =>
    jsonResponse(200, { data: [publisher], meta: { page: 1, perPage: 25, total: 1 } }),
};

function offerWithPayouts() {
  const base = createOfferEvent();
  const deposit = createOfferEvent({ key: 'deposit', name: 'Deposit', isBase: false });
  return createOffer({
    events: [base, deposit],
    payouts: [
      createOfferPayout(base),
      createOfferPayout(deposit, {
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '5.00',
        revenueType: 'cps',
        revenueAmount: null,
        revenuePercent: '8.00',
      }),
    ],
    overrides: [
      {
        id: crypto.randomUUID(),
        eventKey: 'conversion',
        publisherId: publisher.id,
        publisher: { id: publisher.id, company: 'Traffic Co' },
        country: 'DE',
        payoutType: 'cpa',
        payoutAmount: '2.50',
        payoutPercent: null,
        startsAt: '2026-07-01T00:00',
        endsAt: null,
      },
    ],
  });
}

test('shows each event price with its margin and the overrides', async () => {
  renderOfferTab(OfferPayoutsPage, offerWithPayouts(), 'payouts');

  const conversion = await screen.findByRole('group', { name: 'Conversion' });
  expect(within(conversion).getByRole('textbox', { name: 'Payout amount' })).toHaveValue('2.00');
  expect(within(conversion).getByRole('textbox', { name: 'Revenue amount' })).toHaveValue('3.00');
  expect(within(conversion).getByText('Margin $1.00 (33.33%)')).toBeInTheDocument();
  const deposit = screen.getByRole('group', { name: 'Deposit' });
  expect(within(deposit).getByRole('textbox', { name: 'Payout percent' })).toHaveValue('5.00');
  expect(within(deposit).queryByRole('textbox', { name: 'Payout amount' })).not.toBeInTheDocument();
  expect(within(deposit).getByText('Margin 3% of each sale')).toBeInTheDocument();

  expect(screen.getByRole('combobox', { name: 'Override 1 publisher' })).toHaveValue('Traffic Co');
  expect(screen.getByRole('combobox', { name: 'Override 1 country' })).toHaveValue('Germany');
  expect(screen.getByRole('textbox', { name: 'Override 1 payout amount' })).toHaveValue('2.50');
  expect(screen.getByRole('button', { name: /Override 1 starts/ })).toHaveTextContent('2026-07-01 00:00');
});

test('saves prices per event and a new override for a picked publisher', async () => {
  const offer = offerWithPayouts();
  const { calls, user, putUrl } = renderOfferTab(OfferPayoutsPage, offer, 'payouts', {
    handlers: PUBLISHERS,
  });
  const deposit = await screen.findByRole('group', { name: 'Deposit' });
  await user.click(within(deposit).getByRole('combobox', { name: 'Payout type' }));
  await user.click(await screen.findByRole('option', { name: 'CPA (fixed per conversion)' }));
  await fill(user, within(deposit).getByRole('textbox', { name: 'Payout amount' }), '4');

  await user.click(screen.getByRole('button', { name: 'Add override' }));
  await user.click(screen.getByRole('combobox', { name: 'Override 2 publisher' }));
  await user.click(await screen.findByRole('option', { name: 'Traffic Co' }));
  await fill(user, screen.getByRole('textbox', { name: 'Override 2 payout amount' }), '3.10');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Payouts saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('payouts[0][eventKey]')).toBe('conversion');
  expect(body.get('payouts[0][payoutAmount]')).toBe('2.00');
  expect(body.get('payouts[1][eventKey]')).toBe('deposit');
  expect(body.get('payouts[1][payoutType]')).toBe('cpa');
  expect(body.get('payouts[1][payoutAmount]')).toBe('4.00');
  // The percentage the new type does not use is not sent.
  expect(body.has('payouts[1][payoutPercent]')).toBe(false);
  expect(body.get('payouts[1][revenuePercent]')).toBe('8.00');
  expect(body.get('overrides[0][id]')).toBe(offer.overrides[0]?.id);
  expect(body.get('overrides[0][country]')).toBe('DE');
  expect(body.get('overrides[0][startsAt]')).toBe('2026-07-01T00:00');
  expect(body.get('overrides[1][publisherId]')).toBe(publisher.id);
  expect(body.get('overrides[1][eventKey]')).toBe('conversion');
  expect(body.get('overrides[1][payoutAmount]')).toBe('3.10');
  expect(body.has('overrides[1][publisherName]')).toBe(false);
});

test('a server error on an override shows on its input', async () => {
  const offer = offerWithPayouts();
  const { user } = renderOfferTab(OfferPayoutsPage, offer, 'payouts', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/payouts`]: fieldErrors({
        'overrides.0.startsAt': ['Overlaps override 1 for the same publisher, event and country'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/Overlaps override 1/)).toBeInTheDocument();
  expect(screen.queryByText('Could not save payouts')).not.toBeInTheDocument();
});

test('a missing amount stops the save', async () => {
  const offer = offerWithPayouts();
  const { calls, user } = renderOfferTab(OfferPayoutsPage, offer, 'payouts');
  const conversion = await screen.findByRole('group', { name: 'Conversion' });
  const amount = within(conversion).getByRole('textbox', { name: 'Revenue amount' });
  await user.clear(amount);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  expect(within(conversion).getByText('Enter an amount')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('resolves what a publisher is paid now and where it comes from', async () => {
  const offer = offerWithPayouts();
  const resolveUrl = `/api/v1/offers/${offer.id}/payouts/resolve`;
  const { calls, user } = renderOfferTab(OfferPayoutsPage, offer, 'payouts', {
    handlers: {
      ...PUBLISHERS,
      [`GET ${resolveUrl}`]: () =>
        jsonResponse(200, {
          data: [
            {
              eventKey: 'conversion',
              eventName: 'Conversion',
              isPrivate: false,
              payoutType: 'cpa',
              payoutAmount: '2.50',
              payoutPercent: null,
              source: 'override',
              overrideId: offer.overrides[0]?.id,
            },
            {
              eventKey: 'deposit',
              eventName: 'Deposit',
              isPrivate: false,
              payoutType: 'cps',
              payoutAmount: null,
              payoutPercent: '5.00',
              source: 'default',
              overrideId: null,
            },
          ],
        }),
    },
  });
  await user.click(await screen.findByRole('combobox', { name: 'Publisher' }));
  await user.click(await screen.findByRole('option', { name: 'Traffic Co' }));

  const table = await screen.findByRole('table', { name: 'Resolved payouts' });
  expect(await within(table).findByText('$2.50 CPA')).toBeInTheDocument();
  expect(within(table).getByText('Publisher override')).toBeInTheDocument();
  expect(within(table).getByText('5% CPS')).toBeInTheDocument();
  expect(within(table).getByText('Offer default')).toBeInTheDocument();
  expect(queriesTo(calls, resolveUrl)[0]?.get('publisherId')).toBe(publisher.id);
});

test('a payout above its revenue is warned about on the payout input as it is typed, and still saves', async () => {
  const offer = offerWithPayouts();
  const { calls, user, putUrl } = renderOfferTab(OfferPayoutsPage, offer, 'payouts');
  const conversion = await screen.findByRole('group', { name: 'Conversion' });
  const payout = within(conversion).getByRole('textbox', { name: 'Payout amount' });
  expect(payout).not.toHaveAccessibleDescription(/above the revenue/);
  await user.clear(payout);
  await fill(user, payout, '5');
  expect(payout).toHaveAccessibleDescription(
    'Warning: This payout ($5.00) is above the revenue ($3.00): each conversion loses money.',
  );
  // An override of the same event is paid from the same revenue.
  const override = screen.getByRole('textbox', { name: 'Override 1 payout amount' });
  expect(override).not.toHaveAccessibleDescription(/above the revenue/);
  await user.clear(override);
  await fill(user, override, '3.50');
  expect(override).toHaveAccessibleDescription(/This payout \(\$3\.50\) is above the revenue \(\$3\.00\)/);
  expect(payout).not.toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Payouts saved')).toBeInTheDocument();
  expect(sentForm(calls, putUrl).get('payouts[0][payoutAmount]')).toBe('5.00');
});
