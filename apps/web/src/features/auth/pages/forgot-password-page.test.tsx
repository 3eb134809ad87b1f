import { FORGOT_PASSWORD_MESSAGE } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { jsonResponse } from '../../../testing/stub-api';
import ForgotPasswordPage from './forgot-password-page';
import { renderPage, sentForm, stubAuthApi } from './test-utils';

const FORGOT_URL = '/api/v1/auth/forgot-password';

test.each(['someone@example.com', 'nobody-here@example.com'])(
  'shows the same server message for %s',
  async (email) => {
    const { calls } = stubAuthApi({
      [`POST ${FORGOT_URL}`]: () => jsonResponse(202, { data: { message: FORGOT_PASSWORD_MESSAGE } }),
    });
    const { user } = renderPage(<ForgotPasswordPage />, { path: '/auth/forgot-password' });

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(sentForm(calls, FORGOT_URL).get('email')).toBe(email);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
  },
);

test('a 429 shows the server message', async () => {
  const message = 'Too many requests. Try again later.';
  stubAuthApi({ [`POST ${FORGOT_URL}`]: () => jsonResponse(429, { message }) });
  const { user } = renderPage(<ForgotPasswordPage />, { path: '/auth/forgot-password' });

  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'someone@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
