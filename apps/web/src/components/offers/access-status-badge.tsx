import { OFFER_ACCESS_STATUS_LABELS, type OfferAccessStatus } from '@affnet/contracts';
import { Badge, type BadgeProps } from '@mantine/core';

export const ACCESS_STATUS_COLORS: Record<OfferAccessStatus, string> = {
  approved: 'teal',
  pending: 'yellow',
  rejected: 'orange',
  blocked: 'red',
};

/** A publisher's access to an offer (approved, pending, rejected, blocked) as a coloured badge. */
export function AccessStatusBadge({ status, ...props }: BadgeProps & { status: OfferAccessStatus }) {
  return (
    <Badge color={ACCESS_STATUS_COLORS[status]} variant="light" {...props}>
      {OFFER_ACCESS_STATUS_LABELS[status]}
    </Badge>
  );
}
