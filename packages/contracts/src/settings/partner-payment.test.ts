import { expect, test } from 'vitest';
import { isSecretPaymentField } from './partner-payment';
import { BUILT_IN_PAYMENT_FIELDS } from './payment-methods';

test('payout destinations are not secrets; passwords, PINs, keys and tokens are', () => {
  const builtIn = Object.values(BUILT_IN_PAYMENT_FIELDS).flat();
  expect(builtIn.filter(isSecretPaymentField)).toEqual([]);
  const secret = [
    'Password',
    'Account passphrase',
    'PIN',
    'API key',
    'Access token',
    'Private key',
    'Seed words',
  ];
  for (const label of secret)
    expect(isSecretPaymentField({ key: label.toLowerCase(), label }), label).toBe(true);
  const plain = ['Passport number', 'Shipping address', 'Account e-mail', 'Customer ID', 'Keyword'];
  for (const label of plain)
    expect(isSecretPaymentField({ key: label.toLowerCase(), label }), label).toBe(false);
});
