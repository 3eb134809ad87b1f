import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { jsonResponse } from '../../../testing/stub-api';
import ResetPasswordPage from './reset-password-page';
import { type PageUser, renderPage, sentForm, stubAuthApi } from './test-utils';

const RESET_URL = '/api/v1/auth/reset-password';
const PATH = '/auth/reset-password';

async function choosePassword(user: PageUser, password = 'new-password-1') {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('without a token it explains the problem and links to a new request', () => {
  stubAuthApi({});
  renderPage(<ResetPasswordPage />, { path: PATH });

  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
  expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
});

test('a valid link changes the password and offers the way to sign in', async () => {
  const message = 'Your password has been changed. You can sign in with it now.';
  const { calls } = stubAuthApi({ [`POST ${RESET_URL}`]: () => jsonResponse(200, { data: { message } }) });
  const { user } = renderPage(<ResetPasswordPage />, { path: PATH, url: `${PATH}?token=abc123` });

  await choosePassword(user);

  expect(await screen.findByRole('status')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth/login');
  const body = sentForm(calls, RESET_URL);
  expect(body.get('token')).toBe('abc123');
  expect(body.get('password')).toBe('new-password-1');
  expect(body.get('passwordConfirmation')).toBe('new-password-1');
});

test("the server's token error is shown with a link to a new request", async () => {
  const invalid = 'This reset link is invalid, expired or already used. Ask for a new one.';
  stubAuthApi({
    [`POST ${RESET_URL}`]: () => jsonResponse(422, { message: invalid, errors: { token: [invalid] } }),
  });
  const { user } = renderPage(<ResetPasswordPage />, { path: PATH, url: `${PATH}?token=used-token` });

  await choosePassword(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
  expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeInTheDocument();
});

test('mismatched passwords are caught by the contracts schema', async () => {
  const { calls } = stubAuthApi({});
  const { user } = renderPage(<ResetPasswordPage />, { path: PATH, url: `${PATH}?token=abc123` });

  await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'new-password-2');
  await user.click(screen.getByRole('button', { name: 'Change password' }));

  expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  expect(calls.some((call) => call.url === RESET_URL)).toBe(false);
});

test("the server's refusal of a common password shows on the password input", async () => {
  const weak =
    'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.';
  stubAuthApi({
    [`POST ${RESET_URL}`]: () =>
      jsonResponse(422, { message: 'The form has errors.', errors: { password: [weak] } }),
  });
  const { user } = renderPage(<ResetPasswordPage />, { path: PATH, url: `${PATH}?token=abc123` });

  await choosePassword(user, 'qwerty123');

  expect(await screen.findByText(weak)).toBeInTheDocument();
  expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(expect.stringContaining(weak));
});
