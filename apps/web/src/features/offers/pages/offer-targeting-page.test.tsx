import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { sentForm } from '../../../testing/stub-api';
import { fieldErrors, renderOfferTab } from '../testing/render-offer-tab';
import OfferTargetingPage from './offer-targeting-page';

/** The values a multi-value input shows as pills, sorted. */
function pillsOf(input: HTMLElement): string[] {
  const field = input.closest('.mantine-InputWrapper-root');
  const pills = [...(field?.querySelectorAll('.mantine-Pill-label') ?? [])];
  return pills.map((pill) => pill.textContent ?? '').sort();
}

function offerWithRules() {
  const offer = createOffer();
  return createOffer({
    targeting: {
      ...offer.targeting,
      country: { include: ['US', 'DE'], exclude: [] },
      os: { include: [], exclude: ['ios'] },
      language: { include: ['de'], exclude: [] },
      ip: { include: ['203.0.113.0/24'], exclude: [] },
      blockProxies: true,
      mismatchAction: 'reject',
    },
  });
}

test('shows include and exclude lists with readable names', async () => {
  renderOfferTab(OfferTargetingPage, offerWithRules(), 'targeting');

  const countries = await screen.findByRole('combobox', { name: 'Countries: include' });
  expect(pillsOf(countries)).toEqual(['Germany', 'United States']);
  expect(pillsOf(screen.getByRole('combobox', { name: 'Operating systems: exclude' }))).toEqual([
    'iOS / iPadOS',
  ]);
  expect(pillsOf(screen.getByRole('combobox', { name: 'Languages: include' }))).toEqual(['German (de)']);
  expect(screen.getByText('203.0.113.0/24')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: /Block proxies/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'A click that does not match' })).toHaveValue(
    'Reject the click',
  );
});

test('saves every rule as nested lists', async () => {
  const offer = offerWithRules();
  const { calls, user, putUrl } = renderOfferTab(OfferTargetingPage, offer, 'targeting');
  await user.click(await screen.findByRole('combobox', { name: 'Countries: exclude' }));
  await user.paste('Fran');
  await user.click(await screen.findByRole('option', { name: 'France' }));
  await user.type(screen.getByRole('combobox', { name: 'IP ranges: exclude' }), '198.51.100.7{Enter}');
  await user.click(screen.getByRole('switch', { name: /Block proxies/ }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Targeting saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.getAll('targeting[country][include][]')).toEqual(['US', 'DE']);
  expect(body.getAll('targeting[country][exclude][]')).toEqual(['FR']);
  expect(body.getAll('targeting[os][exclude][]')).toEqual(['ios']);
  expect(body.getAll('targeting[language][include][]')).toEqual(['de']);
  expect(body.getAll('targeting[ip][include][]')).toEqual(['203.0.113.0/24']);
  expect(body.getAll('targeting[ip][exclude][]')).toEqual(['198.51.100.7']);
  expect(body.get('targeting[blockProxies]')).toBe('0');
  expect(body.get('targeting[mismatchAction]')).toBe('reject');
});

test('a server error on one value shows on its list', async () => {
  const offer = offerWithRules();
  const { user } = renderOfferTab(OfferTargetingPage, offer, 'targeting', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/targeting`]: fieldErrors({
        'targeting.ip.include.0': ['Enter an IP address or CIDR range'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const ips = screen.getByRole('combobox', { name: 'IP ranges: include' });
  await waitFor(() => expect(ips).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Enter an IP address or CIDR range')).toBeInTheDocument();
});

test('a bad IP range and a region with an unknown country stop the save', async () => {
  const { calls, user } = renderOfferTab(OfferTargetingPage, createOffer(), 'targeting');
  await user.type(await screen.findByRole('combobox', { name: 'IP ranges: include' }), '300.1.2.3{Enter}');
  await user.type(screen.getByRole('combobox', { name: 'Regions: include' }), 'ZZ-AB{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Enter an IP address or CIDR range')).toBeInTheDocument();
  expect(screen.getByText('The region code starts with an unknown country')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('traffic filters: bots, blocked IPs and duplicate clicks are shown and saved; a bad address is caught before sending', async () => {
  const offer = createOffer({ blockedIps: ['203.0.113.9'], duplicateClickAction: 'block' });
  const { calls, user, putUrl } = renderOfferTab(OfferTargetingPage, offer, 'targeting');
  const blocked = await screen.findByRole('combobox', { name: 'Blocked IPs' });
  expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: /Block bots/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'A duplicate click' })).toHaveValue('Block');

  await user.type(blocked, 'nonsense{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Enter an IP address or CIDR range')).toBeInTheDocument();
  expect(calls.some((call) => call.url === putUrl && call.method === 'PUT')).toBe(false);

  await user.type(blocked, '{Backspace}');
  await user.type(blocked, '198.51.100.0/24{Enter}');
  await user.click(screen.getByRole('switch', { name: /Block bots/ }));
  const hours = screen.getByRole('textbox', { name: 'Duplicate window (hours)' });
  await user.clear(hours);
  await user.type(hours, '48');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Targeting saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.getAll('blockedIps[]')).toEqual(['203.0.113.9', '198.51.100.0/24']);
  expect(body.get('blockBots')).toBe('0');
  expect(body.get('duplicateClickAction')).toBe('block');
  expect(body.get('duplicateClickWindowHours')).toBe('48');
});
