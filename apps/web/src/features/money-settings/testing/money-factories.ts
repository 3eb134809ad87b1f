import type { PaymentMethod } from '@affnet/contracts';
import { jsonResponse } from '../../../testing/stub-api';

export function createPaymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: crypto.randomUUID(),
    kind: 'paypal',
    name: 'PayPal',
    enabled: true,
    minimumPayout: '50.00',
    currency: 'USD',
    fields: [{ key: 'email', label: 'PayPal e-mail', type: 'email', required: true }],
    chosenBy: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A settings page's empty history, which every settings page loads under its form. */
export const emptyHistory = (area: string) => ({
  [`GET /api/v1/settings/history/${area}`]: () =>
    jsonResponse(200, { data: [], meta: { page: 1, perPage: 10, total: 0 } }),
});
