import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createSessionUser } from '../testing/factories';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { ApiError, request, setUnauthorizedHandler } from './http';

const onUnauthorized = vi.fn();

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin'));
  useAuthStore.getState().setRedirectTarget('/admin/offer/manage');
  setUnauthorizedHandler(onUnauthorized);
});

afterEach(() => {
  useAuthStore.getState().clear();
  setUnauthorizedHandler(() => {});
  onUnauthorized.mockReset();
});

describe('request', () => {
  test('calls under /api with the bearer token and returns the JSON answer', async () => {
    const { calls } = stubApi({ 'GET /api/v1/things?page=2': () => jsonResponse(200, { data: [1] }) });
    await expect(request('/v1/things', { query: { page: 2, search: '' } })).resolves.toEqual({ data: [1] });
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  test('a 401 clears token, user and redirect target, then hands over to the handler', async () => {
    stubApi({ 'GET /api/v1/auth/me': () => jsonResponse(401, { message: 'Session expired' }) });
    const error = await request('/v1/auth/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Session expired' });
    const { token, user, redirectTarget } = useAuthStore.getState();
    expect({ token, user, redirectTarget }).toEqual({ token: null, user: null, redirectTarget: null });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  test('other errors reach the caller with field errors and keep the session', async () => {
    stubApi({
      'POST /api/v1/offers': () =>
        jsonResponse(422, { message: 'Invalid input', errors: { name: ['Enter a name'] } }),
    });
    const error = await request('/v1/offers', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 422, fieldErrors: { name: ['Enter a name'] } });
    expect(useAuthStore.getState().token).toBe('token-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('a 204 answer resolves to undefined', async () => {
    stubApi({ 'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }) });
    await expect(request('/v1/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
