/** The billing API's payment paths (same auth as the invoices: billing.read to see, billing.pay to act). */
export const PAYMENT_BATCHES_PATH = '/v1/billing/payment-batches';
export const PAYMENT_METHODS_PATH = '/v1/billing/payment-methods';
export const PAYMENT_CANDIDATES_PATH = '/v1/billing/payment-candidates';
export const PAYMENT_SETTINGS_PATH = '/v1/billing/payment-settings';

/** One batch: `/v1/billing/payment-batches/:id`, and its actions under it. */
export function paymentBatchPathOf(id: string): string {
  return `${PAYMENT_BATCHES_PATH}/${encodeURIComponent(id)}`;
}

/** Query keys: an action replaces the batch it answered and reloads the list (and the candidates it changed). */
export const paymentBatchKeys = {
  all: ['payment-batches'] as const,
  list: () => [...paymentBatchKeys.all, 'list'] as const,
  detail: (id: string) => [...paymentBatchKeys.all, 'detail', id] as const,
  methods: () => [...paymentBatchKeys.all, 'methods'] as const,
  candidates: (query: { paymentMethodId: string; currency: string; issuedUntil: string }) =>
    [...paymentBatchKeys.all, 'candidates', query] as const,
  settings: () => [...paymentBatchKeys.all, 'settings'] as const,
};
