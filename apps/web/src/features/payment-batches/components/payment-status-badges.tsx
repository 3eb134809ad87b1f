import {
  PAYMENT_BATCH_STATUS_LABELS,
  PAYMENT_ITEM_STATUS_LABELS,
  type PaymentBatchStatus,
  type PaymentItemStatus,
} from '@affnet/contracts';
import { Badge, type MantineColor, type MantineSize } from '@mantine/core';

const BATCH_COLORS: Record<PaymentBatchStatus, MantineColor> = {
  draft: 'gray',
  approved: 'blue',
  exported: 'indigo',
  completed: 'teal',
  partially_completed: 'yellow',
  cancelled: 'dark',
};

const ITEM_COLORS: Record<PaymentItemStatus, MantineColor> = {
  pending: 'gray',
  paid: 'teal',
  failed: 'red',
};

/** Where a batch stands: draft, approved, exported, completed (partly), cancelled. */
export function PaymentBatchStatusBadge({
  status,
  size,
}: {
  status: PaymentBatchStatus;
  size?: MantineSize;
}) {
  return (
    <Badge variant="light" color={BATCH_COLORS[status]} size={size}>
      {PAYMENT_BATCH_STATUS_LABELS[status]}
    </Badge>
  );
}

/** One payment of a batch: pending until marked paid or failed. */
export function PaymentItemStatusBadge({ status }: { status: PaymentItemStatus }) {
  return (
    <Badge variant="light" color={ITEM_COLORS[status]}>
      {PAYMENT_ITEM_STATUS_LABELS[status]}
    </Badge>
  );
}
