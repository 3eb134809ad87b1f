import type { AccountStatus } from '@affnet/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS, STATUS_LABELS } from '../lib/partner-status';

/** An account's status (pending, active, rejected, blocked) as a coloured badge. */
export function StatusBadge({ status, ...props }: BadgeProps & { status: AccountStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" {...props}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
