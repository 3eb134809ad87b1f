import { PAYMENT_EXPORT_FORMAT_LABELS, type PaymentBatchDetail } from '@affnet/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { formAlertOf } from '../../../lib/contract-form';
import { useExportPaymentBatch } from '../api/export-payment-batch';
import { useApprovePaymentBatch } from '../api/payment-batch-actions';
import { CancelBatchModal } from './cancel-batch-modal';
import { EXPORT_MARKS_NOTHING_PAID } from './payment-batch-text';

/** What the batch's status allows, as the server checks it (409 otherwise). */
export function allowedBatchActionsOf(batch: PaymentBatchDetail) {
  return {
    approve: batch.status === 'draft',
    cancel: batch.status === 'draft' || batch.status === 'approved',
    // An approved batch's file, again as often as needed while payments are pending.
    export: (batch.status === 'approved' || batch.status === 'exported') && batch.exportFormats.length > 0,
    settle: batch.status === 'exported',
  };
}

/** An action's refusal, and what could not be done ("Could not approve the batch"). */
type ActionFailure = { title: string; error: unknown } | null;
type OnFailure = (failure: ActionFailure) => void;

/** Approve: disabled, with the reason beside it, when the network asks for someone other than its maker. */
function ApproveButton({ batch, onFailure }: { batch: PaymentBatchDetail; onFailure: OnFailure }) {
  const approve = useApprovePaymentBatch();
  const reasonId = useId();
  return (
    <Group gap="xs">
      <Button
        disabled={!batch.mayApprove}
        aria-describedby={batch.mayApprove ? undefined : reasonId}
        loading={approve.isPending}
        onClick={() => {
          onFailure(null);
          approve.mutate(batch.id, {
            onError: (error) => onFailure({ title: 'Could not approve the batch', error }),
          });
        }}
      >
        Approve
      </Button>
      {batch.mayApprove ? null : (
        <Text size="sm" c="dimmed" id={reasonId}>
          Someone other than whoever made this batch must approve it.
        </Text>
      )}
    </Group>
  );
}

/** One button per file the batch exports to; the file is saved as the server names it. */
function ExportButtons({ batch, onFailure }: { batch: PaymentBatchDetail; onFailure: OnFailure }) {
  const download = useExportPaymentBatch();
  const pending = download.isPending ? download.variables?.format : undefined;
  return (
    <Stack gap="xs">
      <Alert color="blue" variant="light" title="Exporting does not mark anything paid">
        {EXPORT_MARKS_NOTHING_PAID}
      </Alert>
      <Group gap="sm">
        {batch.exportFormats.map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={pending === format}
            onClick={() => {
              onFailure(null);
              download.mutate(
                { batch, format },
                { onError: (error) => onFailure({ title: 'Could not export the batch', error }) },
              );
            }}
          >
            {`Export ${PAYMENT_EXPORT_FORMAT_LABELS[format]}`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

type PaymentBatchActionsProps = { batch: PaymentBatchDetail };

/**
 * The batch's actions for billing.pay holders, as far as its status allows: approve, cancel, and
 * its files. A refusal (409: the same person may not approve, or the batch moved on) shows above.
 */
export function PaymentBatchActions({ batch }: PaymentBatchActionsProps) {
  const [failure, setFailure] = useState<ActionFailure>(null);
  const [isCancelling, setCancelling] = useState(false);
  const allowed = allowedBatchActionsOf(batch);
  const alert = formAlertOf(failure?.error, []);
  return (
    <Stack gap="sm">
      <FormAlert title={failure?.title} message={alert} />
      {allowed.approve || allowed.cancel ? (
        <Group gap="sm">
          {allowed.approve ? <ApproveButton batch={batch} onFailure={setFailure} /> : null}
          {allowed.cancel ? (
            <Button color="red" variant="light" onClick={() => setCancelling(true)}>
              Cancel batch
            </Button>
          ) : null}
        </Group>
      ) : null}
      {allowed.export ? <ExportButtons batch={batch} onFailure={setFailure} /> : null}
      <CancelBatchModal batch={batch} opened={isCancelling} onDone={() => setCancelling(false)} />
    </Stack>
  );
}
