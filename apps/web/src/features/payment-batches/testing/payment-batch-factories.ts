import type {
  BatchMethodOption,
  PaymentBatchDetail,
  PaymentBatchItem,
  PaymentBatchSummary,
  PaymentCandidate,
  PaymentSettings,
} from '@affnet/contracts';

const PAYPAL = { id: crypto.randomUUID(), name: 'PayPal', kind: 'paypal' as const };

/** An enabled PayPal method paying in euros. */
export function createBatchMethodOption(overrides: Partial<BatchMethodOption> = {}): BatchMethodOption {
  return { ...PAYPAL, currency: 'EUR', ...overrides };
}

/** An issued publisher invoice a batch can pay now. */
export function createPaymentCandidate(overrides: Partial<PaymentCandidate> = {}): PaymentCandidate {
  return {
    invoiceId: crypto.randomUUID(),
    number: 'INV-00042',
    partner: { id: crypto.randomUUID(), name: 'Pat Media' },
    issuedOn: '2026-12-01',
    dueOn: '2026-12-31',
    outstanding: '1200.00',
    currency: 'EUR',
    hold: null,
    detailsChange: null,
    ...overrides,
  };
}

/** A draft PayPal batch of two euro payments, nothing settled. */
export function createPaymentBatchSummary(overrides: Partial<PaymentBatchSummary> = {}): PaymentBatchSummary {
  return {
    id: crypto.randomUUID(),
    number: 'PB-00007',
    status: 'draft',
    method: PAYPAL,
    currency: 'EUR',
    issuedUntil: '2026-12-31',
    total: '1500.50',
    itemCount: 2,
    paidCount: 0,
    failedCount: 0,
    createdBy: 'Ada Admin',
    createdAt: '2027-01-05T09:00:00.000Z',
    approvedBy: null,
    approvedAt: null,
    exportedAt: null,
    ...overrides,
  };
}

export function createPaymentBatchItem(overrides: Partial<PaymentBatchItem> = {}): PaymentBatchItem {
  return {
    id: crypto.randomUUID(),
    invoiceId: crypto.randomUUID(),
    invoiceNumber: 'INV-00042',
    partner: { id: crypto.randomUUID(), name: 'Pat Media' },
    amount: '1200.00',
    status: 'pending',
    destination: 'PayPal: p***@example.com',
    paidOn: null,
    failureReason: null,
    ...overrides,
  };
}

/** A batch in full: the summary's, with its two payments, PayPal's files and the reader allowed to approve. */
export function createPaymentBatchDetail(overrides: Partial<PaymentBatchDetail> = {}): PaymentBatchDetail {
  return {
    ...createPaymentBatchSummary(overrides),
    items: [
      createPaymentBatchItem(),
      createPaymentBatchItem({
        invoiceNumber: 'INV-00043',
        partner: { id: crypto.randomUUID(), name: 'Blue Ads' },
        amount: '300.50',
        destination: 'PayPal: b***@example.com',
      }),
    ],
    exportFormats: ['paypal_csv', 'generic_csv'],
    mayApprove: true,
    ...overrides,
  };
}

export function createPaymentSettings(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return { detailsHoldDays: 7, secondApprover: true, ...overrides };
}
