import { expect, test } from 'vitest';
import { redactUrl } from './request-log';

test.each([
  ['/auth/reset-password?token=abc123', '/auth/reset-password?token=[redacted]'],
  ['/x?page=2&Token=abc&search=shoes', '/x?page=2&Token=[redacted]&search=shoes'],
  [
    '/x?api_key=k1&signature=s&code=c&sort=name',
    '/x?api_key=[redacted]&signature=[redacted]&code=[redacted]&sort=name',
  ],
  ['/x?to%6Ben=abc', '/x?to%6Ben=[redacted]'],
  ['/api/v1/offers?page=1', '/api/v1/offers?page=1'],
  ['/auth/login', '/auth/login'],
  ['/x?token', '/x?token'],
])('%s is logged as %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged);
});
