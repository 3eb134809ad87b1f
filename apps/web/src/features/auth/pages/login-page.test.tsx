import { screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { APP_CONFIG_CACHE_KEY } from '../../../lib/app-config-cache';
import { useAuthStore } from '../../../stores/auth-store';
import { createAppConfig, createSessionUser } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/stub-api';
import LoginPage from './login-page';
import { type PageUser, renderPage, sentForm, stubAuthApi } from './test-utils';

const LOGIN_URL = '/api/v1/auth/login';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, redirectTarget: null });
});

function loginAnswer(user = createSessionUser('publisher')) {
  return () =>
    jsonResponse(200, { data: { token: 'token-123', expiresAt: '2030-01-01T00:00:00.000Z', user } });
}

async function signIn(user: PageUser, email = 'pub@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('signing in goes to the stored target under the role prefix and clears it', async () => {
  useAuthStore.setState({ redirectTarget: '/publisher/offer/view/42?tab=payouts' });
  const { calls } = stubAuthApi({ [`POST ${LOGIN_URL}`]: loginAnswer() });
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user);

  expect(await screen.findByTestId('location')).toHaveTextContent('/publisher/offer/view/42?tab=payouts');
  const state = useAuthStore.getState();
  expect(state.token).toBe('token-123');
  expect(state.user?.role.slug).toBe('publisher');
  expect(state.redirectTarget).toBeNull();
  const body = sentForm(calls, LOGIN_URL);
  expect(body.get('email')).toBe('pub@example.com');
  expect(body.get('password')).toBe('secret-password');
});

test('signing in goes to the dashboard when the stored target belongs to another role', async () => {
  useAuthStore.setState({ redirectTarget: '/admin/offer/manage' });
  stubAuthApi({ [`POST ${LOGIN_URL}`]: loginAnswer(createSessionUser('advertiser')) });
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user);

  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/advertiser\/dashboard$/);
  expect(useAuthStore.getState().redirectTarget).toBeNull();
});

test('wrong credentials (422 without field errors) show the server message and keep the user signed out', async () => {
  stubAuthApi({ [`POST ${LOGIN_URL}`]: () => jsonResponse(422, { message: 'Invalid e-mail or password.' }) });
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid e-mail or password.');
  expect(useAuthStore.getState().token).toBeNull();
});

test('a 403 for an account pending approval shows the server message', async () => {
  const message = 'Your account is pending approval.';
  stubAuthApi({ [`POST ${LOGIN_URL}`]: () => jsonResponse(403, { message }) });
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user);

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('field errors from a 422 appear on their fields', async () => {
  stubAuthApi({
    [`POST ${LOGIN_URL}`]: () =>
      jsonResponse(422, {
        message: 'Validation failed',
        errors: { email: ['This address is not allowed'], password: ['Too weird', 'Try again'] },
      }),
  });
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user);

  const email = screen.getByRole('textbox', { name: 'E-mail' });
  expect(await screen.findByText('This address is not allowed')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('This address is not allowed');
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Too weird Try again');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the form is checked with the contracts schema before anything is sent', async () => {
  const { calls } = stubAuthApi({});
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await signIn(user, 'not-an-address');

  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === LOGIN_URL)).toHaveLength(0);
});

test('demo accounts fill the form, and sign-up links follow the registration settings', async () => {
  const config = createAppConfig({
    registration: { publisher: true, advertiser: false },
    demoAccounts: [{ email: 'admin@demo.test', password: 'demo1234', role: 'admin' }],
  });
  stubAuthApi({}, config);
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  await user.click(await screen.findByRole('button', { name: 'Use the admin demo account admin@demo.test' }));

  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@demo.test');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('demo1234');
  expect(screen.getByRole('link', { name: 'Sign up as a publisher' })).toHaveAttribute(
    'href',
    '/auth/publisher/register',
  );
  expect(screen.queryByRole('link', { name: 'Sign up as an advertiser' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
});

test('two demo accounts of one role are told apart: what each is, and a button named for each', async () => {
  const config = createAppConfig({
    demoAccounts: [
      {
        email: 'employee@demo.test',
        password: 'demo1234',
        role: 'employee',
        description: 'Account Manager: the partners they manage; edits publishers',
      },
      {
        email: 'analyst@demo.test',
        password: 'demo1234',
        role: 'employee',
        description: 'Network Analyst: every partner, read only',
      },
    ],
  });
  stubAuthApi({}, config);
  const { user } = renderPage(<LoginPage />, { path: '/auth/login' });

  const accounts = await screen.findByRole('region', { name: 'Demo accounts' });
  expect(accounts).toHaveTextContent(
    'Employee (Account Manager: the partners they manage; edits publishers)',
  );
  expect(accounts).toHaveTextContent('Employee (Network Analyst: every partner, read only)');
  await user.click(screen.getByRole('button', { name: 'Use the employee demo account analyst@demo.test' }));
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('analyst@demo.test');
});

test('the sign-in page reads the config the shell reads: a failed load keeps the last one this browser saw', async () => {
  const lastGood = createAppConfig({ registration: { publisher: true, advertiser: false } });
  localStorage.setItem(APP_CONFIG_CACHE_KEY, JSON.stringify(lastGood));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubAuthApi({ 'GET /api/v1/app': () => jsonResponse(503, { message: 'Service Unavailable' }) });
  renderPage(<LoginPage />, { path: '/auth/login' });

  expect(await screen.findByRole('link', { name: 'Sign up as a publisher' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign up as an advertiser' })).not.toBeInTheDocument();
});
