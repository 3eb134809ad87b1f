import { describe, expect, test } from 'vitest';
import { AppError } from './app-error';
import { assertStrongPassword, isWeakPassword, WEAK_PASSWORD_MESSAGE } from './password-policy';

describe('isWeakPassword', () => {
  test.each([
    'password',
    '12345678',
    'qwerty123',
    'Password1',
    'P@ssw0rd!',
    'iloveyou1',
    'letmein123',
    'abcdefgh',
    'aaaaaaaaaaaa',
    'qwertyuiop',
  ])('refuses %s', (password) => {
    expect(isWeakPassword(password)).toBe(true);
  });

  test.each(['correct-horse-1', 'Tr0ub4dor&3', 'k7#pQ2zx', 'river lamp orbit'])('accepts %s', (password) => {
    expect(isWeakPassword(password)).toBe(false);
  });

  test('the account e-mail and name count as guessable', () => {
    expect(isWeakPassword('sunnymarlowe1', ['Sunny Marlowe'])).toBe(true);
    expect(isWeakPassword('marlowe2024', ['sunny.marlowe@example.test'])).toBe(true);
    expect(isWeakPassword('marlowe2024')).toBe(false);
  });
});

test('assertStrongPassword answers a 422 on the password field', () => {
  let caught: unknown;
  try {
    assertStrongPassword('12345678');
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).status).toBe(422);
  expect((caught as AppError).fieldErrors).toEqual({ password: [WEAK_PASSWORD_MESSAGE] });
});
