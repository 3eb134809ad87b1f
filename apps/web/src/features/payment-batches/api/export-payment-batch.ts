import type { PaymentBatchSummary, PaymentExportFormat } from '@affnet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download-file';
import { toFormData } from '../../../lib/form-data';
import { type FileKind, requestFile } from '../../../lib/http';
import { paymentBatchKeys, paymentBatchPathOf } from './payment-batch-keys';

const FILE_KINDS: Record<PaymentExportFormat, (number: string) => FileKind> = {
  paypal_csv: (number) => ({ accept: 'text/csv', fallbackName: `${number}-paypal.csv` }),
  wise_csv: (number) => ({ accept: 'text/csv', fallbackName: `${number}-wise.csv` }),
  sepa_xml: (number) => ({ accept: 'application/xml', fallbackName: `${number}-sepa.xml` }),
  generic_csv: (number) => ({ accept: 'text/csv', fallbackName: `${number}.csv` }),
};

export type ExportPaymentBatchInput = {
  batch: Pick<PaymentBatchSummary, 'id' | 'number'>;
  format: PaymentExportFormat;
};

/**
 * `POST …/:id/export` with the format: the file for the bank or PayPal, saved under the name the
 * server gives it. The first export marks the batch exported; no export marks anything paid.
 */
export async function exportPaymentBatch({ batch, format }: ExportPaymentBatchInput): Promise<void> {
  saveFile(
    await requestFile(`${paymentBatchPathOf(batch.id)}/export`, {
      kind: FILE_KINDS[format](batch.number),
      post: toFormData({ format }),
    }),
  );
}

export function useExportPaymentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportPaymentBatch,
    // The batch may have become exported: read it and the list again.
    onSuccess: (_done, { batch }) => {
      void queryClient.invalidateQueries({ queryKey: paymentBatchKeys.detail(batch.id) });
      void queryClient.invalidateQueries({ queryKey: paymentBatchKeys.list() });
    },
  });
}
