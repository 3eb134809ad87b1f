import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createAppConfig } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/stub-api';
import PublisherRegisterPage from './publisher-register-page';
import { type PageUser, renderPage, sentForm, stubAuthApi } from './test-utils';

/** Filling every field of a long form in jsdom takes a few seconds on a busy machine. */
const LONG_FORM_TIMEOUT = 20_000;
const REGISTER_URL = '/api/v1/auth/register/publisher';
const PATH = '/auth/publisher/register';
const PENDING = 'Thank you for signing up. Your account is pending approval.';

async function fillRequiredFields(user: PageUser) {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Pat Publisher');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'pat@example.com');
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Germ');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await user.click(screen.getByRole('checkbox', { name: 'Social media' }));
  await user.click(screen.getByRole('checkbox', { name: 'Mobile apps' }));
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'long-enough-1');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
}

test('sends multipart form data by the payload rules and shows the pending message', {
  timeout: LONG_FORM_TIMEOUT,
}, async () => {
  const { calls } = stubAuthApi({
    [`POST ${REGISTER_URL}`]: () => jsonResponse(201, { data: { status: 'pending', message: PENDING } }),
  });
  const { user } = renderPage(<PublisherRegisterPage />, { path: PATH });

  await fillRequiredFields(user);
  await user.click(screen.getByRole('button', { name: 'Create publisher account' }));

  expect(await screen.findByRole('status')).toHaveTextContent(PENDING);
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  const body = sentForm(calls, REGISTER_URL);
  expect(body.getAll('trafficSources[]')).toEqual(['social', 'mobile_app']);
  expect(body.get('acceptTerms')).toBe('1');
  expect(body.get('country')).toBe('DE');
  expect(body.get('email')).toBe('pat@example.com');
  for (const empty of ['company', 'website', 'phone', 'messenger', 'messengerHandle']) {
    expect(body.has(empty)).toBe(false);
  }
});

test('a taken e-mail from the server is shown on the e-mail field', {
  timeout: LONG_FORM_TIMEOUT,
}, async () => {
  stubAuthApi({
    [`POST ${REGISTER_URL}`]: () =>
      jsonResponse(409, {
        message: 'That e-mail is already registered.',
        errors: { email: ['That e-mail is already registered.'] },
      }),
  });
  const { user } = renderPage(<PublisherRegisterPage />, { path: PATH });

  await fillRequiredFields(user);
  await user.click(screen.getByRole('button', { name: 'Create publisher account' }));

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(await screen.findByText('That e-mail is already registered.')).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription('That e-mail is already registered.');
});

test('the contracts schema asks for traffic sources and the terms before sending', async () => {
  const { calls } = stubAuthApi({});
  const { user } = renderPage(<PublisherRegisterPage />, { path: PATH });

  await user.click(screen.getByRole('button', { name: 'Create publisher account' }));

  expect(await screen.findByText('Choose at least one traffic source')).toBeInTheDocument();
  expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
  expect(screen.getByText('Choose a country')).toBeInTheDocument();
  expect(calls.some((call) => call.url === REGISTER_URL)).toBe(false);
});

test('says so when the tenant has closed publisher sign-up', async () => {
  stubAuthApi({}, createAppConfig({ registration: { publisher: false, advertiser: true } }));
  renderPage(<PublisherRegisterPage />, { path: PATH });

  expect(await screen.findByRole('alert')).toHaveTextContent('Sign-up is closed');
  expect(screen.queryByRole('button', { name: 'Create publisher account' })).not.toBeInTheDocument();
});
