import type { OfferScheduledChange } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer, createOfferEvent } from '../../../testing/factories';
import { sentForm } from '../../../testing/stub-api';
import { fieldErrors, renderOfferTab } from '../testing/render-offer-tab';
import OfferSchedulePage from './offer-schedule-page';

function change(overrides: Partial<OfferScheduledChange>): OfferScheduledChange {
  return {
    id: crypto.randomUUID(),
    runAt: '2026-09-01T09:00',
    kind: 'status',
    status: 'paused',
    eventKey: null,
    payoutType: null,
    payoutAmount: null,
    payoutPercent: null,
    revenueType: null,
    revenueAmount: null,
    revenuePercent: null,
    state: 'pending',
    appliedAt: null,
    error: null,
    ...overrides,
  };
}

function offerWithSchedule() {
  return createOffer({
    timezone: 'Europe/Berlin',
    liveFrom: '2026-06-01T08:00',
    liveUntil: null,
    dayPartingEnabled: true,
    dayPartingHours: [9, 10, 33],
    events: [createOfferEvent(), createOfferEvent({ key: 'deposit', name: 'Deposit', isBase: false })],
    scheduledChanges: [
      change({ state: 'applied', runAt: '2026-05-01T00:00', appliedAt: '2026-04-30T22:00:00.000Z' }),
      change({
        kind: 'payout',
        status: null,
        eventKey: 'deposit',
        payoutType: 'cpa',
        payoutAmount: '9.00',
        state: 'failed',
        runAt: '2026-05-02T00:00',
        appliedAt: '2026-05-01T22:00:00.000Z',
        error: 'The event no longer exists',
      }),
      change({ kind: 'payout', status: null, eventKey: 'deposit', payoutType: 'cpa', payoutAmount: '5.00' }),
    ],
  });
}

test('shows the zone, live window, weekly hours and the history of changes', async () => {
  renderOfferTab(OfferSchedulePage, offerWithSchedule(), 'schedule');

  expect(await screen.findByRole('button', { name: /Live from/ })).toHaveTextContent('2026-06-01 08:00');
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Offer time zone' }).value).toContain(
    'Europe/Berlin',
  );
  expect(screen.getByRole('button', { name: 'Monday 09:00' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Tuesday 09:00' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Monday 11:00' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByText('3 of 168 hours')).toBeInTheDocument();
  expect(screen.getByText('Status → Paused')).toBeInTheDocument();
  expect(screen.getByText('Applied')).toBeInTheDocument();
  expect(screen.getByText('Deposit: payout $9.00 CPA')).toBeInTheDocument();
  expect(screen.getByText('The event no longer exists')).toBeInTheDocument();
  // Only the pending change is editable.
  const pending = screen.getByRole('group', { name: 'Change 3' });
  expect(within(pending).getByRole('textbox', { name: 'Change 3 payout amount' })).toHaveValue('5.00');
});

test('hours are switched by cell, by dragging, by day and by hour, and saved in order', async () => {
  const offer = offerWithSchedule();
  const { calls, user, putUrl } = renderOfferTab(OfferSchedulePage, offer, 'schedule');
  await user.click(await screen.findByRole('button', { name: 'Monday 09:00' }));
  await user.pointer([
    { keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Wednesday 12:00' }) },
    { target: screen.getByRole('button', { name: 'Wednesday 13:00' }) },
    { target: screen.getByRole('button', { name: 'Wednesday 14:00' }) },
    { keys: '[/MouseLeft]' },
  ]);
  await user.click(screen.getByRole('button', { name: 'All of Sunday' }));
  await user.click(screen.getByRole('button', { name: 'Every day at 23:00' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  const sunday = Array.from({ length: 24 }, (_, hour) => 144 + hour);
  const at23 = [23, 47, 71, 95, 119, 143];
  expect(body.getAll('dayPartingHours[]').map(Number)).toEqual(
    [10, 33, 60, 61, 62, ...at23, ...sunday].sort((a, b) => a - b),
  );
  expect(body.get('timezone')).toBe('Europe/Berlin');
  expect(body.get('liveFrom')).toBe('2026-06-01T08:00');
  expect(body.has('liveUntil')).toBe(false);
  expect(body.get('dayPartingEnabled')).toBe('1');
  // History is sent back by id so the server keeps it; the pending change keeps its id too.
  expect(body.get('scheduledChanges[0][id]')).toBe(offer.scheduledChanges[0]?.id);
  expect(body.get('scheduledChanges[2][id]')).toBe(offer.scheduledChanges[2]?.id);
  expect(body.get('scheduledChanges[2][runAt]')).toBe('2026-09-01T09:00');
  expect(body.get('scheduledChanges[2][eventKey]')).toBe('deposit');
  expect(body.get('scheduledChanges[2][payoutAmount]')).toBe('5.00');
  expect(body.has('scheduledChanges[2][status]')).toBe(false);
});

test('a server error on a scheduled change shows on that change', async () => {
  const offer = offerWithSchedule();
  const { user } = renderOfferTab(OfferSchedulePage, offer, 'schedule', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/schedule`]: fieldErrors({
        'scheduledChanges.2.eventKey': ['The offer has no event "deposit"'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const pending = screen.getByRole('group', { name: 'Change 3' });
  expect(await within(pending).findByText('The offer has no event "deposit"')).toBeInTheDocument();
});

test('a change without a time stops the save', async () => {
  const { calls, user } = renderOfferTab(OfferSchedulePage, createOffer(), 'schedule');
  await user.click(await screen.findByRole('button', { name: 'Schedule a change' }));
  await user.click(screen.getByRole('combobox', { name: 'Change 1 new status' }));
  await user.click(await screen.findByRole('option', { name: 'Paused' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Enter a date and time')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('day parting with no hours stops the save', async () => {
  const { calls, user } = renderOfferTab(OfferSchedulePage, createOffer(), 'schedule');
  await user.click(await screen.findByRole('switch', { name: 'Only at certain hours' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Choose at least one hour, or turn day parting off')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});
