import { expect, test } from 'vitest';
import { canApply } from './partner-status';

test('offers an action when it would change at least one of the statuses', () => {
  expect(canApply('approve', ['pending'])).toBe(true);
  expect(canApply('approve', ['rejected', 'active'])).toBe(true);
  expect(canApply('approve', ['active', 'blocked'])).toBe(false);
  expect(canApply('reject', ['active'])).toBe(false);
  expect(canApply('block', ['active'])).toBe(true);
  expect(canApply('block', ['blocked'])).toBe(false);
  expect(canApply('unblock', ['blocked'])).toBe(true);
});
