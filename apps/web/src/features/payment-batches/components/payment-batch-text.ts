import type { PaymentBatchSummary } from '@affnet/contracts';

/** "Payment batch PB-00007". */
export function batchTitleOf(batch: Pick<PaymentBatchSummary, 'number'>): string {
  return `Payment batch ${batch.number}`;
}

/** What the billing screen says about exporting, wherever a batch can be exported. */
export const EXPORT_MARKS_NOTHING_PAID =
  'Exporting makes the file to upload to the bank or payment service. It does not mark anything paid: once the provider has answered, mark each payment paid or failed here.';
