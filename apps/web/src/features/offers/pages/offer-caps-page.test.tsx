import type { OfferCap } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer, createOfferEvent, createPublisher } from '../../../testing/factories';
import { jsonResponse, queriesTo, sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferCapsPage from './offer-caps-page';

const publisher = createPublisher({ company: 'Traffic Co' });

function cap(overrides: Partial<OfferCap>): OfferCap {
  return {
    id: crypto.randomUUID(),
    metric: 'clicks',
    period: 'day',
    timezone: 'UTC',
    scope: 'offer',
    publisherId: null,
    publisher: null,
    eventKey: null,
    limit: '1000',
    action: 'fallback',
    alertPercent: null,
    visibleToPublishers: false,
    ...overrides,
  };
}

function offerWithCaps() {
  return createOffer({
    currency: 'EUR',
    events: [createOfferEvent(), createOfferEvent({ key: 'deposit', name: 'Deposit', isBase: false })],
    caps: [
      cap({
        metric: 'payout',
        period: 'week',
        timezone: 'Europe/Berlin',
        scope: 'publisher',
        publisherId: publisher.id,
        publisher: { id: publisher.id, company: 'Traffic Co' },
        limit: '500.00',
        action: 'pause',
        alertPercent: 80,
        visibleToPublishers: true,
      }),
    ],
  });
}

test('shows a stored cap with its publisher, zone and money limit', async () => {
  renderOfferTab(OfferCapsPage, offerWithCaps(), 'caps');

  const group = await screen.findByRole('group', { name: 'Cap 1' });
  expect(within(group).getByRole('combobox', { name: 'Cap 1 counts' })).toHaveValue('Payout');
  expect(within(group).getByRole('combobox', { name: 'Cap 1 period' })).toHaveValue('Weekly');
  expect(within(group).getByRole<HTMLInputElement>('combobox', { name: /Cap 1 time zone/ }).value).toContain(
    'Europe/Berlin',
  );
  expect(within(group).getByRole('combobox', { name: 'Cap 1 publisher' })).toHaveValue('Traffic Co');
  expect(within(group).getByRole('textbox', { name: /Cap 1 limit/ })).toHaveValue('500.00');
  expect(within(group).getByText('An amount in EUR')).toBeInTheDocument();
  expect(within(group).getByRole('combobox', { name: 'Cap 1 when reached' })).toHaveValue('Pause the offer');
  expect(within(group).getByRole('textbox', { name: /Cap 1 alert at/ })).toHaveValue('80%');
  expect(within(group).getByRole('checkbox', { name: /Publishers see this cap/ })).toBeChecked();
});

test('adds a conversion cap for one event and saves every cap', async () => {
  const offer = offerWithCaps();
  const { calls, user, putUrl } = renderOfferTab(OfferCapsPage, offer, 'caps');
  await user.click(await screen.findByRole('button', { name: 'Add cap' }));
  const group = screen.getByRole('group', { name: 'Cap 2' });
  await user.click(within(group).getByRole('combobox', { name: 'Cap 2 event' }));
  await user.click(await screen.findByRole('option', { name: 'Deposit (deposit)' }));
  await fill(user, within(group).getByRole('textbox', { name: /Cap 2 limit/ }), '50');
  await user.click(within(group).getByRole('combobox', { name: 'Cap 2 when reached' }));
  await user.click(await screen.findByRole('option', { name: 'Reject later conversions' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Caps saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('caps[0][id]')).toBe(offer.caps[0]?.id);
  expect(body.get('caps[0][publisherId]')).toBe(publisher.id);
  expect(body.get('caps[0][limit]')).toBe('500.00');
  expect(body.get('caps[0][alertPercent]')).toBe('80');
  expect(body.get('caps[0][visibleToPublishers]')).toBe('1');
  expect(body.get('caps[1][metric]')).toBe('conversions');
  expect(body.get('caps[1][period]')).toBe('day');
  expect(body.get('caps[1][timezone]')).toBe('UTC');
  expect(body.get('caps[1][eventKey]')).toBe('deposit');
  expect(body.get('caps[1][limit]')).toBe('50');
  expect(body.get('caps[1][action]')).toBe('reject');
  expect(body.has('caps[1][publisherId]')).toBe(false);
  expect(body.has('caps[1][alertPercent]')).toBe(false);
});

test('a click cap offers only the actions a click cap can take', async () => {
  const { user } = renderOfferTab(OfferCapsPage, createOffer(), 'caps');
  await user.click(await screen.findByRole('button', { name: 'Add cap' }));
  await user.click(screen.getByRole('combobox', { name: 'Cap 1 when reached' }));
  await user.click(await screen.findByRole('option', { name: 'Reject later conversions' }));
  await user.click(screen.getByRole('combobox', { name: 'Cap 1 counts' }));
  await user.click(await screen.findByRole('option', { name: 'Clicks' }));

  expect(screen.queryByRole('combobox', { name: 'Cap 1 event' })).not.toBeInTheDocument();
  const action = screen.getByRole('combobox', { name: 'Cap 1 when reached' });
  expect(action).toHaveValue('Send clicks to the fallback');
  await user.click(action);
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
  expect(options).toEqual(['Send clicks to the fallback', 'Pause the offer']);
});

test('a server error on a cap limit shows on that cap', async () => {
  const offer = offerWithCaps();
  const { user } = renderOfferTab(OfferCapsPage, offer, 'caps', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/caps`]: fieldErrors({ 'caps.0.limit': ['Enter an amount above 0'] }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const limit = screen.getByRole('textbox', { name: /Cap 1 limit/ });
  await waitFor(() => expect(limit).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Enter an amount above 0')).toBeInTheDocument();
});

test('a fractional count and a one-publisher cap without a publisher stop the save', async () => {
  const { calls, user } = renderOfferTab(OfferCapsPage, createOffer(), 'caps');
  await user.click(await screen.findByRole('button', { name: 'Add cap' }));
  await fill(user, screen.getByRole('textbox', { name: /Cap 1 limit/ }), '12.5');
  await user.click(screen.getByRole('combobox', { name: 'Cap 1 applies to' }));
  await user.click(await screen.findByRole('option', { name: 'One publisher' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Enter a whole number of at least 1')).toBeInTheDocument();
  expect(screen.getByText('Choose the publisher this cap is for')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('paces the saved caps: used, pace and when each runs out', async () => {
  const offer = offerWithCaps();
  const saved = offer.caps[0];
  if (!saved) throw new Error('the offer has a cap');
  const forecastAt = new Date(Date.now() + 2 * 3_600_000);
  const pacing = {
    capId: saved.id,
    offer: { id: offer.id, name: offer.name },
    metric: 'payout',
    period: 'week',
    timezone: 'Europe/Berlin',
    scope: 'publisher',
    action: 'pause',
    eventKey: null,
    publisher: { id: publisher.id, name: 'Traffic Co' },
    limit: '500.00',
    used: '400.00',
    currency: 'EUR',
    periodStart: new Date(Date.now() - 8 * 3_600_000).toISOString(),
    periodEnd: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    state: 'on_pace',
    usedShare: 0.8,
    perHour: 50,
    forecastAt: forecastAt.toISOString(),
    projectedAtEnd: 6400,
  };
  const { calls } = renderOfferTab(OfferCapsPage, offer, 'caps', {
    handlers: { 'GET /api/v1/cap-pacing': () => jsonResponse(200, { data: [pacing] }) },
  });

  const card = await screen.findByRole('region', { name: 'Cap pacing' });
  expect(await within(card).findByText('€400.00 of €500.00')).toBeInTheDocument();
  expect(within(card).getByText('€50.00 an hour')).toBeInTheDocument();
  expect(within(card).getByText(/^Cap reached around .+ at this pace$/)).toBeInTheDocument();
  expect(within(card).getByText('Weekly payout · Traffic Co')).toBeInTheDocument();
  expect(queriesTo(calls, '/api/v1/cap-pacing')[0]?.get('offerId')).toBe(offer.id);
});
