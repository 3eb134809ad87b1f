import type { PaymentBatchDetail } from '@affnet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { paymentBatchKeys } from './payment-batch-keys';

/**
 * What an action on a batch does with its answer (the batch as it now stands): shows it at once
 * in the open batch, and reloads the list and the candidates, whose statuses and holds it changed.
 */
export function useBatchAnswer() {
  const queryClient = useQueryClient();
  return ({ data }: { data: PaymentBatchDetail }) => {
    queryClient.setQueryData(paymentBatchKeys.detail(data.id), data);
    void queryClient.invalidateQueries({ queryKey: paymentBatchKeys.list() });
    void queryClient.invalidateQueries({ queryKey: [...paymentBatchKeys.all, 'candidates'] });
  };
}
