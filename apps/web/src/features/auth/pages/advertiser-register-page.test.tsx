import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { jsonResponse } from '../../../testing/stub-api';
import AdvertiserRegisterPage from './advertiser-register-page';
import { renderPage, sentForm, stubAuthApi } from './test-utils';

/** Filling every field of a long form in jsdom takes a few seconds on a busy machine. */
const LONG_FORM_TIMEOUT = 20_000;
const REGISTER_URL = '/api/v1/auth/register/advertiser';
const ACTIVE = 'Your account is ready. You can sign in now.';

test('registers an advertiser and offers to sign in when the account is active', {
  timeout: LONG_FORM_TIMEOUT,
}, async () => {
  const { calls } = stubAuthApi({
    [`POST ${REGISTER_URL}`]: () => jsonResponse(201, { data: { status: 'active', message: ACTIVE } }),
  });
  const { user } = renderPage(<AdvertiserRegisterPage />, { path: '/auth/advertiser/register' });

  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Advertiser');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Ada Ltd');
  await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://ada.example.com');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'France');
  await user.click(await screen.findByRole('option', { name: 'France' }));
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'long-enough-1');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Create advertiser account' }));

  expect(await screen.findByRole('status')).toHaveTextContent(ACTIVE);
  expect(screen.getByRole('link', { name: 'Sign in now' })).toHaveAttribute('href', '/auth/login');
  const body = sentForm(calls, REGISTER_URL);
  expect(body.get('company')).toBe('Ada Ltd');
  expect(body.get('website')).toBe('https://ada.example.com');
  expect(body.get('country')).toBe('FR');
  expect(body.get('acceptTerms')).toBe('1');
  expect(body.has('phone')).toBe(false);
});

test('company and website are required for advertisers', async () => {
  stubAuthApi({});
  const { user } = renderPage(<AdvertiserRegisterPage />, { path: '/auth/advertiser/register' });

  await user.click(screen.getByRole('button', { name: 'Create advertiser account' }));

  expect(await screen.findByText('Enter your company name')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('aria-invalid', 'true');
});

test("asks the network's extra questions, checks them before sending and sends each answer by its question", {
  timeout: 2 * LONG_FORM_TIMEOUT,
}, async () => {
  const budget = { id: '3f0c1a52-7f55-4c43-9d51-0a9d3c1b2e01', label: 'Monthly budget', kind: 'select' };
  const terms = { id: '3f0c1a52-7f55-4c43-9d51-0a9d3c1b2e02', label: 'I own the brand', kind: 'checkbox' };
  const { calls } = stubAuthApi({
    'GET /api/v1/registration-form/advertiser': () =>
      jsonResponse(200, {
        data: {
          audience: 'advertiser',
          fields: [
            { ...budget, required: true, options: ['Under $1k', 'Over $1k'], helpText: 'Roughly' },
            { ...terms, required: true, options: [], helpText: null },
          ],
        },
      }),
    [`POST ${REGISTER_URL}`]: () => jsonResponse(201, { data: { status: 'pending', message: 'Pending.' } }),
  });
  const { user } = renderPage(<AdvertiserRegisterPage />, { path: '/auth/advertiser/register' });

  const budgetInput = await screen.findByRole('combobox', { name: /Monthly budget/ });
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Advertiser');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Ada Ltd');
  await user.type(screen.getByRole('textbox', { name: 'Website' }), 'https://ada.example.com');
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'France');
  await user.click(await screen.findByRole('option', { name: 'France' }));
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'long-enough-1');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Create advertiser account' }));

  await waitFor(() => expect(budgetInput).toHaveAttribute('aria-invalid', 'true'));
  expect(budgetInput).toHaveAccessibleDescription(/Answer this question/);
  expect(screen.getByText('Tick this box to continue')).toBeInTheDocument();
  expect(calls.some((call) => call.url.endsWith(REGISTER_URL))).toBe(false);

  await user.click(budgetInput);
  await user.click(await screen.findByRole('option', { name: 'Over $1k' }));
  await user.click(screen.getByRole('checkbox', { name: /I own the brand/ }));
  await user.click(screen.getByRole('button', { name: 'Create advertiser account' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Pending.');
  const body = sentForm(calls, REGISTER_URL);
  expect(body.get(`answers[${budget.id}]`)).toBe('Over $1k');
  expect(body.get(`answers[${terms.id}]`)).toBe('1');
});
