import { OFFER_STATUS_LABELS, type OfferStatus } from '@affnet/contracts';
import { Badge, type BadgeProps } from '@mantine/core';

const OFFER_STATUS_COLORS: Record<OfferStatus, string> = {
  draft: 'gray',
  active: 'teal',
  paused: 'yellow',
  expired: 'orange',
  archived: 'dark',
};

// A badge's label clips with an ellipsis by default; in a tight table column that turned
// "Archived" into "ARCHI…". A status is short: it keeps its full width.
const FULL_LABEL = { label: { overflow: 'visible' } } as const;

/** An offer's status (draft, active, paused, expired, archived) as a coloured badge. */
export function OfferStatusBadge({ status, ...props }: BadgeProps & { status: OfferStatus }) {
  return (
    <Badge color={OFFER_STATUS_COLORS[status]} variant="light" styles={FULL_LABEL} {...props}>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
