import type { AdvertiserCredit, AdvertiserPrepayment } from '@affnet/contracts';

/** An advertiser under no credit control yet, owing nothing. */
export function createAdvertiserCredit(overrides: Partial<AdvertiserCredit> = {}): AdvertiserCredit {
  return {
    mode: 'none',
    currency: 'USD',
    creditLimit: null,
    warnPercent: 80,
    atLimit: 'warn',
    outstanding: '0.00',
    invoiced: '0.00',
    notInvoiced: '0.00',
    prepaid: '0.00',
    available: null,
    usedPercent: null,
    state: null,
    missingRates: [],
    prepayments: [],
    ...overrides,
  };
}

export function createPrepayment(overrides: Partial<AdvertiserPrepayment> = {}): AdvertiserPrepayment {
  return {
    id: crypto.randomUUID(),
    amount: '500.00',
    receivedOn: '2026-11-02',
    reference: 'Wire 8812',
    recordedBy: 'Ada Admin',
    createdAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}
