import type { InvoiceLine } from '@affnet/contracts';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useRemoveAdjustment } from '../api/adjust-invoice';

type RemoveAdjustmentButtonProps = { invoiceId: string; line: InvoiceLine };

/** Takes an adjustment off a draft (staff with billing.write; the drawer shows it on drafts only). */
export function RemoveAdjustmentButton({ invoiceId, line }: RemoveAdjustmentButtonProps) {
  const removal = useRemoveAdjustment();
  const label = `Remove adjustment: ${line.description}`;
  const remove = () =>
    removal.mutate(
      { id: invoiceId, lineId: line.id },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: 'Adjustment removed from the draft.' }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Could not remove the adjustment',
            message: error.message,
          }),
      },
    );
  return (
    <Tooltip label="Remove adjustment">
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        loading={removal.isPending}
        onClick={remove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
