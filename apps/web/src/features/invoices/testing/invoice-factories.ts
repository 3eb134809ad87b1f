import type {
  InvoiceDetail,
  InvoiceHistoryEntry,
  InvoiceLine,
  InvoicePayment,
  InvoiceRunSettingsResponse,
  InvoiceSummary,
  OwnCredit,
} from '@affnet/contracts';

/** An issued publisher invoice for November, nothing paid yet. */
export function createInvoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: crypto.randomUUID(),
    kind: 'publisher',
    number: 'INV-00042',
    status: 'issued',
    partner: { id: crypto.randomUUID(), name: 'Pat Media' },
    currency: 'EUR',
    periodFrom: '2026-11-01',
    periodTo: '2026-11-30',
    issuedOn: '2026-12-01',
    dueOn: '2026-12-31',
    total: '1200.00',
    paid: '0.00',
    outstanding: '1200.00',
    overdue: false,
    requestedAt: null,
    hiddenFromPartner: false,
    converted: null,
    createdAt: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A draft: no number, no dates, nothing paid. */
export function createDraftSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return createInvoiceSummary({ number: null, status: 'draft', issuedOn: null, dueOn: null, ...overrides });
}

/** A bonus finance added to a draft by hand. */
export function createAdjustmentLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return createInvoiceLine({
    kind: 'adjustment',
    description: 'Bonus: Top publisher of November',
    offerId: null,
    eventKey: null,
    quantity: 0,
    amount: '50.00',
    reason: 'bonus',
    addedBy: 'Ada Admin',
    addedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  });
}

export function createInvoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: crypto.randomUUID(),
    kind: 'conversions',
    description: 'Summer Sale · Sale',
    offerId: crypto.randomUUID(),
    eventKey: 'sale',
    quantity: 48,
    amount: '1200.00',
    reason: null,
    addedBy: null,
    addedAt: null,
    ...overrides,
  };
}

export function createInvoicePayment(overrides: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: crypto.randomUUID(),
    amount: '200.00',
    paidOn: '2026-12-10',
    reference: 'SEPA-7781',
    recordedBy: 'Ada Admin',
    createdAt: '2026-12-10T09:00:00.000Z',
    ...overrides,
  };
}

export function createHistoryEntry(overrides: Partial<InvoiceHistoryEntry> = {}): InvoiceHistoryEntry {
  return {
    id: crypto.randomUUID(),
    action: 'issued',
    summary: 'Issued as INV-00042, due in 30 days',
    by: 'Ada Admin',
    at: '2026-12-01T08:00:00.000Z',
    ...overrides,
  };
}

/** An invoice in full: the summary's, with one line for its whole total and its issuing in the history. */
export function createInvoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const summary = createInvoiceSummary(overrides);
  return {
    ...summary,
    subtotal: summary.total,
    lines: [createInvoiceLine({ amount: summary.total })],
    taxes: [],
    reverseCharge: false,
    payments: [],
    history: summary.number
      ? [createHistoryEntry({ summary: `Issued as ${summary.number}, due in 30 days` })]
      : [],
    conversionCount: 48,
    conversionDays: { from: '2026-10-28', to: '2026-11-29' },
    voidReason: null,
    creditNoteNumber: null,
    ...overrides,
  };
}

/** One page of a list answer. */
export function invoicePageOf(rows: InvoiceSummary[], total = rows.length) {
  return { data: rows, meta: { page: 1, perPage: 25, total } };
}

type PublisherRunScheduleState = InvoiceRunSettingsResponse['data']['publisher'];

/**
 * One kind's scheduled runs as the server answers them: by hand only, never run (no row saved
 * yet), no payout requests (the publishers' own setting, which the advertisers' answer lacks).
 */
export function createRunSchedule(
  overrides: Partial<PublisherRunScheduleState> = {},
): PublisherRunScheduleState {
  return {
    payoutRequests: false,
    schedule: 'manual',
    day: 1,
    delayDays: 0,
    lastPeriodEnd: null,
    lastRunAt: null,
    nextRun: null,
    ...overrides,
  };
}

/** The run settings answer's data: both kinds by hand only, on a network in Berlin. */
export function createRunSettings(
  overrides: Partial<InvoiceRunSettingsResponse['data']> = {},
): InvoiceRunSettingsResponse['data'] {
  return {
    publisher: createRunSchedule(),
    advertiser: createRunSchedule(),
    timeZone: 'Europe/Berlin',
    ...overrides,
  };
}

/** An advertiser's own credit: a $1,500 limit, most of it used, nothing billed outside affnet. */
export function createOwnCredit(overrides: Partial<OwnCredit> = {}): OwnCredit {
  return {
    mode: 'credit_limit',
    currency: 'USD',
    creditLimit: '1500.00',
    atLimit: 'pause',
    outstanding: '900.00',
    invoiced: '2400.00',
    notInvoiced: '330.00',
    prepaid: '0.00',
    billedOutside: '0.00',
    available: '270.00',
    usedPercent: 82,
    state: 'warning',
    missingRates: [],
    prepayments: [],
    ...overrides,
  };
}
