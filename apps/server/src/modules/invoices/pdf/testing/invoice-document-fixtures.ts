import type { InvoiceDocument, InvoiceDocumentLine, InvoiceParty } from '../invoice-document';

/*
 * Invoice documents built in memory for the renderer's tests: a publisher's self-billing invoice
 * in euros, with a supplier whose name is not Latin-1, every field overridable.
 */

export function invoiceParty(overrides: Partial<InvoiceParty> = {}): InvoiceParty {
  return {
    name: 'Łódź Média ООО',
    addressLines: ['ul. Piotrkowska 104', '90-001 Łódź', 'Poland'],
    taxNumber: 'PL7251234567',
    email: 'billing@lodz-media.example',
    ...overrides,
  };
}

/** `count` lines, each with a description and amount that appear nowhere else in the document. */
export function invoiceLines(count: number): InvoiceDocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    return {
      description: `Offer ${number}: Summer Sale CPA (approved conversions)`,
      quantity: index + 1,
      amount: `${1000 + index}.${number.slice(1)}`,
    };
  });
}

export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    title: 'Self-billing invoice',
    number: 'SB-2031-000042',
    status: 'partly_paid',
    issuedOn: '2031-02-03',
    dueOn: '2031-02-17',
    periodFrom: '2031-01-01',
    periodTo: '2031-01-31',
    currency: 'EUR',
    supplier: invoiceParty(),
    customer: invoiceParty({
      name: 'Northwind Affiliates Ltd',
      addressLines: ['1 Harbour Street', 'Dublin D02 XY45', 'Ireland'],
      taxNumber: 'IE1234567T',
      email: 'accounts@northwind.example',
    }),
    lines: [
      { description: 'Summer Sale CPA: 48 approved conversions', quantity: 48, amount: '1200.00' },
      { description: 'Winter Deals CPL: 310 approved leads', quantity: 310, amount: '465.00' },
      {
        description: 'Adjustment: conversion 7f3a reversed after approval',
        quantity: null,
        amount: '-12.50',
      },
    ],
    subtotal: '1652.50',
    taxLines: [{ label: 'VAT 0% (reverse charge)', amount: '0.00' }],
    total: '1652.50',
    paid: '500.00',
    outstanding: '1152.50',
    paymentMethod: 'PayPal: j***@example.com',
    notes: [
      'Self-billing invoice issued by Northwind Affiliates Ltd on behalf of the supplier, as agreed.',
      'Reverse charge: VAT to be accounted for by the recipient (Article 196, Directive 2006/112/EC).',
    ],
    footer:
      'Northwind Affiliates Ltd · 1 Harbour Street, Dublin · Company no. 612345 · accounts@northwind.example',
    voidReason: null,
    creditNoteNumber: null,
    converted: null,
    logo: null,
    ...overrides,
  };
}
